import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import { SupportForm } from '@/features/support/components/support-form';
import { SupportInfo } from '@/features/support/components/support-info';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/support/messages';

/** /support (spec §2): the contact form beside the response promise and hours. Open to visitors. */
export function SupportRoute() {
  const t = useT();
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageMeta title={t(m.pageTitle)} description={t(m.pageMeta)} />
      <PageHeader title={t(m.pageHeading)} description={t(m.pageIntro)} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent>
            <SupportForm defaults={user ? { name: user.name, email: user.email } : undefined} />
          </CardContent>
        </Card>
        <SupportInfo />
      </div>
    </PageContainer>
  );
}
