import { describe, expect, it } from 'vitest';
import type { CaseHistoryEvent } from '../api/types';
import { actorLabel, historyStops, stopIndexFor } from './audit-format';

const event = (position: number, recordedAt: string): CaseHistoryEvent => ({
  position,
  type: 'X',
  occurredAt: recordedAt,
  recordedAt,
  actor: null,
  summary: `event ${position}`,
  changes: [],
});

describe('audit screen helpers', () => {
  const events = [
    event(1, '2026-11-20T10:00:00.000Z'),
    event(2, '2026-11-20T10:00:00.000Z'), // the same transaction: one instant, one stop
    event(3, '2026-11-20T10:05:00.000Z'),
    event(4, '2026-11-21T09:00:00.000Z'),
  ];

  it('makes one slider stop per instant the case changed at', () => {
    expect(historyStops(events).map((s) => [s.at, s.events.map((e) => e.position)])).toEqual([
      ['2026-11-20T10:00:00.000Z', [1, 2]],
      ['2026-11-20T10:05:00.000Z', [3]],
      ['2026-11-21T09:00:00.000Z', [4]],
    ]);
  });

  it('puts the slider on the last stop at or before the chosen instant (any instant, not only event times)', () => {
    const stops = historyStops(events);
    expect(stopIndexFor(stops, null)).toBe(2);
    expect(stopIndexFor(stops, '2026-11-20T10:05:00.000Z')).toBe(1);
    expect(stopIndexFor(stops, '2026-11-20T23:59:59.000Z')).toBe(1);
    expect(stopIndexFor(stops, '2030-01-01T00:00:00Z')).toBe(2);
    expect(stopIndexFor(stops, '2020-01-01T00:00:00Z')).toBe(-1);
  });

  it('names who caused an event in words', () => {
    expect(actorLabel(null, 'u1')).toBe('System');
    expect(actorLabel({ id: 'u1', role: 'user' }, 'u1')).toBe('Claimant');
    expect(actorLabel({ id: 'system:document-generator', role: 'system' }, 'u1')).toBe(
      'System (document generator)',
    );
    expect(actorLabel({ id: 's1', role: 'staff' }, 'u1')).toBe('Staff member');
    expect(actorLabel({ id: 'u2', role: 'user' }, 'u1')).toBe('Another user');
  });
});
