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
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';

export function PaymentMethodsRoute() {
  const t = useT();
  const { isAuthenticated } = useRequireAuth();

  return (
    <>
      <PageMeta title={t(m.paymentMethodsMeta)} noIndex />
      {isAuthenticated ? (
        <PageContainer>
          <PageHeader title={t(m.paymentMethods)} description={t(m.paymentMethodsIntro)} />
          <Card className="max-w-3xl">
            <PaymentMethodList />
            <div className="flex flex-wrap gap-3">
              <CardDialog />
              <Button asChild variant="outline">
                <Link href={paths.account.getHref()}>{t(m.backToAccount)}</Link>
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
