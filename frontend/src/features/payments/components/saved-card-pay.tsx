import { CreditCard, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { PaymentConfig } from '../api/get-payment-config';
import { formatMoney } from '../lib/money';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../promo.messages';

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
}

/** Confirms `clientSecret` with a card saved on the customer: the sandbox's confirm, or Stripe.js with `payment_method`. */
export async function payWithSaved(
  config: PaymentConfig,
  clientSecret: string,
  paymentMethodId: string,
): Promise<string | null> {
  if (config.paymentMode === 'sandbox') {
    const result = await confirmSandboxPayment({ clientSecret, paymentMethodId });
    return result.status === 'succeeded' ? null : (result.error?.message ?? translate(m.notCharged));
  }
  const { getStripe } = await import('./stripe-payment-form');
  const stripe = config.stripePublishableKey ? await getStripe(config.stripePublishableKey) : null;
  if (!stripe) return translate(m.notReady);
  const { error } = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
  return error ? (error.message ?? translate(m.notCharged)) : null;
}

/**
 * "Pay with your saved card": one button per card saved on the account, for a payment intent created on the
 * customer (a mailing's). A refusal is shown like any decline; the card form stays available below.
 */
export function SavedCardPay({
  config,
  clientSecret,
  amount,
  cards,
  paidMessage,
  onPaid,
}: {
  config: PaymentConfig;
  clientSecret: string;
  amount: number;
  cards: SavedCard[];
  paidMessage: string;
  onPaid: () => void;
}) {
  const t = useT();
  const [paying, setPaying] = useState<string | null>(null);
  if (cards.length === 0) return null;
  const pay = async (card: SavedCard) => {
    if (paying) return;
    setPaying(card.id);
    try {
      const failure = await payWithSaved(config, clientSecret, card.id);
      if (failure) {
        toast({ variant: 'destructive', title: t(m.paymentFailed), description: failure });
        setPaying(null);
        return;
      }
      toast({ title: t(m.paymentProcessed), description: paidMessage });
      onPaid();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(m.paymentFailed),
        description: getErrorMessage(error, t(m.notCharged)),
      });
      setPaying(null);
    }
  };
  return (
    <div className="flex flex-col gap-2" role="group" aria-label={t(m.savedCards)}>
      {cards.map((card) => (
        <Button
          key={card.id}
          type="button"
          variant="outline"
          className="self-start"
          disabled={paying !== null}
          onClick={() => void pay(card)}
        >
          {paying === card.id ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <CreditCard aria-hidden="true" />
          )}
          {t(m.payWithSaved, { amount: formatMoney(amount), brand: card.brand, last4: card.last4 })}
        </Button>
      ))}
    </div>
  );
}
