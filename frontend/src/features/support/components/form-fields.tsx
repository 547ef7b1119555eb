import type { ComponentProps, ReactNode } from 'react';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** aria-describedby for a control with an optional hint and error. */
function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function InputField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<typeof Input> & { id: string; label: string; error?: string; hint?: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

export function TextareaField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<typeof Textarea> & { id: string; label: string; error?: string; hint?: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

export function SelectField({
  id,
  label,
  error,
  children,
  ...props
}: ComponentProps<typeof Select> & { id: string; label: string; error?: string }) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} {...props}>
        {children}
      </Select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}
