import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { PaymentMethodList } from '@/features/payment-methods/components/payment-method-list';
import { useAddCard } from '@/features/payment-methods/hooks/use-add-card';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { CardSetupForm } from '@/features/payments/components/card-setup-form';
import { useRequireAuth } from '@/lib/auth';

function AddCardDialog() {
  const [open, setOpen] = useState(false);
  const config = usePaymentConfig();
  const { submit, processing } = useAddCard(() => setOpen(false));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Card
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Add a card</DialogTitle>
        <DialogDescription>The card is saved for your plan and later payments. Nothing is charged now.</DialogDescription>
        {config.data ? (
          <CardSetupForm
            config={config.data}
            returnUrl={`${window.location.origin}${paths.paymentMethods.getHref()}`}
            submitLabel="Save Card"
            processing={processing}
            onSubmit={submit}
          />
        ) : (
          <p role="status">Loading the card form…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

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
              <AddCardDialog />
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
