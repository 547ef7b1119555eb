import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import {
  createCardSetupIntent,
  paymentMethodKeys,
  useAddPaymentMethod,
  type PlanPayment,
} from '../api/payment-methods';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

type ConfirmOutcome =
  | { status: 'succeeded'; paymentMethodId?: string }
  | { status: 'failed'; message: string; code?: string }
  | { status: 'incomplete' };

interface CardSubmission {
  prepare?: () => Promise<boolean>;
  confirm?: (clientSecret: string) => Promise<ConfirmOutcome>;
}

/**
 * Adds a card: one SetupIntent per dialog (a declined card is retried with it), confirmed by the card form, then
 * the card is attached to the account. `makeDefault`: the plan charges it from now on, and a past-due plan's
 * unpaid invoice is paid with it at once (issue 27).
 */
export function useAddCard(onAdded: () => void, { makeDefault = false }: { makeDefault?: boolean } = {}) {
  const intent = useRef<Promise<{ clientSecret: string }> | null>(null);
  const busy = useRef(false);
  const [processing, setProcessing] = useState(false);
  const add = useAddPaymentMethod();
  const queryClient = useQueryClient();

  const submit = useCallback(
    async ({
      prepare,
      confirm,
    }: CardSubmission): Promise<{ status: string; code?: string; message?: string }> => {
      if (busy.current || !confirm) return { status: 'stopped' };
      busy.current = true;
      setProcessing(true);
      const fail = (message: string, code?: string) => {
        toast({ variant: 'destructive', title: translate(m.addFailed), description: message });
        return { status: 'failed', message, code };
      };
      try {
        if (prepare && !(await prepare())) return { status: 'stopped' };
        intent.current ??= createCardSetupIntent().catch((error: unknown) => {
          intent.current = null;
          throw error;
        });
        let secret: string;
        try {
          secret = (await intent.current).clientSecret;
        } catch (error) {
          return fail(getErrorMessage(error, translate(m.pleaseTryAgain)));
        }
        const outcome = await confirm(secret).catch((error: unknown): ConfirmOutcome => ({
          status: 'failed',
          message: getErrorMessage(error, translate(m.pleaseTryAgain)),
        }));
        if (outcome.status === 'failed') return fail(outcome.message, outcome.code);
        if (outcome.status === 'incomplete') return fail(translate(m.setupIncomplete));
        let planPayment: PlanPayment | undefined;
        if (outcome.paymentMethodId) {
          try {
            planPayment = (await add.mutateAsync({ paymentMethodId: outcome.paymentMethodId, makeDefault }))
              .planPayment;
          } catch (error) {
            return fail(getErrorMessage(error, translate(m.pleaseTryAgain)));
          }
        }
        intent.current = null;
        void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
        if (planPayment?.outcome === 'declined') {
          // The card is saved, but it did not pay the plan's unpaid invoice: the dialog stays open for another.
          toast({
            variant: 'destructive',
            title: translate(m.paymentFailed),
            description: planPayment.message,
          });
          return { status: 'failed', message: planPayment.message };
        }
        toast(
          planPayment?.outcome === 'paid'
            ? { title: translate(m.paymentReceived), description: translate(m.paidAndSaved) }
            : { title: translate(m.added), description: translate(m.addedBody) },
        );
        onAdded();
        return { status: 'succeeded' };
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [add, onAdded, queryClient, makeDefault],
  );

  return { submit, processing };
}
