import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { BillingHistoryList } from '@/features/billing-history/components/billing-history-list';
import { useRequireAuth } from '@/lib/auth';

/** Account → Billing history (issue 27): every charge and refund, newest first, with a PDF receipt for each. */
export function BillingHistoryRoute() {
  const { user, isAuthenticated } = useRequireAuth();
  if (!isAuthenticated || !user) {
    return (
      <>
        <PageMeta title="Billing history" noIndex />
        <PageSkeleton />
      </>
    );
  }
  return (
    <PageContainer className="max-w-4xl">
      <PageMeta title="Billing history" noIndex />
      <PageHeader
        title="Billing history"
        description="Every charge and refund, newest first, with a receipt for each."
      >
        <p className="text-sm">
          <Link
            href={paths.account.getHref()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Back to Account
          </Link>{' '}
          ·{' '}
          <Link
            href={paths.paymentMethods.getHref()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Payment methods
          </Link>
        </p>
      </PageHeader>
      <BillingHistoryList />
    </PageContainer>
  );
}
