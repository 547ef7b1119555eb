import { useFollowUpCards } from '../api/get-timeline';
import { headlineText, nextActionText } from '../api/timeline-text';
import type { CaseTimeline } from '../api/types';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** A My Documents card's line about the case after its letter: where it stands and what to do next. */
export function FollowUpSummary({ timeline }: { timeline: CaseTimeline }) {
  const t = useT();
  const next = nextActionText(timeline);
  return (
    <div className="rounded-md border border-border bg-surface p-3 text-sm" data-testid="follow-up-summary">
      <p className="font-semibold text-heading">{headlineText(timeline)}</p>
      {next ? <p className="text-muted-foreground">{t(m.next, { action: next })}</p> : null}
    </div>
  );
}

/** The line for one card; every card of a page shares one request (the same query for the page's case ids). */
export function FollowUpCardLine({ caseId, pageIds }: { caseId: string; pageIds: readonly string[] }) {
  const cards = useFollowUpCards(pageIds);
  const timeline = cards.data?.find((t) => t.caseId === caseId);
  return timeline ? <FollowUpSummary timeline={timeline} /> : null;
}
