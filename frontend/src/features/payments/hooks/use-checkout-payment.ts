import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { showDraftingNotice } from '@/lib/drafting-notice';
import {
  createPaymentIntent,
  isFreeCheckout,
  type CreatePaymentIntentResult,
} from '../api/create-payment-intent';
import { formatMoney } from '../lib/money';

/** What confirming a payment with the gateway (sandbox or Stripe) came to. */
export type ConfirmOutcome = { status: 'succeeded' } | { status: 'failed'; message: string; code?: string };

/** 'stopped': nothing was charged and there is nothing to retry with this card (see `notice`). */
export type PayOutcome = ConfirmOutcome | { status: 'stopped' };

export interface PayRequest {
  /** runs first, inside the double-click guard (e.g. Stripe's elements.submit()); false stops quietly */
  prepare?: () => Promise<boolean>;
  /** confirms the intent's client secret; absent for a free order */
  confirm?: (clientSecret: string) => Promise<ConfirmOutcome>;
}

export interface CheckoutPaymentOptions {
  /** the case paid for (pay per document); ignored when `createIntent` is given */
  caseId?: string;
  /** creates the intent of another purchase (attorney search, a referral fee) instead of the case's */
  createIntent?: () => Promise<CreatePaymentIntentResult>;
  /** the success toast's description (default: the document is being drafted) */
  paidMessage?: string;
  /** the applied promo code, already upper-cased */
  promoCode: string | null;
  /** the total the page shows, in cents: the server's amount must match it before a card is charged */
  expectedAmount: number;
  currency: string;
  /** the intent exists: the order (promo code) can no longer change during this visit */
  onStarted?: () => void;
  onPaid: () => void;
  /** 404 or 409 from the server: the case is gone or already paid, so the page should reload it */
  onCaseChanged: () => void;
}

const FALLBACK_FAILURE = 'Your payment was not completed. Check your card details and try again.';

/**
 * Pays for one case: creates the payment intent once per page visit (a declined card is retried with the
 * same client secret), then confirms it. Clicks while a payment is under way are ignored.
 */
export function useCheckoutPayment({
  caseId,
  createIntent,
  paidMessage = 'Your document is being drafted now.',
  promoCode,
  expectedAmount,
  currency,
  onStarted,
  onPaid,
  onCaseChanged,
}: CheckoutPaymentOptions) {
  const intent = useRef<Promise<CreatePaymentIntentResult> | null>(null);
  const busy = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ensureIntent = useCallback(() => {
    intent.current ??= (createIntent ? createIntent() : createPaymentIntent({ caseId: caseId ?? '', ...(promoCode ? { promoCode } : {}) })).catch(
      (error: unknown) => {
        // nothing was created: the next click may ask again
        intent.current = null;
        throw error;
      },
    );
    return intent.current;
  }, [caseId, promoCode, createIntent]);

  const pay = useCallback(
    async ({ prepare, confirm }: PayRequest): Promise<PayOutcome> => {
      if (busy.current) return { status: 'stopped' };
      busy.current = true;
      // once paid, the button stays disabled while the page moves on
      let paid = false;
      setProcessing(true);
      setFailure(null);
      setNotice(null);

      const fail = (message: string, code?: string): PayOutcome => {
        setFailure({ message, code });
        toast({ variant: 'destructive', title: 'Payment Failed', description: message });
        return { status: 'failed', message, code };
      };
      const succeed = (): PayOutcome => {
        paid = true;
        // A case's document: the notice goes away once the document is on screen.
        if (createIntent) toast({ title: 'Payment Processed', description: paidMessage });
        else showDraftingNotice('Payment Processed', paidMessage);
        onPaid();
        return { status: 'succeeded' };
      };

      try {
        if (prepare && !(await prepare())) return { status: 'stopped' };

        let created: CreatePaymentIntentResult;
        try {
          created = await ensureIntent();
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
            onCaseChanged();
            return { status: 'stopped' };
          }
          return fail(getErrorMessage(error, 'We could not start your payment. Check your connection and try again.'));
        }
        onStarted?.();

        if (isFreeCheckout(created)) return succeed();
        if (created.finalAmount !== expectedAmount) {
          setNotice(
            `The price of this order is now ${formatMoney(created.finalAmount, created.currency || currency)}. ` +
              'You have not been charged. Refresh the page to see the new total.',
          );
          return { status: 'stopped' };
        }
        if (!confirm) {
          setNotice('A card is needed for this order. Refresh the page to enter one. You have not been charged.');
          return { status: 'stopped' };
        }

        let outcome: ConfirmOutcome;
        try {
          outcome = await confirm(created.clientSecret);
        } catch (error) {
          return fail(getErrorMessage(error, FALLBACK_FAILURE));
        }
        return outcome.status === 'succeeded' ? succeed() : fail(outcome.message || FALLBACK_FAILURE, outcome.code);
      } finally {
        if (!paid) {
          busy.current = false;
          setProcessing(false);
        }
      }
    },
    [ensureIntent, expectedAmount, currency, onStarted, onPaid, onCaseChanged, paidMessage, createIntent],
  );

  return { pay, processing, failure, notice };
}
