import { decideClaimLaw } from './claim-law';
import { decideDeposit } from './deposit-decision';
import { lawInForceOn } from './law-in-force';
import { assessEligibility } from './law-table';

const LETTER = '2026-11-20';

describe('a forwarding address the tenant gave in writing before the letter (issue 43 point 6)', () => {
  const texas = lawInForceOn('TX', LETTER);

  it('without it, the Texas letter gives the address and starts the landlord’s 30 days: never "has passed"', () => {
    const deposit = decideDeposit(texas, '2026-09-30', LETTER);
    expect(deposit.startsClock.map((u) => u.role)).toEqual(['forwarding-address']);
    expect(deposit.passed).toBe(false);
    expect(deposit.minResponseDays).toBe(35);
  });

  it('with it, the clock ran from that day: the time has passed and the letter need not wait for it', () => {
    const deposit = decideDeposit(texas, '2026-09-30', LETTER, { forwardingAddressOn: '2026-09-30' });
    expect(deposit.startsClock).toEqual([]);
    expect(deposit.dueOn).toBe('2026-10-30');
    expect(deposit.passed).toBe(true);
    expect(deposit.minResponseDays).toBe(0);
  });

  it('a date after the letter is not "before the letter": the careful reading stays', () => {
    const deposit = decideDeposit(texas, '2026-09-30', LETTER, { forwardingAddressOn: '2026-11-25' });
    expect(deposit.passed).toBe(false);
    expect(deposit.startsClock.map((u) => u.role)).toEqual(['forwarding-address']);
  });

  it('lets the claimant’s 14 days stand once the landlord’s time has run', () => {
    const answers = {
      state: 'TX',
      caseType: 'security-deposit',
      amountCents: 185_000,
      incidentDate: '2026-09-30',
    } as const;
    expect(decideClaimLaw(answers, LETTER).response.days).toBe(35);
    expect(decideClaimLaw({ ...answers, forwardingAddressOn: '2026-09-30' }, LETTER).response).toMatchObject({
      days: 14,
      minimumDays: 0,
      drivers: [],
    });
  });

  it('tells the screen the same: no "your letter gives it" once the address was given before', () => {
    const input = {
      state: 'TX',
      amountCents: 185_000,
      documentType: 'demand_letter',
      caseType: 'security-deposit',
      incidentDate: '2026-09-30',
      today: LETTER,
    } as const;
    const clock = (r: ReturnType<typeof assessEligibility>) =>
      r.warnings.filter((w) => w.code === 'deposit_clock');
    expect(
      clock(assessEligibility(input))
        .map((w) => w.message)
        .join(),
    ).toMatch(/Your letter gives it/);
    const told = assessEligibility({ ...input, forwardingAddressOn: '2026-09-30' });
    expect(
      clock(told)
        .map((w) => w.message)
        .join(),
    ).not.toMatch(/Your letter gives it/);
    expect(told.response).toMatchObject({ minimumDays: 0, defaultDays: 14 });
    expect(told.response?.choices.every((c) => c.allowed)).toBe(true);
  });
});
