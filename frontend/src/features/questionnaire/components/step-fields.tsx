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
  CASE_TYPE_LABELS,
  CASE_TYPES,
  CLAIMANT_KIND_LABELS,
  CLAIMANT_KINDS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  todayIsoDate,
  type DocumentType,
} from '@/lib/cases';
import { cn } from '@/lib/utils';
import { MAX_LENGTHS, type Answers } from '../api/answers';
import { QuestionField } from './question-field';

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

export const DOCUMENT_DESCRIPTIONS: Record<DocumentType, string> = {
  demand_letter:
    'A formal letter asking them to pay by a firm deadline. Usually the first step, and it works for any amount.',
  small_claims:
    "Your state's small-claims worksheet (California's official SC-100 filled in), with filing steps, fees and how to serve the papers. For claims within the state limit.",
};

function StateSelect({ states }: { states: StatesSource }) {
  const { register, control } = useFormContext<Answers>();
  const selected = useWatch({ control, name: 'state' });
  const detail = states.options.find((s) => s.code === selected)?.detail;

  return (
    <QuestionField
      name="state"
      label="State where it happened"
      required
      hint={detail ?? 'All 50 states and Washington, D.C. Your document follows this state’s rules.'}
    >
      {(control) =>
        states.options.length > 0 ? (
          <Select {...control} autoComplete="address-level1" {...register('state')}>
            <option value="">Choose a state</option>
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
              <option value="">{states.isError ? 'States could not be loaded' : 'Loading states…'}</option>
            </Select>
            {states.isError ? (
              <div className="flex flex-wrap items-center gap-3">
                <FieldError role="alert">We couldn't load the list of states.</FieldError>
                <Button type="button" variant="outline" onClick={states.retry}>
                  <RotateCw aria-hidden="true" />
                  Try again
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
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField name="caseType" label="Type of case" required>
        {(control) => (
          <Select {...control} {...register('caseType')}>
            <option value="">Choose a case type</option>
            {CASE_TYPES.map((type) => (
              <option key={type} value={type}>
                {CASE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </QuestionField>
      <StateSelect states={states} />
      <QuestionField
        name="claimantKind"
        label="Who is making the claim?"
        required
        hint="Businesses have their own small-claims limits in some states, and in New York they file in a different court."
      >
        {(control) => (
          <Select {...control} {...register('claimantKind')}>
            {CLAIMANT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CLAIMANT_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </QuestionField>
    </>
  );
}

export function YourInformationFields() {
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField
        name="plaintiffName"
        label="Your full name"
        required
        hint="Or your business name, as it should appear on your document."
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
        label="Your email"
        required
        hint="Shown on your document so the other party can reply to you."
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
      <QuestionField name="plaintiffAddress" label="Your mailing address">
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
      <QuestionField name="plaintiffPhone" label="Your phone number">
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
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField
        name="defendantName"
        label="Their name"
        required
        hint="The person or business that owes you money."
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
        label="Their address"
        required
        hint="Where they live or do business, so they can be sent your letter and served with court papers. Your document cannot be bought without it."
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
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField
        name="disputeDescription"
        label="What happened?"
        hint="In order: what was agreed, what went wrong, and why you are owed money."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={MAX_LENGTHS.disputeDescription}
            {...register('disputeDescription')}
          />
        )}
      </QuestionField>
      <QuestionField
        name="amountClaimed"
        label="Amount claimed"
        required
        hint="Numbers only, no dollar sign, for example 2500.00. Up to 10,000.00."
      >
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
        label="Date of the incident"
        required
        hint="When it happened, or when payment was due. We use it to check the deadline to sue."
      >
        {(control) => <Input {...control} type="date" max={todayIsoDate()} {...register('incidentDate')} />}
      </QuestionField>
    </>
  );
}

export function ResolutionFields() {
  const { register } = useFormContext<Answers>();
  return (
    <>
      <QuestionField
        name="attemptedResolution"
        label="How have you tried to resolve this?"
        hint="Calls, emails, texts or letters, with dates if you have them."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={MAX_LENGTHS.attemptedResolution}
            {...register('attemptedResolution')}
          />
        )}
      </QuestionField>
      <QuestionField
        name="evidenceDescription"
        label="What evidence do you have?"
        hint="For example a contract, invoices, receipts, photos, texts or emails."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={MAX_LENGTHS.evidenceDescription}
            {...register('evidenceDescription')}
          />
        )}
      </QuestionField>
    </>
  );
}

export function DocumentTypeField({ prices }: { prices?: DocumentPrices }) {
  const { register, control } = useFormContext<Answers>();
  const selected = useWatch({ control, name: 'documentType' });
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-3">
      <legend id={legendId} className="mb-1 font-semibold text-heading">
        Which document do you need?
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
                <span className="font-semibold text-heading">{DOCUMENT_TYPE_LABELS[type]}</span>
                <span className="font-semibold text-primary">{price ?? ''}</span>
              </span>
              <span className="text-sm text-muted-foreground">{DOCUMENT_DESCRIPTIONS[type]}</span>
            </span>
          </label>
        );
      })}
      {prices ? null : <p className="text-sm text-muted-foreground">Loading prices…</p>}
    </fieldset>
  );
}

export function TermsField() {
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
        <span>
          I agree to the Terms of Service and understand SueGo is not a law firm and does not give legal
          advice
        </span>
      </label>
      <p className="text-sm text-muted-foreground">
        Read the{' '}
        <a href={paths.termsOfService.getHref()} target="_blank" rel="noopener" className={linkClass}>
          Terms of Service
        </a>{' '}
        and the{' '}
        <a href={paths.legalDisclaimer.getHref()} target="_blank" rel="noopener" className={linkClass}>
          Legal Disclaimer
        </a>{' '}
        (each opens in a new tab, your answers stay here).
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
