import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { normalizePromoCode, useValidatePromo, type PromoResult } from '../api/validate-promo';
import { messages as m } from '../promo.messages';

/**
 * Promo box (spec §5): the code is upper-cased, an empty code is ignored, and only the server says
 * whether a code is valid and what it takes off.
 */
export function PromoCodeForm({
  plan,
  applied,
  onApply,
  onRemove,
  locked = false,
}: {
  /** the case's document type */
  plan: string;
  applied: PromoResult | null;
  onApply: (promo: PromoResult) => void;
  onRemove: () => void;
  /** a payment has started: the order can no longer change */
  locked?: boolean;
}) {
  const t = useT();
  const id = useId();
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidatePromo();

  const invalid = () => {
    setError(t(m.invalid));
    toast({ variant: 'destructive', title: t(m.invalidTitle), description: t(m.checkAndRetry) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizePromoCode(value);
    setError(null);
    if (code === '' || validate.isPending || locked) return;
    validate.mutate(
      { code, plan },
      {
        onSuccess: (promo) => {
          if (!promo.valid) {
            invalid();
            return;
          }
          setValue('');
          onApply(promo);
          toast({
            title: t(m.applied),
            description: promo.description || t(m.isApplied, { code: promo.code }),
          });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) {
            invalid();
            return;
          }
          toast({
            variant: 'destructive',
            title: t(m.couldNotCheck),
            description: getErrorMessage(err, t(m.checkConnection)),
          });
        },
      },
    );
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary/40 bg-primary-soft p-3 text-sm text-primary-soft-foreground">
        <p className="flex items-center gap-2">
          <Tag className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {t.rich(m.appliedLine, {
              code: applied.code,
              mono: (chunks) => <span className="font-mono font-semibold">{chunks}</span>,
            })}
          </span>
        </p>
        {locked ? null : (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <X aria-hidden="true" />
            {t.rich(m.remove, {
              code: applied.code,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Button>
        )}
      </div>
    );
  }

  const describedBy = [locked ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate className="border-t border-border pt-4">
      <Field>
        <Label htmlFor={inputId}>{t(m.label)}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            name="promoCode"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            disabled={locked}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="uppercase placeholder:normal-case"
            placeholder={t(m.placeholder)}
          />
          <Button type="submit" variant="outline" disabled={locked || validate.isPending}>
            {validate.isPending ? t(m.checking) : t(m.apply)}
          </Button>
        </div>
        {locked ? <FieldHint id={hintId}>{t(m.locked)}</FieldHint> : null}
        <FieldError id={errorId}>{error}</FieldError>
      </Field>
    </form>
  );
}
