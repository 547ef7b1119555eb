import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { MyRequestsList } from '@/features/support/components/my-requests-list';
import { useRequireAuth } from '@/lib/auth';

/** Account → My requests: the support requests sent while signed in, with the replies. */
export function MyRequestsRoute() {
  const { user, isAuthenticated } = useRequireAuth();
  if (!isAuthenticated || !user) {
    return (
      <>
        <PageMeta title="My requests" noIndex />
        <PageSkeleton />
      </>
    );
  }
  return (
    <PageContainer className="max-w-4xl">
      <PageMeta title="My requests" noIndex />
      <PageHeader title="My requests" description="Your messages to SueGo support and our replies.">
        <p className="text-sm">
          <Link href={paths.account.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">
            Back to Account
          </Link>{' '}
          ·{' '}
          <Link href={paths.support.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">
            New request
          </Link>
        </p>
      </PageHeader>
      <MyRequestsList />
    </PageContainer>
  );
}
