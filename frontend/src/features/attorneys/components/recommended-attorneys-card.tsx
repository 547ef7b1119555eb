import { Star, UserRound } from 'lucide-react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import type { AttorneyMatch } from '../api/get-attorney-matches';

/** Recommended Attorneys (spec §2, §9): the top 3 matches with their percent match and top 2 reasons each. */
export function RecommendedAttorneysCard({ matches }: { matches: readonly AttorneyMatch[] }) {
  return (
    <Card aria-labelledby="recommended-attorneys-title">
      <CardHeader>
        <CardTitle id="recommended-attorneys-title" className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          Recommended Attorneys
        </CardTitle>
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
                {Math.round(match.matchScore * 100)}% match
              </span>
            </div>
            {match.attorney.rating !== null ? (
              <span className="flex items-center gap-1 text-muted-foreground">
                <Star className="size-3.5" aria-hidden="true" />
                {match.attorney.rating}
                {match.attorney.yearsExperience !== null
                  ? ` · ${match.attorney.yearsExperience} years experience`
                  : null}
              </span>
            ) : null}
            <ul className="list-disc pl-5 text-muted-foreground">
              {match.reasons.slice(0, 2).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
}
