import { NotFoundError, ValidationError } from '../../../common/errors';
import { caseDetails } from '../../../testing/documents/case-fixtures';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from '../court';
import { hearingCalendar, hearingSteps, PREPARE_ACTION } from './hearing-steps';
import { hearingReminderDueAt, zonedInstant } from './hearing-time';
import { decideHearing, type HearingCommand } from './hearing.decide';
import type { HearingEvent } from './hearing.events';
import { ASK_THE_CLERK, serviceItem } from './hearing-checklist';
import type { CaseFileEvent } from '../../case-file.events';

const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const now = new Date('2026-11-27T18:00:00.000Z');
const opened: CaseFileEvent = {
  type: 'CaseOpened',
  data: {
    caseId,
    userId,
    title: 'Unpaid Work v. Dana',
    status: 'pending',
    details: caseDetails({ state: 'CA', documentType: 'demand_letter', amountCents: 240_000 }),
    openedAt: '2026-11-01T10:00:00.000Z',
  },
};

const given = (...events: CaseFileEvent[]): CaseCourt =>
  events.reduce((s, e) => evolveCaseCourt(s, e), initialCaseCourt());
const when = (state: CaseCourt, command: HearingCommand): HearingEvent[] => decideHearing(command, state);
const schedule = (
  over: Partial<{ court: string; date: string; time: string; timeZone: string }> = {},
  at = now,
) =>
  ({
    type: 'ScheduleHearing',
    data: {
      caseId,
      userId,
      hearingId: 'h1',
      court: 'Fresno County Superior Court, 1130 O Street, Fresno, CA 93721',
      date: '2027-01-15',
      time: '08:30',
      timeZone: 'America/Los_Angeles',
      ...over,
    },
    metadata: { now: at },
  }) as const;
const scheduled = (
  hearingId = 'h1',
  date = '2027-01-15',
  scheduledAt = now.toISOString(),
): CaseFileEvent => ({
  type: 'HearingScheduled',
  data: {
    caseId,
    hearingId,
    court: 'Fresno County Superior Court',
    date,
    time: '08:30',
    timeZone: 'America/Los_Angeles',
    startsAt: zonedInstant(date, '08:30', 'America/Los_Angeles')!.toISOString(),
    scheduledAt,
  },
});
const remind = (reminder: 'week_before' | 'day_before', at: Date, hearingId = 'h1', optedOut = false) =>
  ({
    type: 'SendHearingReminder',
    data: { caseId, hearingId, reminder, optedOut },
    metadata: { now: at },
  }) as const;
const fieldOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return (error.details as { field?: string } | undefined)?.field;
    throw error;
  }
  return undefined;
};

describe('hearing decider (ADR 186)', () => {
  it('sets the hearing with its instant in the hearing zone (PST in January)', () => {
    const [event] = when(given(opened), schedule());
    expect(event).toMatchObject({
      type: 'HearingScheduled',
      data: { hearingId: 'h1', date: '2027-01-15', time: '08:30', startsAt: '2027-01-15T16:30:00.000Z' },
    });
  });

  it('canonicalises the zone name and takes daylight time into account', () => {
    const [event] = when(
      given(opened),
      schedule({ timeZone: 'US/Eastern', date: '2027-07-01', time: '09:00' }),
    );
    expect(event?.data).toMatchObject({ timeZone: 'America/New_York', startsAt: '2027-07-01T13:00:00.000Z' });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ timeZone: '+05:00' }, 'timeZone'],
    [{ date: '2027-02-30' }, 'date'],
    [{ date: '15/01/2027' }, 'date'],
    [{ time: '25:00' }, 'time'],
    [{ date: '2027-03-14', time: '02:30' }, 'time'], // the hour the clocks skip in California
    [{ date: '2026-11-27', time: '09:00' }, 'date'], // this morning, already past
    [{ date: '2031-01-15' }, 'date'], // absurdly far
    [{ court: '   ' }, 'court'],
  ])('refuses %j with a 400 naming %s', (over, field) => {
    expect(fieldOf(() => when(given(opened), schedule(over)))).toBe(field);
  });

  it("answers 404 for another user's case and for no case", () => {
    const other = { ...schedule(), data: { ...schedule().data, userId: 'someone-else' } };
    expect(() => when(given(opened), other)).toThrow(NotFoundError);
    expect(() => when(given(), schedule())).toThrow(NotFoundError);
  });

  it('the same hearing again records nothing; a change is a reschedule with a new id', () => {
    const state = given(opened, scheduled('h1'));
    expect(when(state, { ...schedule({ court: 'Fresno County Superior Court' }) })).toEqual([]);
    const [moved] = when(state, {
      ...schedule({ court: 'Fresno County Superior Court', date: '2027-01-22' }),
      data: {
        ...schedule({ court: 'Fresno County Superior Court', date: '2027-01-22' }).data,
        hearingId: 'h2',
      },
    });
    expect(moved).toMatchObject({ type: 'HearingScheduled', data: { hearingId: 'h2', date: '2027-01-22' } });
  });

  it('clears a hearing once; clearing nothing records nothing', () => {
    const cancel = { type: 'CancelHearing', data: { caseId, userId }, metadata: { now } } as const;
    expect(when(given(opened, scheduled()), cancel)).toEqual([
      { type: 'HearingCanceled', data: { caseId, hearingId: 'h1', canceledAt: now.toISOString() } },
    ]);
    expect(when(given(opened), cancel)).toEqual([]);
  });

  describe('reminders: 9:00 in the hearing zone, 7 days and 1 day before', () => {
    const hearing = {
      date: '2027-01-15',
      timeZone: 'America/Los_Angeles',
      startsAt: '2027-01-15T16:30:00.000Z',
    };
    const weekDue = hearingReminderDueAt('week_before', hearing);
    const dayDue = hearingReminderDueAt('day_before', hearing);

    it('fall due at 9:00 Pacific on January 8 and 14', () => {
      expect(weekDue.toISOString()).toBe('2027-01-08T17:00:00.000Z');
      expect(dayDue.toISOString()).toBe('2027-01-14T17:00:00.000Z');
    });

    it('goes once when due', () => {
      const state = given(opened, scheduled());
      const [sent] = when(state, remind('week_before', weekDue));
      expect(sent).toMatchObject({
        type: 'HearingReminderSent',
        data: { hearingId: 'h1', reminder: 'week_before' },
      });
      expect(when(given(opened, scheduled(), sent as CaseFileEvent), remind('week_before', weekDue))).toEqual(
        [],
      );
    });

    it("a rescheduled or cleared hearing's old reminders send nothing", () => {
      expect(
        when(given(opened, scheduled('h1'), scheduled('h2')), remind('week_before', weekDue, 'h1')),
      ).toEqual([]);
      const cleared: CaseFileEvent = {
        type: 'HearingCanceled',
        data: { caseId, hearingId: 'h1', canceledAt: now.toISOString() },
      };
      expect(when(given(opened, scheduled('h1'), cleared), remind('day_before', dayDue, 'h1'))).toEqual([]);
    });

    it('not when the owner turned reminders off', () => {
      expect(when(given(opened, scheduled()), remind('day_before', dayDue, 'h1', true))).toEqual([]);
    });

    it('not late: the week-before one once the day-before one is due, the day-before one once the hearing began', () => {
      const state = given(opened, scheduled());
      expect(when(state, remind('week_before', dayDue))).toEqual([]);
      expect(when(state, remind('day_before', new Date(hearing.startsAt)))).toEqual([]);
      expect(
        when(state, remind('day_before', new Date(hearing.startsAt.replace('16:30', '16:29')))),
      ).toHaveLength(1);
    });

    it('no "in 7 days" for a hearing set 3 days before it', () => {
      const state = given(opened, scheduled('h1', '2027-01-15', '2027-01-12T10:00:00.000Z'));
      expect(when(state, remind('week_before', new Date('2027-01-12T10:00:00.000Z')))).toEqual([]);
      expect(when(state, remind('day_before', dayDue))).toHaveLength(1);
    });
  });

  describe('timeline and calendar', () => {
    it('the hearing step is upcoming, current in its last week (with what to prepare), then done', () => {
      const state = given(opened, scheduled());
      expect(hearingSteps(state, '2026-12-01')[0]).toMatchObject({
        key: 'hearing',
        status: 'upcoming',
        date: '2027-01-15',
        nextAction: null,
      });
      expect(hearingSteps(state, '2027-01-09')[0]).toMatchObject({
        status: 'current',
        nextAction: PREPARE_ACTION,
      });
      expect(hearingSteps(state, '2027-01-16')[0]?.status).toBe('done');
      expect(hearingSteps(given(opened), '2027-01-09')).toEqual([]);
    });

    it('three events with stable uids; a reschedule bumps SEQUENCE, clearing cancels them', () => {
      const first = hearingCalendar(given(opened, scheduled('h1')), caseId, '2026-12-01');
      expect(first.map((e) => [e.uid, e.date, e.sequence, e.cancelled])).toEqual([
        [`hearing-${caseId}@suego.app`, '2027-01-15', 1, false],
        [`hearing-reminder-7d-${caseId}@suego.app`, '2027-01-08', 1, false],
        [`hearing-reminder-1d-${caseId}@suego.app`, '2027-01-14', 1, false],
      ]);
      expect(first[0]?.at?.start.toISOString()).toBe('2027-01-15T16:30:00.000Z');
      const moved = hearingCalendar(
        given(opened, scheduled('h1'), scheduled('h2', '2027-01-22')),
        caseId,
        '2026-12-01',
      );
      expect(moved.map((e) => [e.uid, e.date, e.sequence])).toEqual([
        [`hearing-${caseId}@suego.app`, '2027-01-22', 2],
        [`hearing-reminder-7d-${caseId}@suego.app`, '2027-01-15', 2],
        [`hearing-reminder-1d-${caseId}@suego.app`, '2027-01-21', 2],
      ]);
      const cleared = given(opened, scheduled('h1'), {
        type: 'HearingCanceled',
        data: { caseId, hearingId: 'h1', canceledAt: now.toISOString() },
      });
      expect(hearingCalendar(cleared, caseId, '2026-12-01').map((e) => [e.sequence, e.cancelled])).toEqual([
        [2, true],
        [2, true],
        [2, true],
      ]);
    });
  });

  describe('proof of service on the checklist', () => {
    it('quotes a verified service rule (Pennsylvania: the court serves), otherwise asks the clerk', () => {
      expect(serviceItem('PA', '2026-11-27').en).toMatch(
        /the court serves the other side \(Pa\. R\. Civ\. P\. M\.D\.J\. 307\)/,
      );
      // California's 15 days before the hearing is researched, not verified: no date is stated as law.
      expect(serviceItem('CA', '2026-11-27')).toBe(ASK_THE_CLERK);
      expect(serviceItem(null, '2026-11-27')).toBe(ASK_THE_CLERK);
    });
  });
});
