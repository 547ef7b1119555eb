import { AppError, IllegalStateError } from '../../common/errors';
import type { ReferralRequest } from './referral-request';
import { referralRequestDecider } from './referral-request.decider';
import type {
  OpenReferralRequest,
  RecordReferralPayment,
  WithdrawReferralRequest,
} from './referral-request.decide';
import type { ReferralAttorney, ReferralDetails, ReferralRequestEvent } from './referral-request.events';

const now = new Date('2026-11-20T15:00:00.000Z');
const attorney = (n: number): ReferralAttorney => ({
  attorneyId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Attorney ${n}`,
  firm: `Firm ${n}`,
  city: 'Austin',
  state: 'TX',
  email: `a${n}@firm.example`,
  source: 'sample',
});
const details = (over: Partial<ReferralDetails> = {}): ReferralDetails => ({
  referralRequestId: 'c2a1e0b4-0000-4000-8000-000000000001',
  userId: 'u-1',
  kind: 'matched',
  caseId: null,
  caseType: 'landlord_tenant',
  specialty: 'landlord_tenant',
  state: 'TX',
  description: 'My landlord kept my $1,200 deposit.',
  urgency: 'high',
  budget: '500-2000',
  contactEmail: 'me@example.com',
  contactPhone: '512-555-0100',
  notes: null,
  attorneys: [attorney(1), attorney(2), attorney(3)],
  ...over,
});
const open = (
  payment: OpenReferralRequest['data']['payment'],
  over: Partial<ReferralDetails> = {},
): OpenReferralRequest => ({
  type: 'OpenReferralRequest',
  data: { details: details(over), payment },
  metadata: { now },
});
const pay = (paymentIntentId: string, amount: number): RecordReferralPayment => ({
  type: 'RecordReferralPayment',
  data: { referralRequestId: details().referralRequestId, paymentIntentId, amount },
  metadata: { now },
});
const given = (events: ReferralRequestEvent[]): ReferralRequest =>
  events.reduce(referralRequestDecider.evolve, referralRequestDecider.initialState());
const withdraw = (userId = 'u-1'): WithdrawReferralRequest => ({
  type: 'WithdrawReferralRequest',
  data: { referralRequestId: details().referralRequestId, userId },
  metadata: { now },
});
const when = (
  command: OpenReferralRequest | RecordReferralPayment | WithdrawReferralRequest,
  events: ReferralRequestEvent[] = [],
) => referralRequestDecider.decide(command, given(events));

describe('referral requests (given / when / then)', () => {
  it('a subscriber: included, sent at once to the picked attorneys', () => {
    expect(when(open({ kind: 'included', payment: { method: 'subscription', plan: 'suego' } }))).toEqual([
      {
        type: 'ReferralRequested',
        data: {
          ...details(),
          payment: { method: 'subscription', plan: 'suego' },
          requestedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('a non-subscriber: opened, waiting for the $15 fee; nothing is sent until it is paid', () => {
    const opened = when(open({ kind: 'fee', fee: 1500, paymentIntentId: 'pi_ref' }));
    expect(opened).toEqual([
      {
        type: 'ReferralRequestOpened',
        data: {
          ...details(),
          fee: 1500,
          currency: 'usd',
          paymentIntentId: 'pi_ref',
          openedAt: now.toISOString(),
        },
      },
    ]);
    const sent = when(pay('pi_ref', 1500), opened);
    expect(sent).toEqual([
      {
        type: 'ReferralRequested',
        data: {
          ...details(),
          payment: { method: 'paid', paymentIntentId: 'pi_ref', amount: 1500 },
          requestedAt: now.toISOString(),
        },
      },
    ]);
    // Reported again (webhook + sandbox, or a retry): sent once.
    expect(when(pay('pi_ref', 1500), [...opened, ...sent])).toEqual([]);
  });

  it('refuses a payment that is not the awaited intent or does not cover the fee, and one for no request', () => {
    const opened = when(open({ kind: 'fee', fee: 1500, paymentIntentId: 'pi_ref' }));
    expect(() => when(pay('pi_other', 1500), opened)).toThrow(IllegalStateError);
    expect(() => when(pay('pi_ref', 199), opened)).toThrow('does not cover');
    expect(() => when(pay('pi_ref', 1500), [])).toThrow('does not exist');
  });

  it('a retried open is the same request; another user cannot take its id', () => {
    const sent = when(open({ kind: 'included', payment: { method: 'search-access' } }));
    expect(when(open({ kind: 'included', payment: { method: 'search-access' } }), sent)).toEqual([]);
    expect(() =>
      when(open({ kind: 'included', payment: { method: 'search-access' } }, { userId: 'u-2' }), sent),
    ).toThrow('already exists');
  });

  it('checks its invariants: 1-3 matched attorneys, one for a contact or a case, an email, a description', () => {
    const included = { kind: 'included', payment: { method: 'search-access' } } as const;
    expect(() => when(open(included, { attorneys: [] }))).toThrow('1-3');
    expect(() =>
      when(open(included, { attorneys: [attorney(1), attorney(2), attorney(3), attorney(4)] })),
    ).toThrow('1-3');
    expect(() => when(open(included, { kind: 'direct', attorneys: [attorney(1), attorney(2)] }))).toThrow(
      'exactly one',
    );
    expect(() => when(open(included, { attorneys: [attorney(1), attorney(1)] }))).toThrow('twice');
    expect(() => when(open(included, { contactEmail: ' ' }))).toThrow(AppError);
    expect(() => when(open(included, { description: '' }))).toThrow('description is required');
    expect(() => when(open(included, { kind: 'case', attorneys: [attorney(1)] }))).toThrow('names its case');
  });

  it('a referral waiting for its fee can be removed by its owner, once; never a sent one (issue 32)', () => {
    const opened = when(open({ kind: 'fee', fee: 1500, paymentIntentId: 'pi_ref' }));
    const withdrawn = when(withdraw(), opened);
    expect(withdrawn).toEqual([
      {
        type: 'ReferralRequestWithdrawn',
        data: {
          referralRequestId: details().referralRequestId,
          userId: 'u-1',
          paymentIntentId: 'pi_ref',
          withdrawnAt: now.toISOString(),
        },
      },
    ]);
    expect(when(withdraw(), [...opened, ...withdrawn])).toEqual([]); // a double click
    expect(() => when(pay('pi_ref', 1500), [...opened, ...withdrawn])).toThrow('removed');
    expect(() => when(withdraw('u-2'), opened)).toThrow('Referral not found');
    expect(() => when(withdraw(), [])).toThrow('Referral not found');
    const sent = when(pay('pi_ref', 1500), opened);
    expect(() => when(withdraw(), [...opened, ...sent])).toThrow('already sent');
  });
});
