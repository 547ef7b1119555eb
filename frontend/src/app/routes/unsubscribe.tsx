import { useSearchParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { UnsubscribeConfirmation } from '@/features/follow-up/components/unsubscribe-confirmation';

/** /unsubscribe?token=…: a reminder's unsubscribe link (the one-click POST needs no page). */
export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  return (
    <PageContainer className="max-w-2xl">
      <PageMeta
        title="Stop case reminders"
        description="Stop SueGo's reminders about your letters."
        noIndex
      />
      <PageHeader
        title="Stop case reminders"
        description="No more emails about your letters' response dates."
      />
      <Card>
        <CardContent className="pt-6">
          <UnsubscribeConfirmation token={searchParams.get('token')} accountHref={paths.account.getHref()} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
