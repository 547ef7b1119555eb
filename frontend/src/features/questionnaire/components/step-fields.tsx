import { RotateCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import {
  CASE_TYPE_LABELS_SHOWN,
  CLAIMANT_KIND_LABELS_SHOWN,
  DOCUMENT_TYPE_LABELS_SHOWN,
} from '@/lib/case-labels';
import { CASE_TYPES, CLAIMANT_KINDS, DOCUMENT_TYPES, todayIsoDate, type DocumentType } from '@/lib/cases';
import { localized } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { MAX_LENGTHS, type Answers } from '../api/answers';
import { messages as f } from '../force.messages';
import { messages as m } from '../messages';
import { QuestionField } from './question-field';
import { TranslateAnswers } from './translate-answers';

const DISPUTE_FIELDS = ['disputeDescription'] as const;
const RESOLUTION_FIELDS = ['attemptedResolution', 'evidenceDescription'] as const;

export interface StateOption {
  /** two letters */
  code: string;
  name: string;
  /** shown under the select once chosen, e.g. the small-claims court and its limit */
  detail?: string;
}

export interface StatesSource {
  options: readonly StateOption[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/** Prices of the two documents, already formatted ("$5"); missing while the catalog loads. */
export type DocumentPrices = Partial<Record<DocumentType, string>>;

export const DOCUMENT_DESCRIPTIONS: Readonly<Record<DocumentType, string>> = localized({
  demand_letter: m.demandLetterDescription,
  small_claims: m.smallClaimsDescription,
});

function StateSelect({ states }: { states: StatesSource }) {
  const t = useT();
  const { register, control } = useFormContext<Answers>();
  const selected = useWatch({ control, name: 'state' });
  const detail = states.options.find((s) => s.code === selected)?.detail;

  return (
    <QuestionField name="state" label={t(m.stateLabel)} required hint={detail ?? t(m.stateHint)}>
      {(control) =>
        states.options.length > 0 ? (
          <Select {...control} autoComplete="address-level1" {...register('state')}>
            <option value="">{t(m.chooseState)}</option>
            {states.options.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </Select>
        ) : (
          // Not registered until the list is here, so a restored answer is shown once its option exists.
          <div className="flex flex-col gap-2">
            <Select id={control.id} aria-describedby={control['aria-describedby']} disabled defaultValue="">
              <option value="">{states.isError ? t(m.statesFailed) : t(m.loadingStates)}</option>
            </Select>
            {states.isError ? (
              <div className="flex flex-wrap items-center gap-3">
                <FieldError role="alert">{t(m.statesFailedAlert)}</FieldError>
                <Button type="button" variant="outline" onClick={states.retry}>
                  <RotateCw aria-hidden="true" />
                  {t(m.tryAgain)}
                </Button>
              </div>
            ) : null}
          </div>
        )
      }
    </QuestionField>
  );
}

export function CaseTypeLocationFields({ states }: { states: StatesSource }) {
  const t = useT();
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField name="caseType" label={t(m.caseTypeLabel)} required>
        {(control) => (
          <Select {...control} {...register('caseType')}>
            <option value="">{t(m.chooseCaseType)}</option>
            {CASE_TYPES.map((type) => (
              <option key={type} value={type}>
                {CASE_TYPE_LABELS_SHOWN[type]}
              </option>
            ))}
          </Select>
        )}
      </QuestionField>
      <StateSelect states={states} />
      <QuestionField name="claimantKind" label={t(m.claimantKindLabel)} required hint={t(m.claimantKindHint)}>
        {(control) => (
          <Select {...control} {...register('claimantKind')}>
            {CLAIMANT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CLAIMANT_KIND_LABELS_SHOWN[kind]}
              </option>
            ))}
          </Select>
        )}
      </QuestionField>
    </>
  );
}

export function YourInformationFields() {
  const t = useT();
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField
        name="plaintiffName"
        label={t(m.plaintiffNameLabel)}
        required
        hint={t(m.plaintiffNameHint)}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={MAX_LENGTHS.plaintiffName}
            {...register('plaintiffName')}
          />
        )}
      </QuestionField>
      <QuestionField
        name="plaintiffEmail"
        label={t(m.plaintiffEmailLabel)}
        required
        hint={t(m.plaintiffEmailHint)}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_LENGTHS.plaintiffEmail}
            {...register('plaintiffEmail')}
          />
        )}
      </QuestionField>
      <QuestionField name="plaintiffAddress" label={t(m.plaintiffAddressLabel)}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            autoComplete="street-address"
            maxLength={MAX_LENGTHS.plaintiffAddress}
            {...register('plaintiffAddress')}
          />
        )}
      </QuestionField>
      <QuestionField name="plaintiffPhone" label={t(m.plaintiffPhoneLabel)}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={MAX_LENGTHS.plaintiffPhone}
            {...register('plaintiffPhone')}
          />
        )}
      </QuestionField>
    </>
  );
}

export function OtherPartyFields() {
  const t = useT();
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField
        name="defendantName"
        label={t(m.defendantNameLabel)}
        required
        hint={t(m.defendantNameHint)}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={MAX_LENGTHS.defendantName}
            {...register('defendantName')}
          />
        )}
      </QuestionField>
      <QuestionField
        name="defendantAddress"
        label={t(m.defendantAddressLabel)}
        required
        hint={t(m.defendantAddressHint)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            autoComplete="off"
            maxLength={MAX_LENGTHS.defendantAddress}
            {...register('defendantAddress')}
          />
        )}
      </QuestionField>
    </>
  );
}

export function DisputeDetailsFields({ eligibility }: { eligibility?: ReactNode }) {
  const t = useT();
  const { register, control } = useFormContext<Answers>();
  // For a deposit the date is the move-out date: the law counts the landlord's time from it (issue 43 point 6).
  const deposit = useWatch({ control, name: 'caseType' }) === 'security-deposit';
  return (
    <>
      <QuestionField name="disputeDescription" label={t(m.disputeLabel)} hint={t(m.disputeHint)}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={MAX_LENGTHS.disputeDescription}
            {...register('disputeDescription')}
          />
        )}
      </QuestionField>
      <TranslateAnswers fields={DISPUTE_FIELDS} />
      <QuestionField name="amountClaimed" label={t(m.amountLabel)} required hint={t(m.amountHint)}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder="2500.00"
            {...register('amountClaimed')}
          />
        )}
      </QuestionField>
      {eligibility}
      <QuestionField
        name="incidentDate"
        label={deposit ? t(f.moveOutLabel) : t(m.incidentDateLabel)}
        required
        hint={deposit ? t(f.moveOutHint) : t(m.incidentDateHint)}
      >
        {(control) => <Input {...control} type="date" max={todayIsoDate()} {...register('incidentDate')} />}
      </QuestionField>
    </>
  );
}

export function ResolutionFields() {
  const t = useT();
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField name="attemptedResolution" label={t(m.resolutionLabel)} hint={t(m.resolutionHint)}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={MAX_LENGTHS.attemptedResolution}
            {...register('attemptedResolution')}
          />
        )}
      </QuestionField>
      <QuestionField name="evidenceDescription" label={t(m.evidenceLabel)} hint={t(m.evidenceHint)}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={MAX_LENGTHS.evidenceDescription}
            {...register('evidenceDescription')}
          />
        )}
      </QuestionField>
      <TranslateAnswers fields={RESOLUTION_FIELDS} />
    </>
  );
}

export function DocumentTypeField({ prices }: { prices?: DocumentPrices }) {
  const t = useT();
  const { register, control } = useFormContext<Answers>();
  const selected = useWatch({ control, name: 'documentType' });
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-3">
      <legend id={legendId} className="mb-1 font-semibold text-heading">
        {t(m.documentLegend)}
      </legend>
      {DOCUMENT_TYPES.map((type) => {
        const price = prices?.[type];
        return (
          <label
            key={type}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              selected === type ? 'border-primary bg-primary-soft' : 'border-border hover:bg-navy-50',
            )}
          >
            <input
              type="radio"
              value={type}
              className="mt-1 size-5 shrink-0 accent-primary focus-visible:outline-none"
              {...register('documentType')}
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-heading">{DOCUMENT_TYPE_LABELS_SHOWN[type]}</span>
                <span className="font-semibold text-primary">{price ?? ''}</span>
              </span>
              <span className="text-sm text-muted-foreground">{DOCUMENT_DESCRIPTIONS[type]}</span>
            </span>
          </label>
        );
      })}
      {prices ? null : <p className="text-sm text-muted-foreground">{t(m.loadingPrices)}</p>}
    </fieldset>
  );
}

export function TermsField() {
  const t = useT();
  const { register } = useFormContext<Answers>();
  const { errors } = useFormState<Answers>({ name: 'agreedToTerms' });
  const id = `${useId()}-terms`;
  const error = errors.agreedToTerms?.message;
  const linkClass = 'font-semibold text-primary underline underline-offset-4';
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-4"
      >
        <Checkbox
          id={id}
          className="mt-0.5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required
          {...register('agreedToTerms')}
        />
        <span>{t(m.termsAgree)}</span>
      </label>
      <p className="text-sm text-muted-foreground">
        {t.rich(m.termsRead, {
          terms: (chunks) => (
            <a href={paths.termsOfService.getHref()} target="_blank" rel="noopener" className={linkClass}>
              {chunks}
            </a>
          ),
          disclaimer: (chunks) => (
            <a href={paths.legalDisclaimer.getHref()} target="_blank" rel="noopener" className={linkClass}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
