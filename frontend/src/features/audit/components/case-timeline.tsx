import { cn } from '@/lib/utils';
import type { CaseHistoryEvent } from '../api/types';
import { actorLabel, formatInstant } from './audit-format';

/**
 * Every event of the case, oldest first: when, who, what happened and what it changed (field, before, after).
 * Events after the chosen instant stay listed but are marked as not having happened yet.
 */
export function CaseTimeline({
  events,
  ownerId,
  asOf,
}: {
  events: readonly CaseHistoryEvent[];
  ownerId: string | null;
  asOf: string | null;
}) {
  const cutoff = asOf ? Date.parse(asOf) : Number.POSITIVE_INFINITY;
  return (
    <ol className="flex flex-col gap-3" aria-label="Timeline">
      {events.map((e) => {
        const later = Date.parse(e.recordedAt) > cutoff;
        return (
          <li
            key={e.position}
            className={cn(
              'flex flex-col gap-2 rounded-md border border-border p-3 text-sm',
              later && 'border-dashed border-navy-300',
            )}
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <time dateTime={e.recordedAt} className="font-semibold">
                {formatInstant(e.recordedAt)}
              </time>
              <span className="text-muted-foreground">
                #{e.position} · {actorLabel(e.actor, ownerId)}
              </span>
              {later ? <span className="font-medium">(after the chosen instant)</span> : null}
            </div>
            <p>{e.summary}</p>
            {e.changes.length > 0 ? (
              <table className="w-full table-fixed border-collapse text-left text-xs">
                <caption className="sr-only">What event {e.position} changed</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="w-1/4 py-1 pr-2 font-semibold">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-2 font-semibold">
                      Before
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {e.changes.map((c) => (
                    <tr key={c.field} className="border-b border-border/60 align-top">
                      <th scope="row" className="py-1 pr-2 font-medium">
                        {c.label}
                      </th>
                      <td className="py-1 pr-2 break-words text-muted-foreground">{c.before ?? '—'}</td>
                      <td className="py-1 break-words">{c.after ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-xs text-muted-foreground">No change to the case's fields.</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
