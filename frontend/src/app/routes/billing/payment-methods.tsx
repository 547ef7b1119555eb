import { Link } from 'wouter';
import { ComingSoon } from '@/components/layouts/coming-soon';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRequireAuth } from '@/lib/auth';

export function PaymentMethodsRoute() {
  const { isAuthenticated } = useRequireAuth();

  return (
    <>
      <PageMeta title="Payment Methods" noIndex />
      {isAuthenticated ? (
        <PageContainer>
          <PageHeader title="Payment methods" description="The cards saved to your account." />
          <ComingSoon
            actions={
              <Button asChild variant="outline">
                <Link href={paths.account.getHref()}>Back to Account</Link>
              </Button>
            }
          >
            <p>Saving and removing cards is being built. No card is stored on your account.</p>
          </ComingSoon>
        </PageContainer>
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
