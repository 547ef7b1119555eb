import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CASE_OUTCOMES, outcomeLabel, type CaseOutcome } from '../api/types';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** The four answers as radio buttons, and the amount received for a payment (optional). */
export function OutcomeChoice({
  value,
  onChange,
  amount,
  onAmountChange,
  legend,
  amountError,
}: {
  value: CaseOutcome | null;
  onChange: (outcome: CaseOutcome) => void;
  amount: string;
  onAmountChange: (amount: string) => void;
  legend: string;
  amountError?: string | null;
}) {
  const t = useT();
  const name = useId();
  const amountId = useId();
  const errorId = useId();
  const withMoney = value === 'paid_in_full' || value === 'paid_in_part';
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-heading">{legend}</legend>
        {CASE_OUTCOMES.map((outcome) => (
          <label
            key={outcome}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={outcome}
              checked={value === outcome}
              onChange={() => onChange(outcome)}
              className="size-4 accent-primary"
            />
            <span className="font-medium">{outcomeLabel(outcome)}</span>
          </label>
        ))}
      </fieldset>
      {withMoney ? (
        <div className="flex max-w-xs flex-col gap-1.5">
          <Label htmlFor={amountId}>{t(m.amountReceived)}</Label>
          <Input
            id={amountId}
            inputMode="decimal"
            placeholder={t(m.amountPlaceholder)}
            value={amount}
            onChange={(e) => onAmountChange(e.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? errorId : undefined}
          />
          {amountError ? (
            <p id={errorId} className="text-sm text-destructive">
              {amountError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The amount field's text as cents: undefined when empty, null when it is not an amount. */
export function amountCents(
  text: string,
  parse: (input: string) => number | null,
): number | undefined | null {
  if (text.trim() === '') return undefined;
  return parse(text);
}
