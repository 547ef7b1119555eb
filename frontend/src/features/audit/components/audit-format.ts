import type { CaseHistoryEvent } from '../api/types';

const when = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant to the second, in the reader's time zone ("Nov 24, 2026, 10:00:03 AM"). */
export const formatInstant = (iso: string) => when.format(new Date(iso));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsdCents = (cents: unknown) =>
  typeof cents === 'number' ? usd.format(cents / 100) : typeof cents === 'string' ? cents : '—';

export const STATUS_LABELS: Record<string, string> = {
  none: 'Not opened yet',
  draft: 'Draft',
  pending: 'Pending payment',
  paid: 'Paid (document being drafted)',
  subscription: 'Covered by a subscription',
  under_review: 'Under review',
  completed: 'Completed',
};

/** Who caused an event, in words: the claimant, staff, or the system (payment provider, workers). */
export function actorLabel(actor: CaseHistoryEvent['actor'], ownerId: string | null): string {
  if (!actor) return 'System';
  if (actor.id === ownerId) return 'Claimant';
  // Workers sign their events `system:<name>`, e.g. system:document-generator.
  if (actor.role === 'system') return `System (${actor.id.replace(/^system:/, '').replace(/-/g, ' ')})`;
  if (actor.role === 'staff') return 'Staff member';
  if (actor.role === 'auditor') return 'Auditor';
  return 'Another user';
}

/** The distinct instants the case changed at, oldest first: each is one stop of the time slider. */
export function historyStops(
  events: readonly CaseHistoryEvent[],
): { at: string; events: CaseHistoryEvent[] }[] {
  const stops: { at: string; events: CaseHistoryEvent[] }[] = [];
  for (const e of events) {
    const last = stops.at(-1);
    if (last && last.at === e.recordedAt) last.events.push(e);
    else stops.push({ at: e.recordedAt, events: [e] });
  }
  return stops;
}

/** The stop shown for `asOf`: the last one at or before it (null = now, the last stop); -1 before the first. */
export function stopIndexFor(stops: readonly { at: string }[], asOf: string | null): number {
  if (asOf === null) return stops.length - 1;
  const t = Date.parse(asOf);
  let index = -1;
  stops.forEach((s, i) => {
    if (Date.parse(s.at) <= t) index = i;
  });
  return index;
}
