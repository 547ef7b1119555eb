import { businessDateOf, businessDeadline, isOverdue } from './response-promise';

/** New York wall time → the instant, for readable cases (EST = UTC-5 in winter, EDT = UTC-4 in summer). */
const est = (local: string) => new Date(`${local}-05:00`);
const edt = (local: string) => new Date(`${local}-04:00`);

describe('the 24-business-hour response promise (Monday-Friday 9:00 AM-6:00 PM New York time)', () => {
  it('a ticket filed Tuesday 9:00 AM is due Thursday 3:00 PM (9 + 9 + 6 hours)', () => {
    expect(businessDeadline(est('2026-12-01T09:00:00'))).toEqual(est('2026-12-03T15:00:00'));
  });

  it('filed Friday 5:00 PM: 1 hour Friday, 9 Monday, 9 Tuesday, 5 Wednesday → Wednesday 2:00 PM', () => {
    expect(businessDeadline(est('2026-12-04T17:00:00'))).toEqual(est('2026-12-09T14:00:00'));
  });

  it('filed at night or on a weekend, the clock starts at the next opening', () => {
    expect(businessDeadline(est('2026-12-05T11:00:00'))).toEqual(est('2026-12-09T15:00:00')); // Saturday
    expect(businessDeadline(est('2026-12-01T22:30:00'))).toEqual(est('2026-12-04T15:00:00')); // Tuesday night
    expect(businessDeadline(est('2026-12-01T06:00:00'))).toEqual(est('2026-12-03T15:00:00')); // Tuesday early
  });

  it('skips federal holidays: filed the Wednesday before Thanksgiving 2026', () => {
    // Wed Nov 25: 9 h; Thu Nov 26 Thanksgiving skipped; Fri Nov 27: 9 h; Mon Nov 30: 6 h.
    expect(businessDeadline(est('2026-11-25T09:00:00'))).toEqual(est('2026-11-30T15:00:00'));
  });

  it('follows daylight saving time: summer hours are EDT', () => {
    expect(businessDeadline(edt('2026-07-07T09:00:00'))).toEqual(edt('2026-07-09T15:00:00'));
    // Across the switch (Sunday Nov 1, 2026): filed Friday Oct 30 at 9 AM EDT, due Tuesday Nov 3 at 3 PM EST.
    expect(businessDeadline(edt('2026-10-30T09:00:00'))).toEqual(est('2026-11-03T15:00:00'));
  });

  it('dates are New York dates', () => {
    expect(businessDateOf(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
  });

  it('overdue: open or in progress past the deadline; resolved and closed never', () => {
    const dueAt = est('2026-12-03T15:00:00');
    const later = est('2026-12-03T15:00:01');
    expect(isOverdue({ status: 'open', dueAt }, later)).toBe(true);
    expect(isOverdue({ status: 'in_progress', dueAt }, later)).toBe(true);
    expect(isOverdue({ status: 'open', dueAt }, dueAt)).toBe(false);
    expect(isOverdue({ status: 'resolved', dueAt }, later)).toBe(false);
    expect(isOverdue({ status: 'closed', dueAt }, later)).toBe(false);
    expect(isOverdue({ status: 'open', dueAt: null }, later)).toBe(false);
  });
});
