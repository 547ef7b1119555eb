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

import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { declineMessage } from '../lib/decline';
import { messages as m } from '../messages';

function PaymentFormSkeleton() {
  const t = useT();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t(m.loadingForm)}</span>
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
  const t = useT();
  const headingId = useId();
  const { pay, processing, failure, notice } = useCheckoutPayment(options);
  const total = options.expectedAmount;
  const free = total === 0;
  const payLabel = free ? t(m.free) : t(m.pay, { amount: formatMoney(total, options.currency) });

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
                message: result.error?.message ?? translate(m.notCharged),
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
          {t(m.payment)}
        </CardTitle>
        <CardDescription>
          {free ? t(m.freeDescription) : (description ?? t(m.onceDescription))}
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
        <Alert
          variant="destructive"
          ref={failureRef}
          tabIndex={-1}
          className="focus-visible:outline-2 focus-visible:outline-destructive"
        >
          <AlertTriangle aria-hidden="true" />
          <div>
            <AlertTitle>{t(m.paymentFailed)}</AlertTitle>
            <AlertDescription>
              <p>{declineMessage(failure.code, failure.message)}</p>
              <p>{t(m.checkCard)}</p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}

      {payer ? (
        <p className="text-sm text-muted-foreground">
          {t.rich(m.payingAs, {
            name: payer.name,
            email: payer.email,
            b: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
          })}
        </p>
      ) : null}
      {!free && savedCards.length > 0 ? (
        <div className="flex flex-col gap-2" role="group" aria-label={t(m.savedCards)}>
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
              {t(m.payWithSaved, { label: payLabel, brand: card.brand, last4: card.last4 })}
            </Button>
          ))}
          <p className="text-sm text-muted-foreground">{t(m.orAnotherCard)}</p>
        </div>
      ) : null}
      {form}
      <p role="status" className="sr-only">
        {processing ? t(m.processingStatus) : ''}
      </p>
      {reminder ?? <PaymentReminder />}
    </Card>
  );
}

/** Stripe mode without a publishable key: say so plainly instead of showing a form that cannot work. */
export function PaymentConfigurationError() {
  const t = useT();
  return (
    <Card role="alert" className="items-start">
      <AlertTriangle className="size-7 text-destructive" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t(m.configError)}</h2>
      <p className="text-muted-foreground">{t(m.configErrorBody)}</p>
      <Button asChild variant="outline">
        <Link href={paths.support.getHref()}>{t(m.contactSupport)}</Link>
      </Button>
    </Card>
  );
}
