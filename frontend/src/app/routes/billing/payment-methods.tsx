import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PaymentMethodList } from '@/features/payment-methods/components/payment-method-list';
import { useRequireAuth } from '@/lib/auth';
import { CardDialog } from './card-dialog';

export function PaymentMethodsRoute() {
  const { isAuthenticated } = useRequireAuth();

  return (
    <>
      <PageMeta title="Payment Methods" noIndex />
      {isAuthenticated ? (
        <PageContainer>
          <PageHeader title="Payment methods" description="The cards saved to your account." />
          <Card className="max-w-3xl">
            <PaymentMethodList />
            <div className="flex flex-wrap gap-3">
              <CardDialog />
              <Button asChild variant="outline">
                <Link href={paths.account.getHref()}>Back to Account</Link>
              </Button>
            </div>
          </Card>
        </PageContainer>
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
