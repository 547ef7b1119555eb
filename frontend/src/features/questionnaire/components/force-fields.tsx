import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatIsoDateShown } from '@/lib/case-labels';
import { isCaseType, todayIsoDate } from '@/lib/cases';
import { useT } from '@/lib/i18n/use-t';
import { addressAsYou, thirdPersonReferences, type Recipient } from '@/lib/second-person';
import { cn } from '@/lib/utils';
import type { Answers } from '../api/answers';
import { LEVERAGE_FIELDS, RESPONSE_DAY_CHOICES, type ForceField } from '../api/force-answers';
import { messages as f } from '../force.messages';
import { messages as m } from '../messages';
import { QuestionField } from './question-field';

/** What the server's eligibility check says about the response period (law/response-choices.ts). */
export interface ResponseChoicesView {
  defaultDays: number;
  minimumDays: number;
  choices: ReadonlyArray<{ days: number; allowed: boolean }>;
  required: ReadonlyArray<{
    kind: 'notice' | 'deposit';
    citation: string;
    days: number;
    businessDays: boolean;
    transitDays: number;
    untilDue: string | null;
    verified: boolean;
  }>;
}

function YesNoField({ name, label, hint }: { name: ForceField; label: string; hint?: string }) {
  const t = useT();
  const { register } = useFormContext<Answers>();
  return (
    <QuestionField name={name} label={label} hint={hint}>
      {(c) => (
        <Select {...c} {...register(name)}>
          <option value="">{t(m.notSure)}</option>
          <option value="yes">{t(m.yes)}</option>
          <option value="no">{t(m.no)}</option>
        </Select>
      )}
    </QuestionField>
  );
}

/** Step 4: the facts that carry leverage for this case type (issue 43 point 6), each skippable. */
export function LeverageFields() {
  const t = useT();
  const { register, control } = useFormContext<Answers>();
  const [caseType, forwarding] = useWatch({ control, name: ['caseType', 'forwardingAddressGiven'] });
  const legendId = useId();
  const fields = isCaseType(caseType) ? LEVERAGE_FIELDS[caseType] : [];
  if (fields.length === 0) return null;
  const has = (field: ForceField) => fields.includes(field);
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-4">
      <legend id={legendId} className="font-semibold text-heading">
        {t(f.leverageLegend)}
      </legend>
      <FieldHint>{t(f.leverageHint)}</FieldHint>
      {has('tenancyKind') ? (
        <QuestionField name="tenancyKind" label={t(f.tenancyLabel)}>
          {(c) => (
            <Select {...c} {...register('tenancyKind')}>
              <option value="">{t(m.notSure)}</option>
              <option value="residential">{t(f.tenancyResidential)}</option>
              <option value="commercial">{t(f.tenancyCommercial)}</option>
            </Select>
          )}
        </QuestionField>
      ) : null}
      {has('forwardingAddressGiven') ? (
        <YesNoField name="forwardingAddressGiven" label={t(f.forwardingLabel)} hint={t(f.forwardingHint)} />
      ) : null}
      {has('forwardingAddressDate') && forwarding === 'yes' ? (
        <QuestionField name="forwardingAddressDate" label={t(f.forwardingDateLabel)}>
          {(c) => <Input {...c} type="date" max={todayIsoDate()} {...register('forwardingAddressDate')} />}
        </QuestionField>
      ) : null}
      {has('itemizedStatementReceived') ? (
        <YesNoField name="itemizedStatementReceived" label={t(f.itemizedLabel)} />
      ) : null}
      {has('paymentDueDate') ? (
        <QuestionField name="paymentDueDate" label={t(f.paymentDueLabel)} hint={t(f.paymentDueHint)}>
          {(c) => <Input {...c} type="date" {...register('paymentDueDate')} />}
        </QuestionField>
      ) : null}
      {has('faultAdmitted') ? (
        <YesNoField name="faultAdmitted" label={t(f.faultLabel)} hint={t(f.faultHint)} />
      ) : null}
      {has('policeReport') ? <YesNoField name="policeReport" label={t(f.policeLabel)} /> : null}
    </fieldset>
  );
}

/** Why a period is too short: the rule behind the shortest deadline the letter may give, in the page's language. */
export function useRequiredReason() {
  const t = useT();
  return (required: ResponseChoicesView['required']): string =>
    required
      .map((r) => {
        const verified = r.verified ? 'yes' : 'no';
        const business = r.businessDays ? 'yes' : 'no';
        const text =
          r.untilDue !== null
            ? t(f.reasonUntil, { verified, citation: r.citation, date: formatIsoDateShown(r.untilDue) })
            : r.transitDays > 0
              ? t(f.reasonReceipt, {
                  verified,
                  business,
                  citation: r.citation,
                  days: r.days,
                  transit: r.transitDays,
                })
              : t(f.reasonNotice, { verified, business, citation: r.citation, days: r.days });
        return r.verified ? text : `${text} ${t(f.notConfirmed)}`;
      })
      .join(' ');
}

/**
 * Step 6: how long the letter gives (issue 43 point 4). A period below what a statute or the deposit clock requires
 * is shown disabled, with the reason; the letter never gives less than that whatever is chosen.
 */
export function ResponseDaysField({ response }: { response?: ResponseChoicesView | undefined }) {
  const t = useT();
  const { setValue, control } = useFormContext<Answers>();
  const [selected, caseType] = useWatch({ control, name: ['responseDays', 'caseType'] });
  const reasonOf = useRequiredReason();
  const legendId = useId();
  const defaultDays =
    response?.defaultDays ?? (caseType === 'security-deposit' || caseType === 'unpaid-work' ? 14 : 30);
  const reason = response ? reasonOf(response.required) : '';
  const allTooShort = response !== undefined && response.choices.every((c) => !c.allowed);
  const chosen = selected === '' ? String(defaultDays) : selected;
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
      <legend id={legendId} className="font-semibold text-heading">
        {t(f.responseLegend)}
      </legend>
      <FieldHint>{t(f.responseHint)}</FieldHint>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {RESPONSE_DAY_CHOICES.map((days) => {
          const allowed = response?.choices.find((c) => String(c.days) === days)?.allowed ?? true;
          const id = `${legendId}-${days}`;
          return (
            <label
              key={days}
              htmlFor={id}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-lg border p-3',
                allowed
                  ? 'cursor-pointer border-border'
                  : 'cursor-not-allowed border-dashed text-muted-foreground',
                allowed && chosen === days ? 'border-primary bg-primary-soft' : '',
              )}
            >
              <input
                id={id}
                type="radio"
                value={days}
                disabled={!allowed}
                checked={allowed && chosen === days}
                aria-describedby={allowed ? undefined : `${legendId}-why`}
                name="responseDays"
                className="size-5 accent-primary"
                onChange={() => setValue('responseDays', days, { shouldDirty: true })}
              />
              {Number(days) === defaultDays
                ? t(f.responseRecommended, { days })
                : t(f.responseOption, { days })}
            </label>
          );
        })}
      </div>
      {response && response.required.length > 0 ? (
        <p id={`${legendId}-why`} className="text-sm text-muted-foreground">
          {allTooShort
            ? t(f.responseAllTooShort, { days: response.minimumDays, reason })
            : t(f.responseTooShort, { reason })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The other side as the "you" check reads them. */
export function recipientOf(
  answers: Pick<Answers, 'defendantName' | 'caseType' | 'defendantKind'>,
): Recipient {
  return {
    name: answers.defendantName,
    caseType: answers.caseType,
    ...(answers.defendantKind ? { isBusiness: answers.defendantKind === 'business' } : {}),
  };
}

const YOU_FIELDS = ['disputeDescription', 'attemptedResolution'] as const;

/**
 * The review (issue 43 point 5): the claimant's own words go into a letter addressed to the other side, so a
 * third-person reference to them ("She has not returned…") is flagged, with a one-click "address them as you" fix
 * that can be undone.
 */
export function SpeakToThemCheck() {
  const t = useT();
  const { control, getValues, setValue } = useFormContext<Answers>();
  const [name, caseType, kind, ...texts] = useWatch({
    control,
    name: ['defendantName', 'caseType', 'defendantKind', ...YOU_FIELDS],
  });
  const [undo, setUndo] = useState<Partial<Record<(typeof YOU_FIELDS)[number], string>> | null>(null);
  const recipient = recipientOf({ defendantName: name, caseType, defendantKind: kind });
  const found = [
    ...new Set(texts.flatMap((text) => thirdPersonReferences(text, recipient).map((r) => r.text))),
  ];
  if (name.trim() === '') return null;
  if (found.length === 0 && undo === null) return null;
  const fix = () => {
    const before: Partial<Record<(typeof YOU_FIELDS)[number], string>> = {};
    for (const field of YOU_FIELDS) {
      const value = getValues(field);
      const rewritten = addressAsYou(value, recipient);
      if (rewritten !== value) {
        before[field] = value;
        setValue(field, rewritten, { shouldDirty: true });
      }
    }
    setUndo(before);
  };
  const revert = () => {
    for (const field of YOU_FIELDS) {
      const value = undo?.[field];
      if (value !== undefined) setValue(field, value, { shouldDirty: true });
    }
    setUndo(null);
  };
  return (
    <Alert variant={found.length > 0 ? 'warning' : 'success'} aria-live="polite">
      <AlertDescription>
        <AlertTitle>{t(f.youTitle, { name: name.trim() })}</AlertTitle>
        {found.length > 0 ? (
          <p>{t(f.youHelp, { name: name.trim(), found: found.map((w) => `“${w}”`).join(', ') })}</p>
        ) : (
          <p>{t(f.youDone)}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {found.length > 0 ? (
            <Button type="button" variant="outline" onClick={fix}>
              {t(f.youFix)}
            </Button>
          ) : null}
          {undo !== null ? (
            <Button type="button" variant="link" onClick={revert}>
              {t(f.youUndo)}
            </Button>
          ) : null}
        </div>
      </AlertDescription>
    </Alert>
  );
}
