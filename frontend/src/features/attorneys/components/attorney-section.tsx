import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatCount } from '../api/get-directory-stats';
import { PRACTICE_AREAS } from '../api/options';
import { useTeaserSearch } from '../api/search-teaser';
import type { DirectoryStats } from '../api/types';
import { AttorneyCard } from './attorney-card';
import { ReferralRequestCard, type ReferralFormProps } from './referral-form';
import { SampleDirectoryNote } from './sample-data';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const SearchPurchaseDialog = lazy(async () => ({
  default: (await import('./search-purchase-dialog')).SearchPurchaseDialog,
}));

export interface AttorneySectionProps {
  stats: DirectoryStats | undefined;
  signedIn: boolean;
  /** the one-time search price ("$1.99"), "Included" for subscribers, null while prices load */
  searchPrice: string | null;
  referralFee: string | null;
  onLoginRequired: () => void;
  /** the body of the search purchase modal (the payment form); `close` closes the modal */
  renderPurchase: (close: () => void) => ReactNode;
  renderReferralPayment: ReferralFormProps['renderPayment'];
}

const WRAPPING_BUTTON = 'h-auto min-h-11 flex-auto text-center whitespace-normal';

function TeaserSearch({
  stats,
  searchPrice,
  renderPurchase,
}: Pick<AttorneySectionProps, 'stats' | 'searchPrice' | 'renderPurchase'>) {
  const t = useT();
  const id = useId();
  const search = useTeaserSearch();
  const [state, setState] = useState('');
  const [area, setArea] = useState('');
  const [location, setLocation] = useState('');
  const [buying, setBuying] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state) {
      toast({ variant: 'destructive', title: t(m.stateRequired), description: t(m.stateRequiredBody) });
      return;
    }
    search.mutate(
      { state, specialty: area === 'other' ? '' : area, location },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t(m.searchError),
            description: getErrorMessage(error, t(m.searchFailed)),
          }),
      },
    );
  };
  const result = search.data;
  const stateName = stats?.states.find((s) => s.code === state)?.name ?? state;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Search className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>{t(m.teaserTitle)}</CardTitle>
        </div>
        <CardDescription>
          {stats ? t(m.teaserIntroCount, { count: formatCount(stats.total) }) : t(m.teaserIntro)}
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t(m.teaserForm)}>
        <Field>
          <Label htmlFor={`${id}-state`}>{t(m.state)}</Label>
          <Select id={`${id}-state`} name="state" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">{t(m.chooseState)}</option>
            {(stats?.states ?? []).map((s) => (
              <option key={s.code} value={s.code}>
                {t(m.stateOption, { name: s.name, code: s.code })}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-area`}>{t(m.practiceArea)}</Label>
          <Select
            id={`${id}-area`}
            name="practiceArea"
            value={area}
            onChange={(e) => setArea(e.target.value)}
          >
            <option value="">{t(m.anyArea)}</option>
            {PRACTICE_AREAS.map((a) => (
              <option key={a.value} value={a.value}>
                {t(a.label)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-location`}>{t(m.cityOrZip)}</Label>
          <Input
            id={`${id}-location`}
            name="location"
            autoComplete="postal-code"
            maxLength={60}
            placeholder={t(m.cityOrZipPlaceholder)}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={search.isPending}>
          <Search aria-hidden="true" />
          {search.isPending ? t(m.searching) : t(m.searchAttorneys)}
        </Button>
      </form>
      {result ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          <p className="text-sm text-muted-foreground">
            {result.total === 0
              ? t(m.teaserNone, { state: stateName })
              : t(m.teaserShowing, {
                  shown: result.attorneys.length,
                  count: formatCount(result.total),
                  state: stateName,
                })}
          </p>
          {stats ? (
            <SampleDirectoryNote
              sample={result.attorneys.some((a) => a.source === 'sample') ? stats.sample : 0}
              total={stats.total}
            />
          ) : null}
          {result.attorneys.map((a) => (
            <AttorneyCard key={a.id} attorney={a} />
          ))}
        </div>
      ) : null}
      {/* Wraps (and the labels wrap) rather than pushing the card wider than a phone or under the referral card. */}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" className={WRAPPING_BUTTON}>
          <Link href={paths.attorneyReferral.getHref()}>
            {stats ? t(m.browseCount, { count: formatCount(stats.total) }) : t(m.browse)}
          </Link>
        </Button>
        <Button type="button" className={WRAPPING_BUTTON} onClick={() => setBuying(true)}>
          {searchPrice ? t(m.unlockPrice, { price: searchPrice }) : t(m.unlock)}
        </Button>
      </div>
      {buying ? (
        <Suspense fallback={null}>
          <SearchPurchaseDialog searchPrice={searchPrice} onClose={() => setBuying(false)}>
            {renderPurchase(() => setBuying(false))}
          </SearchPurchaseDialog>
        </Suspense>
      ) : null}
    </Card>
  );
}

/** Home: attorney search (at most 3 results, public) on the left, Request Attorney Referral on the right (spec §2). */
export function AttorneySection(props: AttorneySectionProps) {
  const t = useT();
  return (
    <section id="attorneys" aria-labelledby="attorneys-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-10 max-w-2xl">
          <h2 id="attorneys-heading" className="text-3xl font-bold tracking-tight">
            {t(m.sectionTitle)}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t(m.sectionIntro)}</p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <TeaserSearch
            stats={props.stats}
            searchPrice={props.searchPrice}
            renderPurchase={props.renderPurchase}
          />
          <ReferralRequestCard
            states={props.stats?.states ?? []}
            signedIn={props.signedIn}
            feeText={props.referralFee}
            onLoginRequired={props.onLoginRequired}
            renderPayment={props.renderReferralPayment}
          />
        </div>
      </div>
    </section>
  );
}
