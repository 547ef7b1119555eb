import { useId, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/use-t';
import type { AnswerField, Answers } from '../api/answers';
import { messages as m } from '../messages';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/**
 * One labelled question: its error is announced and tied to the control (aria-invalid + aria-describedby),
 * and a hint says what a good answer looks like.
 */
export function QuestionField({
  name,
  label,
  hint,
  required = false,
  children,
}: {
  name: AnswerField;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const t = useT();
  const id = `${useId()}-${name}`;
  const { errors } = useFormState<Answers>({ name });
  const error = errors[name]?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field>
      <Label htmlFor={id} className="leading-snug">
        {label}
        {required ? <span className="font-normal text-muted-foreground"> {t(m.required)}</span> : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
