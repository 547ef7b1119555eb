import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { mailingKeys } from '../api/mailing-keys';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
import { recordSelfMailing } from '../api/request-mailing';

const today = () => new Date().toISOString().slice(0, 10);

/** "I mailed it myself": the date, and for certified mail the tracking number on the receipt. */
export function SelfMailingForm({ caseId }: { caseId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const id = useId();
  const [mailedOn, setMailedOn] = useState(today());
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      recordSelfMailing(caseId, {
        mailedOn,
        ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
      }),
    onSuccess: () => {
      toast({ title: t(m.mailingRecorded), description: t(m.mailingRecordedBody) });
      void queryClient.invalidateQueries({ queryKey: mailingKeys.all(caseId) });
    },
    onError: (e) => setError(getErrorMessage(e, t(m.couldNotRecord))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t(m.mailedMyself)}>
      <Field>
        <Label htmlFor={`${id}-date`}>{t(m.dateMailed)}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          required
          max={today()}
          value={mailedOn}
          onChange={(e) => setMailedOn(e.target.value)}
        />
      </Field>
      <Field>
        <Label htmlFor={`${id}-tracking`}>{t(m.trackingLabel)}</Label>
        <Input
          id={`${id}-tracking`}
          inputMode="numeric"
          autoComplete="off"
          value={trackingNumber}
          aria-describedby={`${id}-tracking-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
        <FieldHint id={`${id}-tracking-hint`}>{t(m.trackingHint)}</FieldHint>
        {error ? <FieldError role="alert">{error}</FieldError> : null}
      </Field>
      <Button type="submit" variant="outline" className="self-start" disabled={mutation.isPending}>
        {t(m.mailedMyself)}
      </Button>
    </form>
  );
}
