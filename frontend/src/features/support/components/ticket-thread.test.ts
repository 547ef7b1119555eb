import { describe, expect, it } from 'vitest';
import { formatDateTime } from './ticket-thread';

describe('ticket times (issue 32)', () => {
  it('are New York time with the zone, like the support hours and the email ("EST")', () => {
    expect(formatDateTime('2026-11-24T20:05:00Z')).toBe('Nov 24, 2026, 3:05 PM EST');
    expect(formatDateTime('2026-07-01T13:30:00Z')).toBe('Jul 1, 2026, 9:30 AM EDT');
  });
});
