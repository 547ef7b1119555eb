import { Globe, Mail, MapPin, Phone, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { DEFAULT_HOURLY_RATE } from '../api/options';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import type { Attorney } from '../api/types';
import { SampleBadge } from './sample-data';
import { specialtyLabel } from '../api/match-reasons';

const hourly = (rate: number) =>
  new Intl.NumberFormat(LOCALES[currentLanguage()], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: rate % 1 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rate);

/** 'Starting at $275/hour' ('$1,250/hour'), or the spec's default when the attorney has not published a rate. */
export function hourlyRateText(rate: number | null): string {
  if (rate === null) return translate(DEFAULT_HOURLY_RATE);
  return translate(m.startingAt, { rate: hourly(rate) });
}

/**
 * Whole years, singular or plural ("1 year of experience", "23 years of experience"): the directory keeps a tenth
 * of a year (spec: decimal 3,1) and the descriptions say "23 years in practice", so 23.5 must not sit beside them.
 */
export function formatYearsExperience(years: number): string {
  const whole = Math.floor(years);
  if (whole < 1) return translate(m.lessThanAYear);
  return translate(m.yearsExperience, { years: whole });
}

export function StarRating({ rating, reviewCount }: { rating: number | null; reviewCount?: number }) {
  const t = useT();
  if (rating === null) return <span className="text-sm text-muted-foreground">{t(m.notRated)}</span>;
  const full = Math.round(rating);
  return (
    <span className="flex items-center gap-1 text-sm">
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={n <= full ? 'size-4 fill-warning-border text-warning-border' : 'size-4 text-navy-300'}
          />
        ))}
      </span>
      <span className="font-semibold text-heading">
        {t.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
      {reviewCount !== undefined ? (
        <span className="text-muted-foreground">{t(m.reviews, { count: reviewCount })}</span>
      ) : null}
      <span className="sr-only">{t(m.outOfFive)}</span>
    </span>
  );
}

/** A directory result (spec §2 result cards; the home teaser adds call, email and website links). */
export function AttorneyCard({ attorney, action }: { attorney: Attorney; action?: ReactNode }) {
  const t = useT();
  const a = attorney;
  return (
    <article
      aria-label={a.name}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-sm"
      data-testid="attorney-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 className="text-lg font-semibold text-heading">{a.name}</h3>
          <p className="text-sm text-muted-foreground">{a.firm}</p>
        </div>
        {a.source === 'sample' ? <SampleBadge /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <StarRating rating={a.rating} reviewCount={a.reviewCount} />
        <span className="text-sm text-muted-foreground">{formatYearsExperience(a.yearsExperience)}</span>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t(m.specialties)}>
        {a.specialtyLabels.map((label, i) => (
          <li key={label}>
            <Badge variant="secondary">{specialtyLabel(a.specialties[i] ?? '', label)}</Badge>
          </li>
        ))}
      </ul>
      {/* The attorney's own words, as they wrote them (in English): marked so a Spanish page reads them as English. */}
      {a.description ? (
        <p className="text-sm" lang="en">
          {a.description}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1">
          <MapPin className="size-4 text-primary" aria-hidden="true" />
          {a.city}, {a.state}
          {a.distanceMiles !== null ? (
            <span className="text-muted-foreground">{t(m.milesAway, { miles: a.distanceMiles })}</span>
          ) : null}
        </span>
        <span className="font-semibold text-heading">{hourlyRateText(a.hourlyRate)}</span>
      </div>
      {a.phone || a.email || a.website ? (
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
          aria-label={t(m.contactName, { name: a.name })}
        >
          {a.phone ? (
            <li>
              <a
                className="flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}
              >
                <Phone className="size-4" aria-hidden="true" />
                {t(m.call, { phone: a.phone })}
              </a>
            </li>
          ) : null}
          {a.email ? (
            <li>
              <a
                className="flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                href={`mailto:${a.email}`}
              >
                <Mail className="size-4" aria-hidden="true" />
                {t(m.email)}
              </a>
            </li>
          ) : null}
          {a.website ? (
            <li>
              <a
                className="flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                href={a.website}
                rel="noopener noreferrer nofollow"
                target="_blank"
              >
                <Globe className="size-4" aria-hidden="true" />
                {t(m.website)}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {action}
    </article>
  );
}
