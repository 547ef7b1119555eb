import { CalendarClock, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldErrorMap } from '@/lib/field-errors';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { courtErrorMessage } from '../api/court-errors';
import {
  useClearHearing,
  useHearing,
  useSaveHearing,
  type CaseHearing,
  type HearingForm,
} from '../api/hearing';
import { messages as m } from '../messages';

/** The US time zones a small-claims court can be in (IANA names; the API takes any IANA zone). */
export const US_TIME_ZONES: ReadonlyArray<{ zone: string; label: Message }> = [
  { zone: 'America/New_York', label: m.zoneEastern },
  { zone: 'America/Chicago', label: m.zoneCentral },
  { zone: 'America/Denver', label: m.zoneMountain },
  { zone: 'America/Phoenix', label: m.zoneArizona },
  { zone: 'America/Los_Angeles', label: m.zonePacific },
  { zone: 'America/Anchorage', label: m.zoneAlaska },
  { zone: 'Pacific/Honolulu', label: m.zoneHawaii },
  { zone: 'America/Puerto_Rico', label: m.zonePuertoRico },
];

function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return US_TIME_ZONES.some((z) => z.zone === zone) ? zone : 'America/New_York';
}

const EMPTY = (): HearingForm => ({ court: '', date: '', time: '', timeZone: browserZone() });
const FIELDS: Record<keyof HearingForm, Message> = {
  court: m.hearingCourt,
  date: m.hearingDate,
  time: m.hearingTime,
  timeZone: m.hearingTimeZone,
};

/** The hearing's checklist in the page's language (the API sends both, as the reminder emails have them). */
const checklistIn = (data: CaseHearing, language: string) =>
  language === 'es' && data.checklistEs?.length ? data.checklistEs : data.checklist;

/**
 * The hearing (ADR 186), on any case: the court, date, time and time zone from the notice of hearing. SueGo
 * emails the owner 7 days and 1 day before with what to bring, and the case's calendar file gets the events.
 */
export function HearingCard({ caseId }: { caseId: string }) {
  const t = useT();
  const headingId = useId();
  const hearing = useHearing(caseId);
  const save = useSaveHearing(caseId);
  const clear = useClearHearing(caseId);
  const [edited, setEdited] = useState<HearingForm | null>(null);
  const saved = hearing.data?.hearing ?? null;
  const form: HearingForm =
    edited ??
    (saved ? { court: saved.court, date: saved.date, time: saved.time, timeZone: saved.timeZone } : EMPTY());
  const errors = save.isError ? fieldErrorMap(save.error) : {};
  const id = (key: keyof HearingForm) => `${headingId}-${key}`;
  const set = (key: keyof HearingForm, value: string) => setEdited({ ...form, [key]: value });
  const described = (key: keyof HearingForm, hint = false) =>
    [hint ? `${id(key)}-hint` : null, errors[key] ? `${id(key)}-error` : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t(m.hearingTitle)}</CardTitle>
        <CardDescription>{t(m.hearingIntro)}</CardDescription>
      </CardHeader>
      {hearing.isPending ? (
        <Skeleton className="h-32" />
      ) : hearing.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{courtErrorMessage(hearing.error, m.reloadToTry)}</AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          {saved ? (
            <div className="flex flex-col gap-2 rounded-md border border-border p-3">
              <p className="flex items-start gap-2 font-semibold text-heading">
                <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <span>
                  {t(m.hearingWhenAt, {
                    // English keeps the server's sentence; Spanish formats the same moment in the court's zone
                    when:
                      t.language === 'en'
                        ? saved.when
                        : t.date(saved.startsAt, {
                            dateStyle: 'full',
                            timeStyle: 'short',
                            timeZone: saved.timeZone,
                          }),
                    court: saved.court,
                  })}
                </span>
              </p>
              <p className="text-sm font-semibold">{t(m.whatToBring)}</p>
              <ul className="list-disc pl-5 text-sm">
                {checklistIn(hearing.data, t.language).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(form, { onSuccess: () => setEdited(null) });
            }}
          >
            <Field>
              <Label htmlFor={id('court')}>{t(FIELDS.court)}</Label>
              <Input
                id={id('court')}
                value={form.court}
                maxLength={300}
                aria-invalid={errors.court ? true : undefined}
                aria-describedby={described('court', true)}
                onChange={(e) => set('court', e.target.value)}
              />
              <FieldHint id={`${id('court')}-hint`}>{t(m.hearingCourtHint)}</FieldHint>
              <FieldError id={`${id('court')}-error`}>{errors.court}</FieldError>
            </Field>
            <div className="grid gap-3 sm:grid-cols-3">
              {(['date', 'time'] as const).map((key) => (
                <Field key={key}>
                  <Label htmlFor={id(key)}>{t(FIELDS[key])}</Label>
                  <Input
                    id={id(key)}
                    type={key}
                    value={form[key]}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={described(key)}
                    onChange={(e) => set(key, e.target.value)}
                  />
                  <FieldError id={`${id(key)}-error`}>{errors[key]}</FieldError>
                </Field>
              ))}
              <Field>
                <Label htmlFor={id('timeZone')}>{t(FIELDS.timeZone)}</Label>
                <Select
                  id={id('timeZone')}
                  value={form.timeZone}
                  aria-invalid={errors.timeZone ? true : undefined}
                  aria-describedby={described('timeZone')}
                  onChange={(e) => set('timeZone', e.target.value)}
                >
                  {US_TIME_ZONES.some((z) => z.zone === form.timeZone) ? null : (
                    <option value={form.timeZone}>{form.timeZone}</option>
                  )}
                  {US_TIME_ZONES.map((z) => (
                    <option key={z.zone} value={z.zone}>
                      {t(z.label)}
                    </option>
                  ))}
                </Select>
                <FieldError id={`${id('timeZone')}-error`}>{errors.timeZone}</FieldError>
              </Field>
            </div>
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
                {t(save.isPending ? m.saving : saved ? m.changeHearing : m.saveHearing)}
              </Button>
              {saved ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={clear.isPending}
                  onClick={() => clear.mutate(undefined, { onSuccess: () => setEdited(null) })}
                >
                  <Trash2 aria-hidden="true" />
                  {t(m.removeHearing)}
                </Button>
              ) : null}
            </div>
            {save.isSuccess && !edited && saved ? (
              <p role="status" className="text-sm font-medium text-primary">
                {t(m.hearingSaved)}
              </p>
            ) : null}
            {clear.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {courtErrorMessage(clear.error, m.hearingNotRemoved)}
              </p>
            ) : null}
          </form>
        </div>
      )}
    </Card>
  );
}
