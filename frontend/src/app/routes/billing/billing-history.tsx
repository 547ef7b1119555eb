import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { BillingHistoryList } from '@/features/billing-history/components/billing-history-list';
import { useRequireAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';

/** Account → Billing history (issue 27): every charge and refund, newest first, with a PDF receipt for each. */
export function BillingHistoryRoute() {
  const t = useT();
  const { user, isAuthenticated } = useRequireAuth();
  if (!isAuthenticated || !user) {
    return (
      <>
        <PageMeta title={t(m.billingHistory)} noIndex />
        <PageSkeleton />
      </>
    );
  }
  return (
    <PageContainer className="max-w-4xl">
      <PageMeta title={t(m.billingHistory)} noIndex />
      <PageHeader title={t(m.billingHistory)} description={t(m.billingHistoryIntro)}>
        <p className="text-sm">
          <Link
            href={paths.account.getHref()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t(m.backToAccount)}
          </Link>{' '}
          ·{' '}
          <Link
            href={paths.paymentMethods.getHref()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t(m.paymentMethods)}
          </Link>
        </p>
      </PageHeader>
      <BillingHistoryList />
    </PageContainer>
  );
}
