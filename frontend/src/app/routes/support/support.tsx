import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import { SupportForm } from '@/features/support/components/support-form';
import { SupportInfo } from '@/features/support/components/support-info';
import { useAuth } from '@/lib/auth';

/** /support (spec §2): the contact form beside the response promise and hours. Open to visitors. */
export function SupportRoute() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageMeta title="Support" description="Contact SueGo support." />
      <PageHeader title="Contact support" description="Questions about your case, your document or your account? Send us a message." />
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
