import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/api-client';
import { codeSchema, type CodeInput } from '../api/two-factor';

/** One code box: the 6 digits from the app (or a recovery code); the server's refusal shows on the field. */
export function CodeForm({
  label,
  hint,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const id = useId();
  const form = useForm<CodeInput, unknown, { code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      form.setError('code', { message: getErrorMessage(error, 'That code did not work. Try the current one.') });
    }
  });
  const error = form.formState.errors.code?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Field>
        <Label htmlFor={`${id}-code`}>{label}</Label>
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          className="max-w-xs font-mono tracking-widest"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          {...form.register('code')}
        />
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </Field>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? 'Checking…' : submitLabel}
      </Button>
    </form>
  );
}
