import { useQueryClient } from '@tanstack/react-query';
import { RotateCw, Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { fieldErrorMap } from '@/lib/field-errors';
import { attorneyKeys } from '../api/attorney-keys';
import { SPECIALTY_FILTERS } from '../api/options';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
import { requestReferral } from '../api/request-referral';
import { useSearchAttorneys, type SearchFilters } from '../api/search-attorneys';
import type { AttorneySearchResult, DirectoryStats } from '../api/types';
import { AttorneyCard } from './attorney-card';
import { ContactConsentDialog } from './contact-consent-dialog';
import { useUser } from '@/lib/auth';
import { SampleDirectoryNote } from './sample-data';

const EMPTY: SearchFilters = { state: '', specialty: 'all', zipCode: '' };

/** The search answered 401 or 403: the page sends the user to sign in or to the offers (spec §8). */
export type SearchDenied = 'login' | 'subscription';

/**
 * The directory search of /attorney-referral (spec §2): State (50 + DC), Specialty, a 5-digit ZIP (digits only),
 * Find Attorneys; cards ranked by distance, specialty, rating and experience, a page at a time; an empty state with
 * Search Again and Clear Filters; Contact Attorney on each card.
 */
export function AttorneySearchPanel({
  stats,
  onDenied,
}: {
  stats: DirectoryStats | undefined;
  onDenied: (why: SearchDenied) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const t = useT();
  const search = useSearchAttorneys();
  const [filters, setFilters] = useState<SearchFilters>(EMPTY);
  const [shown, setShown] = useState<{ filters: SearchFilters; result: AttorneySearchResult } | null>(null);
  const [contacting, setContacting] = useState<string | null>(null);
  const [contacted, setContacted] = useState<Set<string>>(new Set());
  /** The server's sentences for refused filters, shown under each (issue 32). */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const edit = (change: Partial<SearchFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setFieldErrors({});
  };

  const run = (wanted: SearchFilters) => {
    if (!wanted.state) {
      toast({
        variant: 'destructive',
        title: t(m.stateRequired),
        description: t(m.stateRequiredBody),
      });
      return;
    }
    setFieldErrors({});
    search.mutate(wanted, {
      onSuccess: (result) => setShown({ filters: wanted, result }),
      onError: (error) => {
        const status = (error as { status?: number }).status;
        const refused = fieldErrorMap(error);
        if (status === 401) {
          toast({
            variant: 'destructive',
            title: t(m.loginRequired),
            description: t(m.loginToSearch),
          });
          onDenied('login');
        } else if (status === 403) {
          toast({
            variant: 'destructive',
            title: t(m.subscriptionRequired),
            description: t(m.subscriptionRequiredBody),
          });
          onDenied('subscription');
        } else if (refused.state || refused.specialty || refused.zipCode) {
          setFieldErrors(refused);
          const first = refused.state ? 'state' : refused.specialty ? 'specialty' : 'zip';
          document.getElementById(`${id}-${first}`)?.focus();
        } else {
          toast({
            variant: 'destructive',
            title: t(m.searchError),
            description: getErrorMessage(error, t(m.searchFailed)),
          });
        }
      },
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run({ ...filters, page: 1 });
  };
  const clear = () => {
    setFilters(EMPTY);
    setShown(null);
  };

  // Consent before contact (issue 37 point 4): the dialog shows what is shared; it sends on "Send my details".
  const [consenting, setConsenting] = useState<{ id: string; name: string } | null>(null);
  const user = useUser().data;
  const contact = async (attorneyId: string, message: string) => {
    setContacting(attorneyId);
    try {
      await requestReferral(message ? { attorneyId, description: message } : { attorneyId });
      setConsenting(null);
      setContacted((done) => new Set(done).add(attorneyId));
      void queryClient.invalidateQueries({ queryKey: attorneyKeys.referrals });
      toast({
        title: t(m.contactSent),
        description: t(m.contactSentBody),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(m.error),
        description: getErrorMessage(error, t(m.notSent)),
      });
    } finally {
      setContacting(null);
    }
  };

  const result = shown?.result;
  const page = result?.page ?? 1;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-start"
          aria-label={t(m.findAttorneysForm)}
        >
          <Field>
            <Label htmlFor={`${id}-state`}>{t(m.state)}</Label>
            <Select
              id={`${id}-state`}
              value={filters.state}
              aria-invalid={fieldErrors.state ? true : undefined}
              aria-describedby={fieldErrors.state ? `${id}-state-error` : undefined}
              onChange={(e) => edit({ state: e.target.value })}
            >
              <option value="">{t(m.chooseState)}</option>
              {(stats?.states ?? []).map((s) => (
                <option key={s.code} value={s.code}>
                  {t(m.stateOption, { name: s.name, code: s.code })}
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-state-error`}>{fieldErrors.state}</FieldError>
          </Field>
          <Field>
            <Label htmlFor={`${id}-specialty`}>{t(m.specialty)}</Label>
            <Select
              id={`${id}-specialty`}
              value={filters.specialty}
              aria-invalid={fieldErrors.specialty ? true : undefined}
              aria-describedby={fieldErrors.specialty ? `${id}-specialty-error` : undefined}
              onChange={(e) => edit({ specialty: e.target.value })}
            >
              {SPECIALTY_FILTERS.map((s) => (
                <option key={s.value} value={s.value}>
                  {t(s.label)}
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-specialty-error`}>{fieldErrors.specialty}</FieldError>
          </Field>
          <Field>
            <Label htmlFor={`${id}-zip`}>{t(m.zipCode)}</Label>
            <Input
              id={`${id}-zip`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              placeholder="78701"
              aria-describedby={fieldErrors.zipCode ? `${id}-zip-hint ${id}-zip-error` : `${id}-zip-hint`}
              aria-invalid={fieldErrors.zipCode ? true : undefined}
              value={filters.zipCode}
              onChange={(e) => edit({ zipCode: e.target.value.replace(/\D/g, '').slice(0, 5) })}
            />
            <FieldHint id={`${id}-zip-hint`} className="sr-only">
              {t(m.zipHint)}
            </FieldHint>
            <FieldError id={`${id}-zip-error`}>{fieldErrors.zipCode}</FieldError>
          </Field>
          {/* Below the labels (14 px + 8 px gap), level with the inputs, whatever error a field shows. */}
          <Button type="submit" disabled={search.isPending} className="sm:mt-[22px]">
            <Search aria-hidden="true" />
            {search.isPending ? t(m.searching) : t(m.findAttorneys)}
          </Button>
        </form>
      </Card>

      {result && result.total === 0 ? (
        <Card role="status" className="items-start">
          <h2 className="text-xl font-semibold">{t(m.noneFound)}</h2>
          <p className="text-muted-foreground">{t(m.noneFoundBody)}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => shown && run(shown.filters)}>
              <RotateCw aria-hidden="true" />
              {t(m.searchAgain)}
            </Button>
            <Button type="button" variant="outline" onClick={clear}>
              <X aria-hidden="true" />
              {t(m.clearFilters)}
            </Button>
          </div>
        </Card>
      ) : null}

      {result && result.total > 0 ? (
        <section aria-labelledby={`${id}-results`} className="flex flex-col gap-4">
          <h2 id={`${id}-results`} className="text-xl font-semibold">
            {result.origin
              ? t(m.resultCountNear, {
                  count: result.total,
                  city: result.origin.city,
                  state: result.origin.state,
                  zip: result.origin.zip,
                })
              : t(m.resultCount, { count: result.total })}
          </h2>
          {stats ? (
            <SampleDirectoryNote
              sample={result.attorneys.some((a) => a.source === 'sample') ? stats.sample : 0}
              total={stats.total}
            />
          ) : null}
          {result.attorneys.map((a) => (
            <AttorneyCard
              key={a.id}
              attorney={a}
              action={
                <Button
                  type="button"
                  className="w-fit"
                  disabled={contacting !== null || contacted.has(a.id)}
                  aria-label={t(m.contactAttorneyName, { name: a.name })}
                  onClick={() => setConsenting({ id: a.id, name: a.name })}
                >
                  {contacted.has(a.id)
                    ? t(m.requestSent)
                    : contacting === a.id
                      ? t(m.sending)
                      : t(m.contactAttorney)}
                </Button>
              }
            />
          ))}
          {consenting ? (
            <ContactConsentDialog
              attorneyName={consenting.name}
              fields={[
                ...(user?.name ? [{ label: t(m.consentName), value: user.name }] : []),
                { label: t(m.consentAccountEmail), value: user?.email ?? '' },
              ]}
              onSend={(message) => contact(consenting.id, message)}
              onClose={() => setConsenting(null)}
            />
          ) : null}
          <nav aria-label={t(m.resultPages)} className="flex items-center justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={page <= 1 || search.isPending}
              onClick={() => shown && run({ ...shown.filters, page: page - 1 })}
            >
              {t(m.previous)}
            </Button>
            <span className="text-sm text-muted-foreground">
              {t(m.pageOf, { page, pages: result.totalPages })}
            </span>
            <Button
              type="button"
              variant="outline"
              disabled={page >= result.totalPages || search.isPending}
              onClick={() => shown && run({ ...shown.filters, page: page + 1 })}
            >
              {t(m.next)}
            </Button>
          </nav>
        </section>
      ) : null}
    </div>
  );
}
