import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { CANCEL_REASON_MAX, useCancelSubscription } from '../api/cancel-subscription';

/**
 * Cancel at the end of the period (immediate false), or now (a past-due plan: its unpaid invoice is voided and
 * nothing more is charged), with an optional reason of at most 200 characters.
 */
export function CancelSubscriptionForm({
  periodEnd,
  mode = 'period_end',
}: {
  periodEnd: string | null;
  mode?: 'period_end' | 'now';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelSubscription();
  const now = mode === 'now';

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {now ? 'Cancel Plan Now' : 'Cancel Subscription'}
      </Button>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const trimmed = reason.trim();
    cancel.mutate(
      { immediate: now, ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast({
            title: 'Subscription Canceled',
            description: now
              ? 'Your plan has ended. Nothing more will be charged.'
              : periodEnd
                ? `Your plan stays active until ${periodEnd}. You won't be charged again.`
                : "Your plan stays active until the end of this period. You won't be charged again.",
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Cancellation Failed',
            description: getErrorMessage(error, 'Please try again.'),
          }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Cancel subscription"
      className="flex w-full flex-col gap-3 rounded-lg border border-border p-4"
    >
      <p className="text-sm text-muted-foreground">
        {now
          ? 'Your plan ends now. Any unpaid invoice is canceled: no more tries to charge your card, and nothing more is charged.'
          : `Your plan stays active until the end of the current period${periodEnd ? ` (${periodEnd})` : ''}, then stops. You can reactivate it until then.`}
      </p>
      <Field>
        <Label htmlFor={`${id}-reason`}>Reason for canceling (optional)</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          onChange={(event) => setReason(event.target.value.slice(0, CANCEL_REASON_MAX))}
          aria-describedby={`${id}-count`}
        />
        <FieldHint id={`${id}-count`}>{`${reason.length}/${CANCEL_REASON_MAX} characters`}</FieldHint>
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Canceling…' : 'Confirm Cancellation'}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
          Keep My Subscription
        </Button>
      </div>
    </form>
  );
}
