import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAddCard } from '@/features/payment-methods/hooks/use-add-card';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { CardSetupForm } from '@/features/payments/components/card-setup-form';

const TEXT = {
  add: {
    trigger: 'Add Card',
    title: 'Add a card',
    description: 'The card is saved for your plan and later payments. Nothing is charged now.',
    submit: 'Save Card',
  },
  keep: {
    trigger: 'Add a card',
    title: 'Add a card to keep your plan',
    description: 'Your plan then renews on this card at the end of the period. Nothing is charged now.',
    submit: 'Save Card',
  },
  pay: {
    trigger: 'Update card and pay now',
    title: 'Update card and pay now',
    description:
      'This card becomes your default and pays your unpaid invoice right away; your plan is then active again.',
    submit: 'Save Card and Pay',
  },
} as const;

/**
 * A card form in a dialog (the payment-methods page, and the account page's plan notices, issue 27): `pay` makes
 * the card the default, which pays a past-due plan's invoice at once; `keep` makes it the default of a plan that
 * would otherwise end for want of a card.
 */
export function CardDialog({ purpose = 'add' }: { purpose?: keyof typeof TEXT }) {
  const [open, setOpen] = useState(false);
  const config = usePaymentConfig();
  const text = TEXT[purpose];
  const { submit, processing } = useAddCard(() => setOpen(false), { makeDefault: purpose !== 'add' });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={purpose === 'add' ? 'default' : 'sm'}>
          {purpose === 'add' ? <Plus aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
          {text.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        {config.data ? (
          <CardSetupForm
            config={config.data}
            returnUrl={`${window.location.origin}${purpose === 'add' ? paths.paymentMethods.getHref() : paths.account.getHref()}`}
            submitLabel={text.submit}
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
