import { federalHolidays, nonBusinessDayReason, onOrNextBusinessDay } from './calendar';

describe('business days', () => {
  it('lists the federal holidays as observed (5 U.S.C. §6103), including a Saturday New Year observed on Dec 31', () => {
    expect([...federalHolidays(2026).keys()]).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect([...federalHolidays(2027).keys()]).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18', // June 19 is a Saturday
      '2027-07-05', // July 4 is a Sunday
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24', // Christmas is a Saturday
      '2027-12-31', // New Year's Day 2028 is a Saturday
    ]);
  });

  it('says why a day is not a business day', () => {
    expect(nonBusinessDayReason('2026-11-28')).toBe('a Saturday');
    expect(nonBusinessDayReason('2026-11-29')).toBe('a Sunday');
    expect(nonBusinessDayReason('2026-11-26')).toBe('a federal holiday (Thanksgiving Day)');
    expect(nonBusinessDayReason('2026-11-27')).toBeNull();
  });

  it('moves a deadline forward past weekends and holidays, never back', () => {
    expect(onOrNextBusinessDay('2026-12-02')).toEqual({ date: '2026-12-02', movedFrom: null, reason: null });
    expect(onOrNextBusinessDay('2026-12-26')).toEqual({
      date: '2026-12-28',
      movedFrom: '2026-12-26',
      reason: 'a Saturday',
    });
    expect(onOrNextBusinessDay('2026-12-25')).toEqual({
      date: '2026-12-28',
      movedFrom: '2026-12-25',
      reason: 'a federal holiday (Christmas Day)',
    });
    expect(onOrNextBusinessDay('2027-12-24').date).toBe('2027-12-27'); // observed Christmas, then the weekend
    expect(onOrNextBusinessDay('2027-12-31').date).toBe('2028-01-03'); // observed New Year's Day, then the weekend
  });
});
