import type { CaseFollowUpRow } from '../read-models/case-follow-ups/case-follow-up.row';
import { caseCalendarEvents } from './case-calendar';
import { buildCaseTimeline, RESOLVED_PAID } from './case-timeline';
import { lastDayToSue, type LastDayToSue } from './last-day-to-sue';

const row = (over: Partial<CaseFollowUpRow> = {}): CaseFollowUpRow => ({
  case_id: 'c-1',
  user_id: 'u-1',
  state: 'NY',
  case_type: 'unpaid-work',
  incident_date: '2026-09-15',
  agreement_form: null,
  document_ready_at: '2026-12-01T10:00:00.000Z',
  printed_response_due_date: '2027-01-05',
  letters: [],
  delivered_at: null,
  mailed_through_suego: false,
  outcome: null,
  outcome_amount_cents: null,
  outcome_recorded_at: null,
  outcome_via: null,
  reminders: [],
  version: 3,
  updated_at: '2026-12-01T10:00:00.000Z',
  ...over,
});
const certified = {
  mailingId: 'm-1',
  carrier: 'sandbox',
  service: 'certified',
  status: 'delivered',
  trackingNumber: '9407100000000000000001',
  mailedOn: '2026-12-01',
  expectedDeliveryDate: '2026-12-04',
  deliveredAt: '2026-12-04T12:00:00.000Z',
  returnedAt: null,
  responseDueDate: '2027-01-05',
};
const unknownLaw: LastDayToSue = { verified: false, date: null, reason: 'not verified here' };
const keys = (t: ReturnType<typeof buildCaseTimeline>) => t.steps.map((s) => `${s.key}:${s.status}`);

describe('the case timeline', () => {
  it('a letter not mailed yet: the next action is to mail it', () => {
    const t = buildCaseTimeline(row(), '2026-12-02', unknownLaw);
    expect(t.headline).toBe('Letter ready');
    expect(keys(t)).toEqual([
      'letter_ready:done',
      'mailed:current',
      'delivered:upcoming',
      'deadline:upcoming',
      'outcome:upcoming',
    ]);
    expect(t.nextAction).toMatch(/^Mail your letter/);
  });

  it('delivered and waiting: the response date is the current step, with tracking on the mailed one', () => {
    const t = buildCaseTimeline(row({ letters: [certified] }), '2026-12-10', unknownLaw);
    expect(t.headline).toBe('Delivered');
    expect(keys(t)).toEqual([
      'letter_ready:done',
      'mailed:done',
      'delivered:done',
      'deadline:current',
      'outcome:upcoming',
    ]);
    expect(t.steps[1]!.detail).toContain('Tracking number 9407100000000000000001');
    expect(t.nextAction).toMatch(/^Wait for their answer/);
    // The same sentences by code and raw parameters, for the client to translate (issue 33).
    expect(t).toMatchObject({
      headlineCode: 'delivered',
      nextActionCode: 'wait',
      nextActionParams: { due: '2027-01-05' },
    });
    expect(t.steps[1]).toMatchObject({
      labelCode: 'mailed',
      detailCode: 'mailed_service_tracked',
      params: { service: 'certified', tracking: '9407100000000000000001' },
    });
    expect(t.steps[3]).toMatchObject({
      labelCode: 'deadline',
      detailCode: 'deadline_until',
      params: { due: '2027-01-05' },
    });
  });

  it('after the response date it asks "Did they pay?"; paid in full reads "Resolved: paid" and asks nothing', () => {
    const waiting = buildCaseTimeline(row({ letters: [certified] }), '2027-01-06', unknownLaw);
    expect(waiting.headline).toBe('Response date passed');
    expect(waiting.nextAction).toBe('Did they pay? Record what happened.');
    const paid = buildCaseTimeline(
      row({
        letters: [certified],
        outcome: 'paid_in_full',
        outcome_amount_cents: 240_000,
        outcome_recorded_at: '2027-01-06T10:00:00.000Z',
      }),
      '2027-01-06',
      unknownLaw,
    );
    expect(paid.headline).toBe(RESOLVED_PAID);
    expect(paid.nextAction).toBeNull();
    expect(paid.steps.at(-1)).toMatchObject({ key: 'outcome', label: RESOLVED_PAID, status: 'done' });
    expect(paid.steps.at(-1)!.detail).toContain('$2,400.00 received');
    expect(paid.headlineCode).toBe('paid_in_full');
    expect(paid.steps.at(-1)).toMatchObject({
      labelCode: 'paid_in_full',
      detailCode: 'recorded_amount',
      nextActionCode: null,
      params: { recordedOn: '2027-01-06', amountCents: 240_000 },
    });
  });

  it('refused: the next step is court, with the last day to sue only when it is verified', () => {
    const refused = row({ outcome: 'refused', outcome_recorded_at: '2027-01-06T10:00:00.000Z' });
    expect(buildCaseTimeline(refused, '2027-01-06', unknownLaw).nextAction).toMatch(
      /Ask the small-claims clerk for the last day to sue/,
    );
    const verified: LastDayToSue = {
      verified: true,
      date: '2032-09-15',
      citation: 'N.Y. C.P.L.R. §213',
      basis: 'x',
    };
    const sue = buildCaseTimeline(refused, '2027-01-06', verified);
    expect(sue.nextAction).toContain('The last day to sue is September 15, 2032');
    expect(sue).toMatchObject({
      nextActionCode: 'sue_verified',
      nextActionParams: { sueDate: '2032-09-15', citation: 'N.Y. C.P.L.R. §213', recordedOn: '2027-01-06' },
    });
    expect(buildCaseTimeline(refused, '2027-01-06', unknownLaw).nextActionCode).toBe('sue_ask_clerk');
  });

  it('a returned letter needs attention: send it again', () => {
    const returned = {
      ...certified,
      status: 'returned',
      deliveredAt: null,
      returnedAt: '2026-12-04T12:00:00.000Z',
    };
    const t = buildCaseTimeline(row({ letters: [returned] }), '2026-12-05', unknownLaw);
    expect(t.headline).toBe('Returned to sender');
    expect(t.steps[2]).toMatchObject({ key: 'delivered', status: 'problem' });
    expect(t.nextAction).toMatch(/^Send it again/);
  });

  it('a verified limitation period gives the date only while its check is under 12 months old (AZ, ADR 047)', () => {
    const az = row({ state: 'AZ', case_type: 'contract-breach', agreement_form: 'written' });
    expect(lastDayToSue(az, '2026-12-01')).toMatchObject({ verified: true, date: '2032-09-15' });
    expect(lastDayToSue(az, '2027-12-01')).toMatchObject({ verified: false, date: null });
  });

  it('an unverified limitation period gives no date (the calendar says to ask the clerk)', () => {
    const sue = lastDayToSue(row({ state: 'XX' }));
    expect(sue).toMatchObject({ verified: false, date: null });
    const events = caseCalendarEvents({
      caseId: 'c-1',
      caseTitle: 'Unpaid Work v. Acme',
      caseUrl: 'https://suego.test/document/c-1',
      responseDueDate: '2027-01-05',
      lastDayToSue: sue,
      sequence: 3,
    });
    expect(events.map((e) => [e.uid, e.date])).toEqual([
      ['response-date-c-1@suego.app', '2027-01-05'],
      ['ask-the-clerk-c-1@suego.app', '2027-01-06'],
    ]);
  });
});
