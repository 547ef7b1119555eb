import type { ComponentProps, ReactNode } from 'react';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A labelled input whose error is announced and tied to it (aria-invalid + aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  ...inputProps
}: ComponentProps<typeof Input> & { id: string; label: string; error?: string; hint?: ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
