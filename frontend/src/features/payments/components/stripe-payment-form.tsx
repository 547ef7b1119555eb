import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
// "pure" loads Stripe.js only when loadStripe is called, not as a side effect of importing
import { loadStripe } from '@stripe/stripe-js/pure';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { toast } from '@/components/ui/use-toast';
import type { ConfirmOutcome, PayOutcome, PayRequest } from '../hooks/use-checkout-payment';
import { PayButton } from './pay-button';

export const NOT_READY = 'Payment system not ready. Please refresh and try again.';

// One Stripe.js per publishable key for the life of the tab; a failed load may be retried on the next visit.
const stripes = new Map<string, Promise<Stripe | null>>();
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js failed to load', error);
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's form in SueGo's colours (DESIGN §10); Stripe draws it in its own iframe. */
export const appearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#0f766e',
    colorText: '#0f172a',
    colorDanger: '#b91c1c',
    borderRadius: '6px',
    fontSizeBase: '16px',
  },
};

export function NotReadyAlert() {
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <div>
        <AlertTitle>Payment Error</AlertTitle>
        <AlertDescription>
          <p>{NOT_READY}</p>
        </AlertDescription>
      </div>
    </Alert>
  );
}

function StripeCardForm({
  returnUrl,
  payLabel,
  processing,
  onPay,
  loadFailed,
  billingDetails,
}: {
  returnUrl: string;
  payLabel: string;
  processing: boolean;
  onPay: (request: PayRequest) => Promise<PayOutcome>;
  loadFailed: boolean;
  billingDetails?: { name: string; email: string };
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [elementFailed, setElementFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe) {
      toast({ variant: 'destructive', title: 'Payment Error', description: NOT_READY });
      return;
    }
    if (!elements || !ready) {
      toast({ variant: 'destructive', title: 'Payment System Error', description: 'Payment form not ready' });
      return;
    }
    await onPay({
      // validates the card fields (errors show inside Stripe's form) before any intent exists
      prepare: async () => !(await elements.submit()).error,
      confirm: async (clientSecret): Promise<ConfirmOutcome> => {
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret,
          redirect: 'if_required',
          confirmParams: { return_url: returnUrl },
        });
        if (error) {
          return {
            status: 'failed',
            message: error.message ?? 'Your payment was not completed. Please try again.',
            code: error.code,
          };
        }
        // 'processing': the provider accepted it and confirms by webhook; the document page follows it
        if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
          return { status: 'succeeded' };
        }
        return { status: 'failed', message: 'Your payment was not completed. Please try again.' };
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Card details" className="flex flex-col gap-5">
      {loadFailed || elementFailed ? <NotReadyAlert /> : null}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => setElementFailed(true)}
        options={{
          layout: 'tabs',
          ...(billingDetails ? { defaultValues: { billingDetails } } : {}),
        }}
      />
      <PayButton type="submit" label={payLabel} processing={processing} />
    </form>
  );
}

/**
 * Stripe Elements in deferred-intent mode: the card form shows the amount up front and the payment
 * intent is created only when the user pays (then confirmed with stripe.confirmPayment).
 * Loaded lazily, so Stripe's code is fetched only on a Stripe-mode checkout.
 */
export function StripePaymentForm({
  publishableKey,
  amount,
  currency,
  returnUrl,
  payLabel,
  processing,
  onPay,
  billingDetails,
}: {
  publishableKey: string;
  amount: number;
  currency: string;
  returnUrl: string;
  payLabel: string;
  processing: boolean;
  onPay: (request: PayRequest) => Promise<PayOutcome>;
  /** the signed-in payer, prefilled in Stripe's form (issue 27) */
  billingDetails?: { name: string; email: string };
}) {
  const stripe = getStripe(publishableKey);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  const options = useMemo<StripeElementsOptions>(
    () => ({ mode: 'payment', amount, currency: currency.toLowerCase(), appearance }),
    [amount, currency],
  );

  return (
    <Elements stripe={stripe} options={options}>
      <StripeCardForm
        returnUrl={returnUrl}
        payLabel={payLabel}
        processing={processing}
        onPay={onPay}
        loadFailed={loadFailed}
        billingDetails={billingDetails}
      />
    </Elements>
  );
}
