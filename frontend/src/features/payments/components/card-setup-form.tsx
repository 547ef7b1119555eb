import { lazy, Suspense, type FormEvent, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { isMisconfigured, type PaymentConfig } from '../api/get-payment-config';
import type { CardSubmission, CardSubmitResult } from '../lib/card-setup';
import { PaymentConfigurationError } from './checkout-payment';
import { PayButton } from './pay-button';
import { SandboxCardForm } from './sandbox-card-form';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../promo.messages';

const StripeSetupForm = lazy(async () => ({
  default: (await import('./stripe-setup-form')).StripeSetupForm,
}));

function CardFormSkeleton() {
  const t = useT();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t(m.loadingCardForm)}</span>
      <Skeleton className="h-11" />
      <Skeleton className="h-12" />
    </div>
  );
}

/**
 * One form that saves a card (or pays) together with other fields given as children: the sandbox card form, or
 * Stripe Elements when keys are configured, or just the button when no card is needed (a free promo).
 */
export function CardSetupForm({
  config,
  needsCard = true,
  currency = 'usd',
  returnUrl,
  submitLabel,
  processing,
  onSubmit,
  payAmount,
  children,
}: {
  config: PaymentConfig;
  needsCard?: boolean;
  /** cents paid now with the card (no trial): Stripe Elements collects it for a payment, not a setup */
  payAmount?: number;
  currency?: string;
  /** where Stripe sends the user back after a redirect-based confirmation */
  returnUrl: string;
  submitLabel: string;
  processing: boolean;
  onSubmit: (submission: CardSubmission) => Promise<CardSubmitResult>;
  children?: ReactNode;
}) {
  if (!needsCard) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void onSubmit({});
    };
    return (
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {children}
        <PayButton type="submit" label={submitLabel} processing={processing} />
      </form>
    );
  }
  if (isMisconfigured(config)) return <PaymentConfigurationError />;
  if (config.paymentMode === 'stripe' && config.stripePublishableKey) {
    return (
      <Suspense fallback={<CardFormSkeleton />}>
        <StripeSetupForm
          publishableKey={config.stripePublishableKey}
          currency={currency}
          payAmount={payAmount}
          returnUrl={returnUrl}
          submitLabel={submitLabel}
          processing={processing}
          onSubmit={onSubmit}
        >
          {children}
        </StripeSetupForm>
      </Suspense>
    );
  }
  return (
    <SandboxCardForm
      payLabel={submitLabel}
      processing={processing}
      onPay={(card) =>
        onSubmit({
          confirm: async (clientSecret) => {
            const result = await confirmSandboxPayment({ ...card, clientSecret });
            if (result.status === 'succeeded') {
              return { status: 'succeeded', paymentMethodId: result.paymentMethodId ?? undefined };
            }
            if (result.error)
              return { status: 'failed', message: result.error.message, code: result.error.code };
            return { status: 'incomplete' };
          },
        })
      }
    >
      {children}
    </SandboxCardForm>
  );
}
