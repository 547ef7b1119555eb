import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n/use-t';
import { cleanAmountText, type Answers } from '../api/answers';
import {
  AGREEMENT_CASE_TYPES,
  AGREEMENT_FORM_LABELS,
  AGREEMENT_FORMS,
  CONSUMER_STATUTES,
  DECEPTIVE_ACT_LABELS,
  DECEPTIVE_ACTS,
} from '../api/letter-questions';
import { messages as m } from '../messages';
import { QuestionField } from './question-field';

/**
 * The questions issue 12 added so the letter states only what the claimant told us: who the other side is,
 * whether it was a consumer deal and what the business did (only where a consumer statute's notice can apply),
 * whether the agreement was written, what is enclosed, and how and when the letter is mailed.
 */
export const MAX_ENCLOSURES = 30;

export function DefendantKindFields() {
  const t = useT();
  const { register, control } = useFormContext<Answers>();
  const [kind, consumer, state] = useWatch({
    control,
    name: ['defendantKind', 'consumerTransaction', 'state'],
  });
  const statute = CONSUMER_STATUTES[state];
  const legendId = useId();
  return (
    <>
      <QuestionField name="defendantKind" label={t(m.defendantKindLabel)}>
        {(c) => (
          <Select {...c} {...register('defendantKind')}>
            <option value="">{t(m.chooseOne)}</option>
            <option value="individual">{t(m.aPerson)}</option>
            <option value="business">{t(m.aBusinessLong)}</option>
          </Select>
        )}
      </QuestionField>
      {kind === 'business' && statute ? (
        <QuestionField
          name="consumerTransaction"
          label={t(m.consumerLabel)}
          hint={t(m.consumerHint, { statute })}
        >
          {(c) => (
            <Select {...c} {...register('consumerTransaction')}>
              <option value="">{t(m.chooseOne)}</option>
              <option value="yes">{t(m.yes)}</option>
              <option value="no">{t(m.no)}</option>
            </Select>
          )}
        </QuestionField>
      ) : null}
      {kind === 'business' && statute && consumer === 'yes' ? (
        <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
          <legend id={legendId} className="font-semibold text-heading">
            {t(m.deceptiveLegend)}
          </legend>
          <FieldHint>{t(m.deceptiveHint)}</FieldHint>
          {DECEPTIVE_ACTS.map((act) => (
            <label
              key={act}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3"
            >
              <Checkbox className="mt-0.5" value={act} {...register('deceptiveActs')} />
              <span>{DECEPTIVE_ACT_LABELS[act]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

export function AgreementFormField() {
  const t = useT();
  const { register, control } = useFormContext<Answers>();
  const caseType = useWatch({ control, name: 'caseType' });
  if (!AGREEMENT_CASE_TYPES.includes(caseType)) return null;
  return (
    <QuestionField name="agreementForm" label={t(m.agreementLabel)} hint={t(m.agreementHint)}>
      {(c) => (
        <Select {...c} {...register('agreementForm')}>
          <option value="">{t(m.notSure)}</option>
          {AGREEMENT_FORMS.map((form) => (
            <option key={form} value={form}>
              {AGREEMENT_FORM_LABELS[form]}
            </option>
          ))}
        </Select>
      )}
    </QuestionField>
  );
}

/** Enclosures one item at a time: an item may contain commas ("Invoice #12, dated March 3"). */
function EnclosuresEditor() {
  const t = useT();
  const { control, setValue } = useFormContext<Answers>();
  const items = useWatch({ control, name: 'enclosures' });
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    const item = draft.trim();
    if (item === '' || items.length >= MAX_ENCLOSURES) return;
    setValue('enclosures', [...items, item], { shouldDirty: true });
    setDraft('');
  };
  const remove = (index: number) =>
    setValue(
      'enclosures',
      items.filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="leading-snug font-medium">
        {t(m.enclosuresLabel)}
      </label>
      <FieldHint>{t(m.enclosuresHint)}</FieldHint>
      {items.length > 0 ? (
        <ul aria-label={t(m.enclosuresList)} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="flex items-start justify-between gap-2 rounded-md border border-border p-2"
            >
              <span className="break-words">{item}</span>
              <Button
                type="button"
                variant="outline"
                aria-label={t(m.remove, { item })}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          maxLength={300}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={items.length >= MAX_ENCLOSURES}>
          <Plus aria-hidden="true" />
          {t(m.add)}
        </Button>
      </div>
    </div>
  );
}

export function SendingFields() {
  const t = useT();
  const { register } = useFormContext<Answers>();
  const certifiedId = useId();
  return (
    <>
      <EnclosuresEditor />
      <label
        htmlFor={certifiedId}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-4"
      >
        <Checkbox id={certifiedId} className="mt-0.5" {...register('certifiedMail')} />
        <span>
          {t(m.certifiedLabel)}
          <span className="block text-sm text-muted-foreground">{t(m.certifiedHint)}</span>
        </span>
      </label>
      <QuestionField name="mailingDate" label={t(m.mailingDateLabel)} hint={t(m.mailingDateHint)}>
        {(c) => <Input {...c} type="date" {...register('mailingDate')} />}
      </QuestionField>
    </>
  );
}

export const MAX_DAMAGE_ITEMS = 20;

/** The amount claimed, itemised (optional): repair, towing, rental car… The items must add up to the amount. */
export function DamageItemsEditor() {
  const t = useT();
  const { control, setValue } = useFormContext<Answers>();
  const items = useWatch({ control, name: 'damageItems' });
  const { errors } = useFormState<Answers>({ name: 'damageItems' });
  const error = errors.damageItems?.message ?? errors.damageItems?.root?.message;
  const legendId = useId();
  const errorId = `${legendId}-error`;
  const update = (next: Answers['damageItems']) =>
    setValue('damageItems', next, { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <legend id={legendId} className="font-semibold text-heading">
        {t(m.itemsLegend)}
      </legend>
      <FieldHint>{t(m.itemsHint)}</FieldHint>
      {items.map((item, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            {t(m.itemFor, { n: index + 1 })}
            <Input
              value={item.description}
              maxLength={200}
              aria-invalid={error ? true : undefined}
              onChange={(e) =>
                update(items.map((it, i) => (i === index ? { ...it, description: e.target.value } : it)))
              }
            />
          </label>
          <label className="flex w-32 flex-col gap-1 text-sm">
            {t(m.itemAmount, { n: index + 1 })}
            <Input
              value={item.amount}
              inputMode="decimal"
              placeholder="250.00"
              aria-invalid={error ? true : undefined}
              onChange={(e) =>
                update(
                  items.map((it, i) =>
                    i === index ? { ...it, amount: cleanAmountText(e.target.value) } : it,
                  ),
                )
              }
            />
          </label>
          <Button
            type="button"
            variant="outline"
            aria-label={t(m.removeItem, { n: index + 1 })}
            onClick={() => update(items.filter((_, i) => i !== index))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={items.length >= MAX_DAMAGE_ITEMS}
          onClick={() => update([...items, { description: '', amount: '' }])}
        >
          <Plus aria-hidden="true" />
          {t(m.addItem)}
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

export function InterestField() {
  const t = useT();
  const { register, control } = useFormContext<Answers>();
  const documentType = useWatch({ control, name: 'documentType' });
  const id = useId();
  if (documentType !== 'small_claims') return null;
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-4"
    >
      <Checkbox id={id} className="mt-0.5" {...register('claimInterest')} />
      <span>
        {t(m.interestLabel)}
        <span className="block text-sm text-muted-foreground">{t(m.interestHint)}</span>
      </span>
    </label>
  );
}
