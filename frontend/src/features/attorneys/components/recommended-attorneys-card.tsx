import { Star, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AttorneyMatch } from '../api/get-attorney-matches';
import { SampleBadge } from './sample-data';

/**
 * Recommended Attorneys (spec §2, §9): the top 3 matches with their percent match and top 2 reasons each, and
 * Contact Attorney (disabled while a request is pending). `feeText` says what a referral costs this user.
 */
export function RecommendedAttorneysCard({
  matches,
  onContact,
  pendingId = null,
  feeText = null,
}: {
  matches: readonly AttorneyMatch[];
  onContact?: (attorneyId: string) => void;
  /** the attorney whose referral is being sent */
  pendingId?: string | null;
  feeText?: string | null;
}) {
  return (
    <Card aria-labelledby="recommended-attorneys-title">
      <CardHeader>
        <CardTitle id="recommended-attorneys-title" className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          Recommended Attorneys
        </CardTitle>
        {feeText ? <CardDescription>Sending your case to an attorney: {feeText}.</CardDescription> : null}
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {matches.slice(0, 3).map((match) => (
          <li key={match.attorney.id} className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-heading">{match.attorney.name}</span>
              <span className="text-primary-soft-foreground">{Math.round(match.matchScore * 100)}% match</span>
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
                {match.attorney.yearsExperience !== null ? ` · ${match.attorney.yearsExperience} years experience` : null}
              </span>
            ) : null}
            <ul className="list-disc pl-5 text-muted-foreground">
              {match.reasons.slice(0, 2).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {onContact ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="mt-1 w-fit"
                disabled={pendingId !== null}
                aria-label={`Contact Attorney ${match.attorney.name}`}
                onClick={() => onContact(match.attorney.id)}
              >
                {pendingId === match.attorney.id ? 'Sending…' : 'Contact Attorney'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
