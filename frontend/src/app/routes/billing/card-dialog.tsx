import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAddCard } from '@/features/payment-methods/hooks/use-add-card';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { CardSetupForm } from '@/features/payments/components/card-setup-form';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';

const TEXT = {
  add: { trigger: m.addCardTrigger, title: m.addCardTitle, description: m.addCardBody, submit: m.saveCard },
  keep: { trigger: m.keepTrigger, title: m.keepTitle, description: m.keepBody, submit: m.saveCard },
  pay: { trigger: m.payTrigger, title: m.payTrigger, description: m.payBody, submit: m.saveAndPay },
} as const;

/**
 * A card form in a dialog (the payment-methods page, and the account page's plan notices, issue 27): `pay` makes
 * the card the default, which pays a past-due plan's invoice at once; `keep` makes it the default of a plan that
 * would otherwise end for want of a card.
 */
export function CardDialog({ purpose = 'add' }: { purpose?: keyof typeof TEXT }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const config = usePaymentConfig();
  const text = TEXT[purpose];
  const { submit, processing } = useAddCard(() => setOpen(false), { makeDefault: purpose !== 'add' });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={purpose === 'add' ? 'default' : 'sm'}>
          {purpose === 'add' ? <Plus aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
          {t(text.trigger)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t(text.title)}</DialogTitle>
        <DialogDescription>{t(text.description)}</DialogDescription>
        {config.data ? (
          <CardSetupForm
            config={config.data}
            returnUrl={`${window.location.origin}${purpose === 'add' ? paths.paymentMethods.getHref() : paths.account.getHref()}`}
            submitLabel={t(text.submit)}
            processing={processing}
            onSubmit={submit}
          />
        ) : (
          <p role="status">{t(m.loadingCardForm)}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
