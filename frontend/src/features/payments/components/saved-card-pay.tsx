import { CreditCard, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { PaymentConfig } from '../api/get-payment-config';
import { formatMoney } from '../lib/money';

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
    return result.status === 'succeeded'
      ? null
      : (result.error?.message ?? 'Your card was not charged. Please try again.');
  }
  const { getStripe } = await import('./stripe-payment-form');
  const stripe = config.stripePublishableKey ? await getStripe(config.stripePublishableKey) : null;
  if (!stripe) return 'Payment system not ready. Please refresh and try again.';
  const { error } = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
  return error ? (error.message ?? 'Your card was not charged. Please try again.') : null;
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
  const [paying, setPaying] = useState<string | null>(null);
  if (cards.length === 0) return null;
  const pay = async (card: SavedCard) => {
    if (paying) return;
    setPaying(card.id);
    try {
      const failure = await payWithSaved(config, clientSecret, card.id);
      if (failure) {
        toast({ variant: 'destructive', title: 'Payment Failed', description: failure });
        setPaying(null);
        return;
      }
      toast({ title: 'Payment Processed', description: paidMessage });
      onPaid();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: getErrorMessage(error, 'Your card was not charged. Please try again.'),
      });
      setPaying(null);
    }
  };
  return (
    <div className="flex flex-col gap-2" role="group" aria-label="Your saved cards">
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
          {`Pay ${formatMoney(amount)} with ${card.brand} ending ${card.last4}`}
        </Button>
      ))}
    </div>
  );
}
