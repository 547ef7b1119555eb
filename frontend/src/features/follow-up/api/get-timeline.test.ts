import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getTimelineQueryOptions, TIMELINE_NOT_READY_REFETCH_MS } from './get-timeline';
import type { CaseTimeline } from './types';

type TimelineQuery = Query<CaseTimeline, Error, CaseTimeline, readonly unknown[]>;
const queryWith = (headlineCode: string | undefined) =>
  ({
    state: { data: headlineCode ? ({ headlineCode } as CaseTimeline) : undefined },
  }) as unknown as TimelineQuery;

describe('the case journey query', () => {
  const interval = getTimelineQueryOptions('c1').refetchInterval as unknown as (
    query: TimelineQuery,
  ) => number | false;

  it('asks again while the letter is not ready, so a journey fetched during drafting catches up', () => {
    expect(interval(queryWith('letter_not_ready'))).toBe(TIMELINE_NOT_READY_REFETCH_MS);
  });

  it('stops asking once the journey has its letter (or before the first answer)', () => {
    expect(interval(queryWith('ready_to_mail'))).toBe(false);
    expect(interval(queryWith('paid_in_full'))).toBe(false);
    expect(interval(queryWith(undefined))).toBe(false);
  });
});
