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
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

/* Spec §2 Payment methods: the exact confirmation before a card is removed (m.removeConfirmation); then, after
   the server says this is the plan's only card, m.removeAnyway (its message says when the plan then ends). */

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
  return (
    BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : translate(m.card))
  );
}

function expiry(card: PaymentMethod['card']): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

function PaymentMethodRow({ method }: { method: PaymentMethod }) {
  const t = useT();
  const remove = useRemovePaymentMethod();
  const [confirming, setConfirming] = useState(false);
  const [planWarning, setPlanWarning] = useState<string | null>(null);
  const makeDefault = useSetDefaultPaymentMethod();
  const name = t(m.cardName, { brand: brandLabel(method.card.brand), last4: method.card.last4 });
  const removed = () => toast({ title: t(m.removedTitle), description: t(m.removedBody, { name }) });
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t(m.removeFailed),
      description: getErrorMessage(error, t(m.pleaseTryAgain)),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <CreditCard className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-heading">
            <span>{name}</span>
            {method.isDefault ? <Badge>{t(m.default)}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">{t(m.expires, { expiry: expiry(method.card) })}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {method.isDefault ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={t(m.setDefaultFor, { name })}
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(method.id, {
                onSuccess: ({ planPayment }) =>
                  toast(
                    planPayment?.outcome === 'paid'
                      ? {
                          title: t(m.paymentReceived),
                          description: t(m.paidPlan, { name }),
                        }
                      : planPayment?.outcome === 'declined'
                        ? {
                            variant: 'destructive',
                            title: t(m.paymentFailed),
                            description: planPayment.message,
                          }
                        : {
                            title: t(m.defaultUpdated),
                            description: t(m.defaultUpdatedBody, { name }),
                          },
                  ),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: t(m.updateFailed),
                    description: getErrorMessage(error, t(m.pleaseTryAgain)),
                  }),
              })
            }
          >
            {t(m.setDefault)}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-label={t(m.removeLabel, { name })}
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {remove.isPending ? t(m.removing) : t(m.remove)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.removeTitle, { name })}
        description={t(m.removeConfirmation)}
        confirmLabel={t(m.removeCard)}
        destructive
        onConfirm={() =>
          // mutateAsync, not mutate's callbacks: the refetch after a removal unmounts this row before mutate's
          // per-call onSuccess would run, and the "Payment Method Removed" toast was lost (a CI race).
          void remove.mutateAsync({ id: method.id }).then(removed, (error: unknown) => {
            // The plan's only card: the server says what removing it means; ask once more (issue 27).
            if (error instanceof ApiError && error.status === 409)
              setPlanWarning(getErrorMessage(error, t(m.planCardConfirmation)));
            else failed(error);
          })
        }
      />
      <ConfirmDialog
        open={planWarning !== null}
        onOpenChange={(open) => {
          if (!open) setPlanWarning(null);
        }}
        title={t(m.removeAnyway)}
        description={planWarning ?? t(m.planCardConfirmation)}
        confirmLabel={t(m.removeCardEndPlan)}
        destructive
        onConfirm={() => void remove.mutateAsync({ id: method.id, endPlan: true }).then(removed, failed)}
      />
    </li>
  );
}

/** The saved cards (brand, last 4 digits, expiry), with remove and set-default. */
export function PaymentMethodList() {
  const t = useT();
  const { data, isPending, isError, error, refetch } = usePaymentMethods();

  if (isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t(m.loading)}</span>
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
          <AlertTitle>{t(m.loadFailed)}</AlertTitle>
          <AlertDescription>
            <p>{getErrorMessage(error, t(m.checkConnection))}</p>
          </AlertDescription>
          <Button size="sm" variant="outline" className="w-fit" onClick={() => void refetch()}>
            {t(m.tryAgain)}
          </Button>
        </div>
      </Alert>
    );
  }
  if (data.paymentMethods.length === 0) {
    return <p className="text-muted-foreground">{t(m.empty)}</p>;
  }
  return (
    <ul aria-label={t(m.listLabel)} className="flex flex-col gap-3">
      {data.paymentMethods.map((method) => (
        <PaymentMethodRow key={method.id} method={method} />
      ))}
    </ul>
  );
}
