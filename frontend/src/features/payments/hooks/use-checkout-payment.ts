import { translate } from '@/lib/i18n/runtime';
import { declineMessage } from '../lib/decline';
import { messages as m } from '../messages';
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

const fallbackFailure = () => translate(m.fallbackFailure);

/**
 * Pays for one case: creates the payment intent once per page visit (a declined card is retried with the
 * same client secret), then confirms it. Clicks while a payment is under way are ignored.
 */
export function useCheckoutPayment({
  caseId,
  createIntent,
  paidMessage,
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
    intent.current ??= (
      createIntent
        ? createIntent()
        : createPaymentIntent({ caseId: caseId ?? '', ...(promoCode ? { promoCode } : {}) })
    ).catch((error: unknown) => {
      // nothing was created: the next click may ask again
      intent.current = null;
      throw error;
    });
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
        toast({
          variant: 'destructive',
          title: translate(m.paymentFailed),
          description: declineMessage(code, message),
        });
        return { status: 'failed', message, code };
      };
      const succeed = (): PayOutcome => {
        paid = true;
        // A case's document: the notice goes away once the document is on screen.
        const description = paidMessage ?? translate(m.drafting);
        if (createIntent) toast({ title: translate(m.processed), description });
        else showDraftingNotice(translate(m.processed), description);
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
          return fail(getErrorMessage(error, translate(m.couldNotStart)));
        }
        onStarted?.();

        if (isFreeCheckout(created)) return succeed();
        if (created.finalAmount !== expectedAmount) {
          setNotice(
            translate(m.priceChanged, {
              amount: formatMoney(created.finalAmount, created.currency || currency),
            }),
          );
          return { status: 'stopped' };
        }
        if (!confirm) {
          setNotice(translate(m.cardNeeded));
          return { status: 'stopped' };
        }

        let outcome: ConfirmOutcome;
        try {
          outcome = await confirm(created.clientSecret);
        } catch (error) {
          return fail(getErrorMessage(error, fallbackFailure()));
        }
        return outcome.status === 'succeeded'
          ? succeed()
          : fail(outcome.message || fallbackFailure(), outcome.code);
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
