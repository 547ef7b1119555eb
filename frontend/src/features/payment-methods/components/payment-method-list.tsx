import { AlertTriangle, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import {
  usePaymentMethods,
  useRemovePaymentMethod,
  useSetDefaultPaymentMethod,
  type PaymentMethod,
} from '../api/payment-methods';

/** Spec §2 Payment methods: the exact confirmation before a card is removed. */
export const REMOVE_CONFIRMATION = 'Are you sure you want to remove this payment method?';
/** Asked after the server says this is the plan's only card (its message says when the plan then ends). */
export const REMOVE_ANYWAY = 'Remove it anyway?';
const PLAN_CARD_CONFIRMATION =
  'This is the only card for your plan: without a card, your plan ends at the end of this period.';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function brandLabel(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
}

function expiry(card: PaymentMethod['card']): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

function PaymentMethodRow({ method }: { method: PaymentMethod }) {
  const remove = useRemovePaymentMethod();
  const [confirming, setConfirming] = useState(false);
  const [planWarning, setPlanWarning] = useState<string | null>(null);
  const makeDefault = useSetDefaultPaymentMethod();
  const name = `${brandLabel(method.card.brand)} ending in ${method.card.last4}`;
  const removed = () => toast({ title: 'Payment Method Removed', description: `${name} was removed.` });
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'Failed to Remove Payment Method',
      description: getErrorMessage(error, 'Please try again.'),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <CreditCard className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-heading">
            <span>{name}</span>
            {method.isDefault ? <Badge>Default</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">{`Expires ${expiry(method.card)}`}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {method.isDefault ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Set as Default for ${name}`}
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(method.id, {
                onSuccess: ({ planPayment }) =>
                  toast(
                    planPayment?.outcome === 'paid'
                      ? {
                          title: 'Payment Received',
                          description: `${name} paid your plan: it is active again.`,
                        }
                      : planPayment?.outcome === 'declined'
                        ? {
                            variant: 'destructive',
                            title: 'Payment Failed',
                            description: planPayment.message,
                          }
                        : {
                            title: 'Default Card Updated',
                            description: `${name} is now charged for your plan.`,
                          },
                  ),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Failed to Update Payment Method',
                    description: getErrorMessage(error, 'Please try again.'),
                  }),
              })
            }
          >
            Set as Default
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${name}`}
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {remove.isPending ? 'Removing…' : 'Remove'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${name}?`}
        description={REMOVE_CONFIRMATION}
        confirmLabel="Remove card"
        destructive
        onConfirm={() =>
          remove.mutate(
            { id: method.id },
            {
              onSuccess: removed,
              onError: (error) => {
                // The plan's only card: the server says what removing it means; ask once more (issue 27).
                if (error instanceof ApiError && error.status === 409)
                  setPlanWarning(getErrorMessage(error, PLAN_CARD_CONFIRMATION));
                else failed(error);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={planWarning !== null}
        onOpenChange={(open) => {
          if (!open) setPlanWarning(null);
        }}
        title={REMOVE_ANYWAY}
        description={planWarning ?? PLAN_CARD_CONFIRMATION}
        confirmLabel="Remove card and end plan"
        destructive
        onConfirm={() =>
          remove.mutate({ id: method.id, endPlan: true }, { onSuccess: removed, onError: failed })
        }
      />
    </li>
  );
}

/** The saved cards (brand, last 4 digits, expiry), with remove and set-default. */
export function PaymentMethodList() {
  const { data, isPending, isError, error, refetch } = usePaymentMethods();

  if (isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading your cards…</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTriangle aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <AlertTitle>We couldn't load your cards.</AlertTitle>
          <AlertDescription>
            <p>{getErrorMessage(error, 'Check your connection and try again.')}</p>
          </AlertDescription>
          <Button size="sm" variant="outline" className="w-fit" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  if (data.paymentMethods.length === 0) {
    return (
      <p className="text-muted-foreground">No cards saved yet. Add one to pay for documents or a plan.</p>
    );
  }
  return (
    <ul aria-label="Saved cards" className="flex flex-col gap-3">
      {data.paymentMethods.map((method) => (
        <PaymentMethodRow key={method.id} method={method} />
      ))}
    </ul>
  );
}
