import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { CardSubmission, CardSubmitResult, SetupConfirmOutcome } from '../lib/card-setup';
import { PayButton } from './pay-button';
import { appearance, getStripe, NOT_READY, NotReadyAlert } from './stripe-payment-form';

const NOT_COMPLETED = 'Your card was not saved. Please try again.';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

function StripeSetupCardForm({
  returnUrl,
  submitLabel,
  processing,
  onSubmit,
  loadFailed,
  children,
}: {
  returnUrl: string;
  submitLabel: string;
  processing: boolean;
  onSubmit: (submission: CardSubmission) => Promise<CardSubmitResult>;
  loadFailed: boolean;
  children?: ReactNode;
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
    await onSubmit({
      prepare: async () => !(await elements.submit()).error,
      confirm: async (clientSecret): Promise<SetupConfirmOutcome> => {
        const confirmParams = { return_url: returnUrl };
        if (clientSecret.startsWith('seti_')) {
          const { error, setupIntent } = await stripe.confirmSetup({
            elements,
            clientSecret,
            redirect: 'if_required',
            confirmParams,
          });
          if (error) return { status: 'failed', message: error.message ?? NOT_COMPLETED, code: error.code };
          if (setupIntent.status === 'succeeded' || setupIntent.status === 'processing') {
            return { status: 'succeeded', paymentMethodId: idOf(setupIntent.payment_method) };
          }
          return { status: 'incomplete' };
        }
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret,
          redirect: 'if_required',
          confirmParams,
        });
        if (error) return { status: 'failed', message: error.message ?? NOT_COMPLETED, code: error.code };
        if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
          return { status: 'succeeded', paymentMethodId: idOf(paymentIntent.payment_method) };
        }
        return { status: 'incomplete' };
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Card details" className="flex flex-col gap-5">
      {children}
      {loadFailed || elementFailed ? <NotReadyAlert /> : null}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => setElementFailed(true)}
        options={{ layout: 'tabs' }}
      />
      <PayButton type="submit" label={submitLabel} processing={processing} />
    </form>
  );
}

/**
 * Stripe Elements in deferred setup mode: the card is collected first, the SetupIntent is created on submit
 * (by the caller) and confirmed with stripe.confirmSetup. Loaded lazily, like the checkout form.
 */
export function StripeSetupForm({
  publishableKey,
  currency,
  payAmount,
  ...props
}: {
  publishableKey: string;
  currency: string;
  /** cents charged now (a plan without a trial): Elements in payment mode, the card kept for renewals */
  payAmount?: number;
  returnUrl: string;
  submitLabel: string;
  processing: boolean;
  onSubmit: (submission: CardSubmission) => Promise<CardSubmitResult>;
  children?: ReactNode;
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
    () =>
      payAmount === undefined
        ? { mode: 'setup', currency: currency.toLowerCase(), appearance }
        : {
            mode: 'payment',
            amount: payAmount,
            setupFutureUsage: 'off_session',
            currency: currency.toLowerCase(),
            appearance,
          },
    [currency, payAmount],
  );

  return (
    <Elements stripe={stripe} options={options}>
      <StripeSetupCardForm loadFailed={loadFailed} {...props} />
    </Elements>
  );
}
