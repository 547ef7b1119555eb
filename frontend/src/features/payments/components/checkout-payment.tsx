import { AlertTriangle, CreditCard, Info } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { isMisconfigured, type PaymentConfig } from '../api/get-payment-config';
import { useCheckoutPayment, type CheckoutPaymentOptions } from '../hooks/use-checkout-payment';
import { fieldOfDecline } from '../lib/card-details';
import { formatMoney } from '../lib/money';
import { PayButton } from './pay-button';
import { PaymentReminder } from './payment-reminder';
import { SandboxCardForm } from './sandbox-card-form';
import { payWithSaved, type SavedCard } from './saved-card-pay';

// Stripe's React bindings are fetched only when a Stripe-mode checkout renders them.
const StripePaymentForm = lazy(async () => ({
  default: (await import('./stripe-payment-form')).StripePaymentForm,
}));

function PaymentFormSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading the payment form…</span>
      <Skeleton className="h-11" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="h-12" />
    </div>
  );
}

/**
 * The payment part of checkout: the card form of the configured gateway (or one button when a promo
 * code made the order free), the decline message next to it, and what happens after payment.
 */
export function CheckoutPayment({
  config,
  returnUrl,
  description,
  reminder,
  savedCards = [],
  payer,
  ...options
}: CheckoutPaymentOptions & {
  config: PaymentConfig;
  /** where Stripe sends the user back after a redirect-based payment method */
  returnUrl: string;
  /** what the payment is for, under the heading (default: one document, no subscription) */
  description?: string;
  /** what happens after payment, under the form (default: the document is drafted) */
  reminder?: ReactNode;
  /** cards saved on the account: each pays in one click, above the card form (issue 27) */
  savedCards?: SavedCard[];
  /** the signed-in payer: the receipt goes to this email (and Stripe's form starts with it) */
  payer?: { name: string; email: string };
}) {
  const headingId = useId();
  const { pay, processing, failure, notice } = useCheckoutPayment(options);
  const total = options.expectedAmount;
  const free = total === 0;
  const payLabel = free ? 'Get My Document — Free' : `Pay ${formatMoney(total, options.currency)}`;

  // Keyboard and screen-reader users land on the decline message; the sandbox form focuses the field a
  // decline is about instead (Stripe's form shows those inside its own frame).
  const sandbox = config.paymentMode === 'sandbox';
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure && !(sandbox && fieldOfDecline(failure.code))) failureRef.current?.focus();
  }, [failure, sandbox]);

  if (!free && isMisconfigured(config)) return <PaymentConfigurationError />;

  let form;
  if (free) {
    form = <PayButton label={payLabel} processing={processing} onClick={() => void pay({})} />;
  } else if (config.paymentMode === 'stripe' && config.stripePublishableKey) {
    form = (
      <Suspense fallback={<PaymentFormSkeleton />}>
        <StripePaymentForm
          publishableKey={config.stripePublishableKey}
          amount={total}
          currency={options.currency}
          returnUrl={returnUrl}
          payLabel={payLabel}
          processing={processing}
          onPay={pay}
          billingDetails={payer}
        />
      </Suspense>
    );
  } else {
    form = (
      <SandboxCardForm
        payLabel={payLabel}
        processing={processing}
        onPay={(card) =>
          pay({
            confirm: async (clientSecret) => {
              const result = await confirmSandboxPayment({ ...card, clientSecret });
              if (result.status === 'succeeded') return { status: 'succeeded' };
              return {
                status: 'failed',
                message: result.error?.message ?? 'Your card was not charged. Please try again.',
                code: result.error?.code,
              };
            },
          })
        }
      />
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          Payment
        </CardTitle>
        <CardDescription>
          {free
            ? 'Your promo code covers the whole price, so no card is needed.'
            : (description ?? 'Pay once for this document. There is no subscription.')}
        </CardDescription>
      </CardHeader>

      {notice ? (
        <Alert variant="warning">
          <Info aria-hidden="true" />
          <AlertDescription>
            <p>{notice}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {failure ? (
        <Alert variant="destructive" ref={failureRef} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-destructive">
          <AlertTriangle aria-hidden="true" />
          <div>
            <AlertTitle>Payment Failed</AlertTitle>
            <AlertDescription>
              <p>{failure.message}</p>
              <p>Check your card details or use another card, then try again.</p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}

      {payer ? (
        <p className="text-sm text-muted-foreground">
          Paying as <span className="font-medium text-foreground">{payer.name}</span>. The receipt goes to{' '}
          <span className="font-medium text-foreground">{payer.email}</span>.
        </p>
      ) : null}
      {!free && savedCards.length > 0 ? (
        <div className="flex flex-col gap-2" role="group" aria-label="Your saved cards">
          {savedCards.map((card) => (
            <Button
              key={card.id}
              type="button"
              variant="outline"
              className="self-start"
              disabled={processing}
              onClick={() =>
                void pay({
                  confirm: async (clientSecret) => {
                    const failed = await payWithSaved(config, clientSecret, card.id);
                    return failed ? { status: 'failed', message: failed } : { status: 'succeeded' };
                  },
                })
              }
            >
              <CreditCard aria-hidden="true" />
              {`${payLabel} with ${card.brand} ending ${card.last4}`}
            </Button>
          ))}
          <p className="text-sm text-muted-foreground">Or pay with another card:</p>
        </div>
      ) : null}
      {form}
      <p role="status" className="sr-only">
        {processing ? 'Processing your payment. Please wait.' : ''}
      </p>
      {reminder ?? <PaymentReminder />}
    </Card>
  );
}

/** Stripe mode without a publishable key: say so plainly instead of showing a form that cannot work. */
export function PaymentConfigurationError() {
  return (
    <Card role="alert" className="items-start">
      <AlertTriangle className="size-7 text-destructive" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Payment system configuration error</h2>
      <p className="text-muted-foreground">
        Card payments aren't set up correctly on our side, so we can't take your payment right now. You have not been
        charged. Please try again later.
      </p>
      <Button asChild variant="outline">
        <Link href={paths.support.getHref()}>Contact support</Link>
      </Button>
    </Card>
  );
}
