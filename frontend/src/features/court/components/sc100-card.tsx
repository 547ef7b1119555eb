import { Download, Save } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { fieldErrorMap } from '@/lib/field-errors';
import { downloadSc100, useSaveSc100, useSc100, type Sc100Form, type Sc100Venue } from '../api/sc100';

type TextKey = { [K in keyof Sc100Form]: Sc100Form[K] extends string ? K : never }[keyof Sc100Form];
type FlagKey = { [K in keyof Sc100Form]: Sc100Form[K] extends boolean ? K : never }[keyof Sc100Form];

const VENUES: Record<Sc100Venue, string> = {
  a: 'a. Where the defendant lives or does business, the property was damaged, or the contract was made or broken',
  b: 'b. Where the buyer or lessee signed or lives (personal, family or household goods, services or loans)',
  c: 'c. Where the buyer signed or lives (a retail installment contract, like a credit card)',
  d: 'd. Where the buyer signed or lives, or the vehicle is garaged (a vehicle finance sale)',
  e: 'e. Other',
};

/** One party's address: street, city, state and ZIP as separate boxes, as SC-100 prints them. */
const ADDRESS = (prefix: 'plaintiff' | 'defendant' | 'agent' | 'secondDefendant' | 'court') =>
  prefix === 'court'
    ? (['courtStreet', 'courtCity', 'courtZip'] as const)
    : ([`${prefix}Street`, `${prefix}City`, `${prefix}State`, `${prefix}Zip`] as const);

const LABELS: Partial<Record<TextKey, string>> = {
  courtName: 'County and courthouse',
  defendantPhone: 'Their phone (optional)',
  agentName: 'Name of the person or agent for service (optional)',
  agentJobTitle: 'Job title, if known',
  secondDefendantName: 'Name of a second defendant (optional)',
  venueOther: 'Other reason',
  venueZip: 'ZIP code of that place (item 6, if you know it)',
};
const labelOf = (key: TextKey) =>
  LABELS[key] ??
  key.replace(/^(court|plaintiff|defendant|agent|secondDefendant)/, '').replace(/^Zip$/, 'ZIP code');

/**
 * California's official SC-100 (ADR 182): the few answers the case cannot give, prefilled where it can, saved
 * once and editable; then the form filled and flattened. The date and the signature stay the claimant's.
 */
export function Sc100Card({ caseId }: { caseId: string }) {
  const headingId = useId();
  const sc100 = useSc100(caseId);
  const save = useSaveSc100(caseId);
  const [edited, setEdited] = useState<Sc100Form | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const form = edited ?? sc100.data?.answers ?? null;
  const errors = save.isError ? fieldErrorMap(save.error) : {};

  const set = <K extends keyof Sc100Form>(key: K, value: Sc100Form[K]) =>
    form && setEdited({ ...form, [key]: value });
  const text = (key: TextKey, hint?: ReactNode) => (
    <Field key={key}>
      <Label htmlFor={`${headingId}-${key}`}>{labelOf(key)}</Label>
      <Input
        id={`${headingId}-${key}`}
        value={form?.[key] ?? ''}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={hint || errors[key] ? `${headingId}-${key}-note` : undefined}
        onChange={(e) => set(key, e.target.value)}
      />
      {hint ? <FieldHint id={`${headingId}-${key}-note`}>{hint}</FieldHint> : null}
      <FieldError id={hint ? undefined : `${headingId}-${key}-note`}>{errors[key]}</FieldError>
    </Field>
  );
  const flag = (key: FlagKey, label: string) => (
    <div key={key} className="flex items-start gap-3">
      <Checkbox
        id={`${headingId}-${key}`}
        checked={form?.[key] ?? false}
        onChange={(e) => set(key, e.target.checked)}
      />
      <Label htmlFor={`${headingId}-${key}`} className="font-normal">
        {label}
      </Label>
      <FieldError>{errors[key]}</FieldError>
    </div>
  );
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-semibold text-heading">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>SC-100, the official claim form</CardTitle>
        <CardDescription>
          SueGo fills California's SC-100{sc100.data ? ` (${sc100.data.revision})` : ''} with your case.
          Answer what your case does not say yet, then download the form, check every item, date and sign it.
        </CardDescription>
      </CardHeader>
      {sc100.isPending || !form ? (
        sc100.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              {getErrorMessage(sc100.error, 'Reload the page to try again.')}
            </AlertDescription>
          </Alert>
        ) : (
          <Skeleton className="h-40" />
        )
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form, { onSuccess: () => setEdited(null) });
          }}
        >
          {group('The court', [
            text(
              'courtName',
              <>
                The form prints "Superior Court of California, County of" before it. Find your small-claims
                court at{' '}
                <a
                  className="underline"
                  href="https://www.courts.ca.gov/find-my-court.htm"
                  target="_blank"
                  rel="noreferrer"
                >
                  courts.ca.gov/find-my-court
                </a>
                .
              </>,
            ),
            ...ADDRESS('court').map((k) => text(k)),
          ])}
          {group(
            'Your address (item 1)',
            ADDRESS('plaintiff').map((k) => text(k)),
          )}
          {group('The other side (item 2)', [
            ...ADDRESS('defendant').map((k) => text(k)),
            text('defendantPhone'),
          ])}
          {group('A business defendant (item 2)', [
            text('agentName'),
            text('agentJobTitle'),
            ...ADDRESS('agent').map((k) => text(k)),
          ])}
          {group('More than one defendant (item 2)', [
            text('secondDefendantName', 'SC-100A lists them; SueGo does not fill SC-100A.'),
            ...ADDRESS('secondDefendant').map((k) => text(k)),
          ])}
          <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
            <legend className="px-1 font-semibold text-heading">Why this courthouse (items 5 and 6)</legend>
            <Field>
              <Label htmlFor={`${headingId}-venue`}>Reason</Label>
              <Select
                id={`${headingId}-venue`}
                value={form.venue}
                onChange={(e) => set('venue', e.target.value as Sc100Venue)}
              >
                {Object.entries(VENUES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            {form.venue === 'e' ? text('venueOther') : null}
            {text('venueZip')}
          </fieldset>
          <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
            <legend className="px-1 font-semibold text-heading">Items 7 to 10</legend>
            {flag('attorneyFeeDispute', 'My claim is about an attorney-client fee dispute (item 7)')}
            {form.attorneyFeeDispute
              ? flag('feeArbitration', 'I had arbitration and attach form SC-101')
              : null}
            {flag('publicEntity', 'I am suing a public entity (item 8)')}
            {form.publicEntity ? (
              <Field>
                <Label htmlFor={`${headingId}-publicEntityClaimDate`}>Date you filed the written claim</Label>
                <Input
                  id={`${headingId}-publicEntityClaimDate`}
                  type="date"
                  value={form.publicEntityClaimDate ?? ''}
                  onChange={(e) => set('publicEntityClaimDate', e.target.value || null)}
                />
                <FieldError>{errors.publicEntityClaimDate}</FieldError>
              </Field>
            ) : null}
            {flag(
              'moreThan12Claims',
              'I filed more than 12 other small claims in California in the last 12 months (item 9)',
            )}
            {sc100.data?.over2500
              ? flag(
                  'confirmsTwoClaimsOver2500',
                  'My claim is over $2,500: I have not filed, and I understand I may not file, more than two small claims cases for more than $2,500 in California this calendar year (item 10)',
                )
              : null}
          </fieldset>
          {save.isError && Object.keys(errors).length === 0 ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{getErrorMessage(save.error, 'Please try again.')}</AlertDescription>
            </Alert>
          ) : null}
          {save.isError && Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {Object.values(errors)[0]}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving…' : 'Save the SC-100 answers'}
            </Button>
            {sc100.data?.saved && !edited ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setDownloadError(null);
                  downloadSc100(caseId).catch(() =>
                    setDownloadError('The form could not be downloaded. Try again.'),
                  );
                }}
              >
                <Download aria-hidden="true" />
                Download SC-100 (official form)
              </Button>
            ) : null}
          </div>
          {save.isSuccess && !edited ? (
            <p role="status" className="text-sm font-medium text-primary">
              Saved. The form is filled with these answers.
            </p>
          ) : null}
          {downloadError ? (
            <p role="alert" className="text-sm text-destructive">
              {downloadError}
            </p>
          ) : null}
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-heading">
              What the form leaves to you and the clerk
            </summary>
            <p className="pt-2">
              You date and sign item 11. The clerk fills the case number, the case name and the trial date.
              SueGo does not fill SC-100A (more parties) or SC-101.
            </p>
          </details>
        </form>
      )}
    </Card>
  );
}
