import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { mailingKeys } from '../api/mailing-keys';
import { recordSelfMailing } from '../api/request-mailing';

const today = () => new Date().toISOString().slice(0, 10);

/** "I mailed it myself": the date, and for certified mail the tracking number on the receipt. */
export function SelfMailingForm({ caseId }: { caseId: string }) {
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
      toast({ title: 'Mailing recorded', description: 'We count the deadline from the day you mailed it.' });
      void queryClient.invalidateQueries({ queryKey: mailingKeys.all(caseId) });
    },
    onError: (e) => setError(getErrorMessage(e, 'We could not record it. Try again.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="I mailed it myself">
      <Field>
        <Label htmlFor={`${id}-date`}>Date you mailed it</Label>
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
        <Label htmlFor={`${id}-tracking`}>Certified mail tracking number (optional)</Label>
        <Input
          id={`${id}-tracking`}
          inputMode="numeric"
          autoComplete="off"
          value={trackingNumber}
          aria-describedby={`${id}-tracking-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
        <FieldHint id={`${id}-tracking-hint`}>
          The number on your certified mail receipt, if you sent it certified.
        </FieldHint>
        {error ? <FieldError role="alert">{error}</FieldError> : null}
      </Field>
      <Button type="submit" variant="outline" className="self-start" disabled={mutation.isPending}>
        I mailed it myself
      </Button>
    </form>
  );
}
