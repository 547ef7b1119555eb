import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { CANCEL_REASON_MAX, useCancelSubscription } from '../api/cancel-subscription';
import { messages as m } from '../messages';

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
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelSubscription();
  const now = mode === 'now';

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {now ? t(m.cancelNow) : t(m.cancelSubscription)}
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
            title: t(m.subscriptionCanceled),
            description: now
              ? t(m.canceledNowBody)
              : periodEnd
                ? t(m.canceledUntil, { end: periodEnd })
                : t(m.canceledUntilPeriodEnd),
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t(m.cancellationFailed),
            description: getErrorMessage(error, t(m.pleaseTryAgain)),
          }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t(m.cancelFormLabel)}
      className="flex w-full flex-col gap-3 rounded-lg border border-border p-4"
    >
      <p className="text-sm text-muted-foreground">
        {now ? t(m.cancelNowExplained) : t(m.cancelAtEndExplained, { end: periodEnd ?? 'none' })}
      </p>
      <Field>
        <Label htmlFor={`${id}-reason`}>{t(m.reasonLabel)}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          onChange={(event) => setReason(event.target.value.slice(0, CANCEL_REASON_MAX))}
          aria-describedby={`${id}-count`}
        />
        <FieldHint id={`${id}-count`}>
          {t(m.characters, { count: reason.length, max: CANCEL_REASON_MAX })}
        </FieldHint>
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? t(m.canceling) : t(m.confirmCancellation)}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
          {t(m.keepSubscription)}
        </Button>
      </div>
    </form>
  );
}
