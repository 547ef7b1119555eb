import { Star, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AttorneyMatch } from '../api/get-attorney-matches';
import { matchReasons } from '../api/match-reasons';
import { formatYearsExperience } from './attorney-card';
import { SampleBadge } from './sample-data';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * Recommended Attorneys (spec §2, §9): the top 3 matches with their percent match and top 2 reasons each, and
 * "Request Attorney Referral ($15)" (DESIGN §8, docs/adr/196: sending the case is a paid referral, not the spec's
 * free Contact Attorney), disabled while a request is pending. `price` is the catalog's fee ("$15") or "Included".
 */
export function RecommendedAttorneysCard({
  matches,
  onRefer,
  pendingId = null,
  price = null,
}: {
  matches: readonly AttorneyMatch[];
  onRefer?: (attorneyId: string) => void;
  /** the attorney whose referral is being sent */
  pendingId?: string | null;
  /** "$15" from the price catalog, "Included" with a plan, null while prices load */
  price?: string | null;
}) {
  const t = useT();
  const action = price ? t(m.referWithPrice, { price }) : t(m.requestReferral);
  return (
    <Card aria-labelledby="recommended-attorneys-title">
      <CardHeader>
        <CardTitle id="recommended-attorneys-title" className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          {t(m.recommended)}
        </CardTitle>
        <CardDescription>{t(m.recommendedBody)}</CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {matches.slice(0, 3).map((match) => (
          <li
            key={match.attorney.id}
            className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-heading">{match.attorney.name}</span>
              <span className="text-primary-soft-foreground">
                {t(m.match, { percent: Math.round(match.matchScore * 100) })}
              </span>
            </div>
            {match.attorney.firm ? (
              <span className="text-muted-foreground">
                {match.attorney.firm}
                {match.attorney.city ? `, ${match.attorney.city}` : ''}
              </span>
            ) : null}
            {match.attorney.source === 'sample' ? <SampleBadge /> : null}
            {match.attorney.rating !== null ? (
              <span className="flex items-center gap-1 text-muted-foreground">
                <Star className="size-3.5" aria-hidden="true" />
                {match.attorney.rating}
                {match.attorney.yearsExperience !== null
                  ? ` · ${formatYearsExperience(Number(match.attorney.yearsExperience))}`
                  : null}
              </span>
            ) : null}
            <ul className="list-disc pl-5 text-muted-foreground">
              {matchReasons(match.reasons, match.reasonCodes)
                .slice(0, 2)
                .map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
            </ul>
            {onRefer ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="mt-1 h-auto min-h-9 w-fit whitespace-normal"
                disabled={pendingId !== null}
                aria-label={t(m.referFor, { action, name: match.attorney.name })}
                onClick={() => onRefer(match.attorney.id)}
              >
                {pendingId === match.attorney.id ? t(m.sending) : action}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
