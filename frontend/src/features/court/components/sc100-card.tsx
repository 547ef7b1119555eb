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
import { fieldErrorMap } from '@/lib/field-errors';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { courtErrorMessage } from '../api/court-errors';
import { CALIFORNIA_COUNTIES, countyOf, withCounty } from '../california-counties';
import { downloadSc100, useSaveSc100, useSc100, type Sc100Form, type Sc100Venue } from '../api/sc100';
import { messages as m } from '../messages';

type TextKey = { [K in keyof Sc100Form]: Sc100Form[K] extends string ? K : never }[keyof Sc100Form];
type FlagKey = { [K in keyof Sc100Form]: Sc100Form[K] extends boolean ? K : never }[keyof Sc100Form];

const VENUES: Record<Sc100Venue, Message> = {
  a: m.venueA,
  b: m.venueB,
  c: m.venueC,
  d: m.venueD,
  e: m.venueE,
};

/** SC-100 item 10's amount: at most two claims a calendar year over it (the server's SC100_OVER_CENTS). */
const OVER_LIMIT_CENTS = 250_000;

/** One party's address: street, city, state and ZIP as separate boxes, as SC-100 prints them. */
const ADDRESS = (prefix: 'plaintiff' | 'defendant' | 'agent' | 'secondDefendant' | 'court') =>
  prefix === 'court'
    ? (['courtStreet', 'courtCity', 'courtZip'] as const)
    : ([`${prefix}Street`, `${prefix}City`, `${prefix}State`, `${prefix}Zip`] as const);

const LABELS: Partial<Record<TextKey, Message>> = {
  courtName: m.courtName,
  defendantPhone: m.defendantPhone,
  agentName: m.agentName,
  agentJobTitle: m.agentJobTitle,
  secondDefendantName: m.secondDefendantName,
  venueOther: m.venueOther,
  venueZip: m.venueZip,
};
/** An address box's label by its last part (`plaintiffStreet` → Street). */
const ADDRESS_PARTS: Record<string, Message> = { Street: m.street, City: m.city, State: m.state, Zip: m.zip };
const labelOf = (key: TextKey): Message =>
  LABELS[key] ??
  ADDRESS_PARTS[key.replace(/^(court|plaintiff|defendant|agent|secondDefendant)/, '')] ??
  m.street;

/**
 * California's official SC-100 (ADR 182): the few answers the case cannot give, prefilled where it can, saved
 * once and editable; then the form filled and flattened. The date and the signature stay the claimant's.
 */
export function Sc100Card({ caseId }: { caseId: string }) {
  const t = useT();
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
      <Label htmlFor={`${headingId}-${key}`}>{t(labelOf(key))}</Label>
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
  const flag = (key: FlagKey, label: Message, values?: Record<string, string>) => (
    <div key={key} className="flex items-start gap-3">
      <Checkbox
        id={`${headingId}-${key}`}
        checked={form?.[key] ?? false}
        onChange={(e) => set(key, e.target.checked)}
      />
      <Label htmlFor={`${headingId}-${key}`} className="font-normal">
        {t(label, values)}
      </Label>
      <FieldError>{errors[key]}</FieldError>
    </div>
  );
  const group = (legend: Message, children: ReactNode) => (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-semibold text-heading">{t(legend)}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t(m.sc100Title)}</CardTitle>
        <CardDescription>
          {t(m.sc100Intro, { revision: sc100.data?.revision ?? 'none' })}
          {t.language === 'en' ? null : ` ${t(m.sc100FormEnglish)}`}
        </CardDescription>
      </CardHeader>
      {sc100.isPending || !form ? (
        sc100.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{courtErrorMessage(sc100.error, m.reloadToTry)}</AlertDescription>
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
          {group(m.groupCourt, [
            <Field key="courtCounty">
              <Label htmlFor={`${headingId}-courtCounty`}>{t(m.courtCounty)}</Label>
              <Select
                id={`${headingId}-courtCounty`}
                value={countyOf(form.courtName)}
                aria-describedby={`${headingId}-courtCounty-note`}
                onChange={(e) => {
                  if (e.target.value) set('courtName', withCounty(form.courtName, e.target.value));
                }}
              >
                <option value="">{t(m.courtCountyChoose)}</option>
                {CALIFORNIA_COUNTIES.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </Select>
              <FieldHint id={`${headingId}-courtCounty-note`}>{t(m.courtCountyHint)}</FieldHint>
            </Field>,
            text(
              'courtName',
              t.rich(m.courtNameHint, {
                link: (chunks) => (
                  <a
                    className="underline"
                    href="https://www.courts.ca.gov/find-my-court.htm"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {chunks}
                  </a>
                ),
              }),
            ),
            ...ADDRESS('court').map((k) => text(k)),
          ])}
          {group(
            m.groupPlaintiff,
            ADDRESS('plaintiff').map((k) => text(k)),
          )}
          {group(m.groupDefendant, [...ADDRESS('defendant').map((k) => text(k)), text('defendantPhone')])}
          {group(m.groupAgent, [
            text('agentName'),
            text('agentJobTitle'),
            ...ADDRESS('agent').map((k) => text(k)),
          ])}
          {group(m.groupSecondDefendant, [
            text('secondDefendantName', t(m.secondDefendantHint)),
            ...ADDRESS('secondDefendant').map((k) => text(k)),
          ])}
          <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
            <legend className="px-1 font-semibold text-heading">{t(m.groupVenue)}</legend>
            <Field>
              <Label htmlFor={`${headingId}-venue`}>{t(m.venueReason)}</Label>
              <Select
                id={`${headingId}-venue`}
                value={form.venue}
                onChange={(e) => set('venue', e.target.value as Sc100Venue)}
              >
                {Object.entries(VENUES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </Select>
            </Field>
            {form.venue === 'e' ? text('venueOther') : null}
            {text('venueZip')}
          </fieldset>
          <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
            <legend className="px-1 font-semibold text-heading">{t(m.groupItems)}</legend>
            {flag('attorneyFeeDispute', m.attorneyFeeDispute)}
            {form.attorneyFeeDispute ? flag('feeArbitration', m.feeArbitration) : null}
            {flag('publicEntity', m.publicEntity)}
            {form.publicEntity ? (
              <Field>
                <Label htmlFor={`${headingId}-publicEntityClaimDate`}>{t(m.publicEntityClaimDate)}</Label>
                <Input
                  id={`${headingId}-publicEntityClaimDate`}
                  type="date"
                  value={form.publicEntityClaimDate ?? ''}
                  onChange={(e) => set('publicEntityClaimDate', e.target.value || null)}
                />
                <FieldError>{errors.publicEntityClaimDate}</FieldError>
              </Field>
            ) : null}
            {flag('moreThan12Claims', m.moreThan12Claims)}
            {sc100.data?.over2500
              ? flag('confirmsTwoClaimsOver2500', m.confirmsTwoClaimsOver2500, {
                  limit: t.number(OVER_LIMIT_CENTS / 100, {
                    style: 'currency',
                    currency: 'USD',
                    maximumFractionDigits: 0,
                  }),
                })
              : null}
          </fieldset>
          {save.isError && Object.keys(errors).length === 0 ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{courtErrorMessage(save.error, m.pleaseTryAgain)}</AlertDescription>
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
              {t(save.isPending ? m.saving : m.saveSc100)}
            </Button>
            {sc100.data?.saved && !edited ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setDownloadError(null);
                  downloadSc100(caseId).catch(() => setDownloadError(t(m.sc100DownloadFailed)));
                }}
              >
                <Download aria-hidden="true" />
                {t(m.downloadSc100)}
              </Button>
            ) : null}
          </div>
          {save.isSuccess && !edited ? (
            <p role="status" className="text-sm font-medium text-primary">
              {t(m.sc100Saved)}
            </p>
          ) : null}
          {downloadError ? (
            <p role="alert" className="text-sm text-destructive">
              {downloadError}
            </p>
          ) : null}
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-heading">{t(m.sc100LeftTitle)}</summary>
            <p className="pt-2">{t(m.sc100LeftBody)}</p>
          </details>
        </form>
      )}
    </Card>
  );
}
