import { Scale } from 'lucide-react';
import { useCallback } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import type { CreatePaymentIntentResult } from '@/features/payments/api/create-payment-intent';
import { CheckoutPayment } from '@/features/payments/components/checkout-payment';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/attorneys/messages';

/** The note under an attorney payment: what it buys, and that SueGo is not a law firm. */
function AttorneyPaymentNote({ children }: { children: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
      <p>{children}</p>
      <p className="flex gap-2">
        <Scale className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{t(m.notALawFirm)}</span>
      </p>
    </div>
  );
}

/**
 * A one-time attorney payment (search access or a referral fee) through the same card form as a document
 * (sandbox or Stripe, DESIGN §6). `createIntent` asks the server, which prices it from the catalog.
 */
export function AttorneyPayment({
  createIntent,
  amount,
  currency,
  description,
  note,
  paidMessage,
  onPaid,
}: {
  createIntent: () => Promise<{
    clientSecret: string;
    paymentIntentId: string;
    amount: number;
    currency: string;
  }>;
  /** cents, as the page shows it: the server's amount must match before a card is charged */
  amount: number;
  currency: string;
  description: string;
  note: string;
  paidMessage: string;
  onPaid: () => void;
}) {
  const config = usePaymentConfig();
  const create = useCallback(async (): Promise<CreatePaymentIntentResult> => {
    const intent = await createIntent();
    return { ...intent, finalAmount: intent.amount };
  }, [createIntent]);
  if (!config.data) return <Skeleton className="h-48" />;
  return (
    <CheckoutPayment
      config={config.data}
      returnUrl={window.location.href}
      createIntent={create}
      promoCode={null}
      expectedAmount={amount}
      currency={currency}
      description={description}
      paidMessage={paidMessage}
      reminder={<AttorneyPaymentNote>{note}</AttorneyPaymentNote>}
      onPaid={onPaid}
      onCaseChanged={() => undefined}
    />
  );
}
