import { useSearchParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { UnsubscribeConfirmation } from '@/features/follow-up/components/unsubscribe-confirmation';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/follow-up/messages';

/** /unsubscribe?token=…: a reminder's unsubscribe link (the one-click POST needs no page). */
export function UnsubscribeRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title={t(m.stopReminders)} description={t(m.stopMeta)} noIndex />
      <PageHeader title={t(m.stopReminders)} description={t(m.stopIntro)} />
      <Card>
        <CardContent className="pt-6">
          <UnsubscribeConfirmation token={searchParams.get('token')} accountHref={paths.account.getHref()} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
