import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { MyRequestsList } from '@/features/support/components/my-requests-list';
import { useRequireAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/support/messages';

/** Account → My requests: the support requests sent while signed in, with the replies. */
export function MyRequestsRoute() {
  const t = useT();
  const { user, isAuthenticated } = useRequireAuth();
  if (!isAuthenticated || !user) {
    return (
      <>
        <PageMeta title={t(m.myRequests)} noIndex />
        <PageSkeleton />
      </>
    );
  }
  return (
    <PageContainer className="max-w-4xl">
      <PageMeta title={t(m.myRequests)} noIndex />
      <PageHeader title={t(m.myRequests)} description={t(m.myRequestsIntro)}>
        <p className="text-sm">
          <Link
            href={paths.account.getHref()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t(m.backToAccount)}
          </Link>{' '}
          ·{' '}
          <Link
            href={paths.support.getHref()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t(m.newRequest)}
          </Link>
        </p>
      </PageHeader>
      <MyRequestsList />
    </PageContainer>
  );
}
