import {
  addYears,
  assessEligibility,
  daysBetween,
  formatUsd,
  isIsoDate,
  isStateCode,
  decideClaimLaw,
  responseChoicesOf,
  limitationPeriodFor,
  US_STATES,
  type EligibilityInput,
} from './law-table';
import { CASE_TYPES } from './law-table.types';

const TODAY = '2026-11-15';
const base: EligibilityInput = {
  state: 'CA',
  amountCents: 100_000,
  documentType: 'small_claims',
  caseType: 'unpaid-work',
  incidentDate: '2026-06-01',
  today: TODAY,
};
const assess = (overrides: Partial<EligibilityInput>) => assessEligibility({ ...base, ...overrides });
const codes = (r: ReturnType<typeof assessEligibility>) => r.warnings.map((w) => w.code);

describe('assessEligibility: amount', () => {
  it('refuses a small-claims package over a verified limit, naming the limit, court and statute (RI $5,000)', () => {
    const result = assess({ state: 'RI', amountCents: 600_000 });
    expect(result.ok).toBe(false);
    expect(result.refusal?.field).toBe('amount');
    expect(result.refusal?.message).toContain('$5,000.00');
    expect(result.refusal?.message).toContain('R.I. Gen. Laws §10-16-1');
    expect(result.refusal?.message).toMatch(/demand letter/);
    expect(result.refusal?.message).toMatch(/waive the excess/);
    expect(result.refusal?.message).not.toMatch(/confirm the limit with the clerk/);
    expect(codes(result)).toContain('over_state_limit');
  });

  it('warns, without refusing, over an unverified limit: "confirm the limit with the clerk" (AZ $5,000)', () => {
    const result = assess({ state: 'AZ', amountCents: 600_000 });
    expect(result.ok).toBe(true);
    expect(result.refusal).toBeUndefined();
    const warning = result.warnings.find((w) => w.code === 'over_state_limit');
    expect(warning?.message).toContain('$5,000.00');
    expect(warning?.message).toContain('A.R.S. §22-503');
    expect(warning?.message).toContain('Justice Court');
    expect(warning?.message).toMatch(/confirm the limit with the clerk/);
  });

  it('treats a verified limit whose check is more than 12 months old as unverified (stale)', () => {
    const later = assess({ state: 'RI', amountCents: 600_000, today: '2027-12-01' });
    expect(later.ok).toBe(true);
    expect(later.warnings.find((w) => w.code === 'over_state_limit')?.message).toMatch(
      /confirm the limit with the clerk/,
    );
  });

  it('accepts the same Arizona claim as a demand letter, with an over_state_limit warning', () => {
    const result = assess({ state: 'AZ', amountCents: 600_000, documentType: 'demand_letter' });
    expect(result.ok).toBe(true);
    expect(result.refusal).toBeUndefined();
    const warning = result.warnings.find((w) => w.code === 'over_state_limit');
    expect(warning?.citation).toBe('A.R.S. §22-503, as amended by S.B. 1022 of 2025');
    expect(warning?.message).toContain('$5,000.00');
  });

  it.each(US_STATES.map((s) => s.code))('refuses $10,000.01 in %s for either document', (state) => {
    for (const documentType of ['demand_letter', 'small_claims'] as const) {
      const result = assess({ state, amountCents: 1_000_001, documentType });
      expect(result.ok).toBe(false);
      expect(result.refusal).toEqual({
        field: 'amount',
        message: 'Amount claimed must be $10,000.00 or less',
      });
      expect(codes(result)).toContain('over_ceiling');
    }
  });

  it('accepts exactly $10,000 for a California small-claims package (individual limit $12,500)', () => {
    const result = assess({ state: 'CA', amountCents: 1_000_000 });
    expect(result.ok).toBe(true);
    expect(codes(result)).not.toContain('over_state_limit');
  });

  it('uses the business limit for a business claimant (CA $6,250)', () => {
    const result = assess({ state: 'CA', amountCents: 700_000, claimant: 'business' });
    expect(result.ok).toBe(false);
    expect(result.refusal?.message).toContain('$6,250.00');
    expect(result.refusal?.message).toContain('for businesses');
  });

  it('accepts a Connecticut security-deposit claim over $5,000 in small claims (no cap)', () => {
    const result = assess({ state: 'CT', amountCents: 800_000, caseType: 'security-deposit' });
    expect(result.ok).toBe(true);
    expect(codes(result)).not.toContain('over_state_limit');
    // …but the cap (unverified: a warning to confirm with the clerk) still applies to other Connecticut claims.
    expect(codes(assess({ state: 'CT', amountCents: 800_000, caseType: 'contract-breach' }))).toContain(
      'over_state_limit',
    );
  });

  it('accepts a Massachusetts vehicle-damage claim over $7,000 (no cap) but still refuses over the ceiling', () => {
    expect(assess({ state: 'MA', amountCents: 900_000, caseType: 'vehicle-damage' }).ok).toBe(true);
    expect(assess({ state: 'MA', amountCents: 1_000_001, caseType: 'vehicle-damage' }).ok).toBe(false);
  });

  it('warns, without refusing, when a New York court with a lower limit may be the one', () => {
    const result = assess({ state: 'NY', amountCents: 400_000 });
    expect(result.ok).toBe(true);
    const warning = result.warnings.find((w) => w.code === 'over_state_limit');
    expect(warning?.message).toContain('Town and Village Justice Courts $3,000.00');
    expect(warning?.message).not.toContain('$5,000.00');
    expect(codes(assess({ state: 'NY', amountCents: 200_000 }))).not.toContain('over_state_limit');
  });

  it('says so when the limit itself is not confirmed (NE)', () => {
    // Was $5,000 against a stale $3,900 limit; LB 139 raised it to $7,500 from 2025-07-01 (figure still unverified).
    expect(assess({ state: 'NE', amountCents: 500_000 }).ok).toBe(true);
    const result = assess({ state: 'NE', amountCents: 800_000 });
    expect(result.ok).toBe(true);
    const warning = result.warnings.find((w) => w.code === 'over_state_limit');
    expect(warning?.message).toContain('$7,500.00');
    expect(warning?.message).toMatch(/confirm the limit with the clerk/);
  });

  it.each([0, -100, 12.5, Number.NaN])('refuses a non-positive or fractional amount (%p)', (amountCents) => {
    expect(assess({ amountCents }).refusal?.field).toBe('amount');
  });
});

describe('assessEligibility: input checks', () => {
  it.each(['XX', 'ca', '', 'PR'])('refuses state %p', (state) => {
    expect(assess({ state })).toMatchObject({ ok: false, refusal: { field: 'state' } });
  });

  it.each(['2026-02-30', '15/06/2026', '2026-6-1'])('refuses an unreal incident date %p', (incidentDate) => {
    expect(assess({ incidentDate }).refusal?.field).toBe('incidentDate');
  });

  it('refuses a future incident date but accepts today', () => {
    expect(assess({ incidentDate: '2026-11-16' }).refusal?.field).toBe('incidentDate');
    expect(assess({ incidentDate: TODAY }).ok).toBe(true);
  });

  it('treats a bad `today` as a programming error', () => {
    expect(() => assess({ today: 'yesterday' })).toThrow(RangeError);
  });

  it('works without an incident date', () => {
    const result = assess({ incidentDate: undefined });
    expect(result.ok).toBe(true);
    expect(codes(result)).not.toContain('limitation_period');
  });
});

describe('assessEligibility: limitation period', () => {
  it('warns cautiously when an incident may be past the period, without refusing', () => {
    // CA oral contracts: 2 years (CCP §339).
    const result = assess({ state: 'CA', caseType: 'unpaid-work', incidentDate: '2023-01-10' });
    expect(result.ok).toBe(true);
    const warning = result.warnings.find((w) => w.code === 'limitation_period');
    expect(warning?.citation).toBe('Cal. Code Civ. Proc. §339');
    expect(warning?.message).toMatch(/may be past/);
    expect(warning?.message).toMatch(/attorney/);
    expect(warning?.message).not.toMatch(/time-barred|barred/i);
  });

  it('warns when the period ends within 90 days', () => {
    // TX property damage: 2 years; ends 2027-01-05, 51 days after TODAY.
    const result = assess({ state: 'TX', caseType: 'vehicle-damage', incidentDate: '2025-01-05' });
    const warning = result.warnings.find((w) => w.code === 'limitation_period');
    expect(warning?.message).toContain('2027-01-05');
    expect(warning?.message).not.toMatch(/may be past/);
  });

  it('does not warn well inside the period', () => {
    expect(
      codes(assess({ state: 'NY', caseType: 'contract-breach', incidentDate: '2022-01-01' })),
    ).not.toContain('limitation_period');
  });

  it('flags an uncertain period as unverified (FL property damage, 2 years after HB 837)', () => {
    const result = assess({ state: 'FL', caseType: 'property-damage', incidentDate: '2024-01-01' });
    expect(result.warnings.find((w) => w.code === 'limitation_period')?.message).toMatch(
      /not confirmed this figure in official text/,
    );
  });

  it('maps case types to the period documented in LIMITATION_BASIS', () => {
    expect(limitationPeriodFor('AZ', 'unpaid-work')).toMatchObject({
      basis: 'oralContract',
      fact: { value: 3 },
    });
    expect(limitationPeriodFor('AZ', 'contract-breach').fact.value).toBe(3);
    expect(limitationPeriodFor('AZ', 'vehicle-damage')).toMatchObject({
      basis: 'propertyDamage',
      fact: { value: 2 },
    });
    expect(limitationPeriodFor('AZ', 'security-deposit')).toMatchObject({
      basis: 'writtenContract',
      fact: { value: 6 },
    });
    expect(limitationPeriodFor('AZ', 'landlord-dispute').fact.value).toBe(6);
    expect(limitationPeriodFor('AZ', 'other')).toMatchObject({ basis: 'propertyDamage', fact: { value: 2 } });
    expect(limitationPeriodFor('VA', 'other')).toMatchObject({ basis: 'oralContract', fact: { value: 3 } });
  });
});

describe("assessEligibility: pre-suit notice (the letter's own decision)", () => {
  const consumer = {
    defendantKind: 'business',
    consumerTransaction: true,
    deceptiveActs: ['misrepresented-quality'],
  } as const;

  it('gives a Massachusetts consumer claim against a business, with a deceptive act, the c.93A 30-day notice', () => {
    const result = assess({ state: 'MA', caseType: 'contract-breach', amountCents: 300_000, ...consumer });
    const warning = result.warnings.find((w) => w.code === 'pre_suit_notice');
    expect(result.ok).toBe(true);
    expect(warning?.citation).toBe('M.G.L. c.93A §9(3)');
    expect(warning?.message).toContain('at least 30 days');
  });

  it('gives no 93A warning before the answers make it a consumer claim, nor where it does not apply', () => {
    expect(codes(assess({ state: 'MA', caseType: 'contract-breach' }))).not.toContain('pre_suit_notice');
    expect(codes(assess({ state: 'MA', caseType: 'unpaid-work', ...consumer }))).not.toContain(
      'pre_suit_notice',
    );
  });

  it('lists the California rules the letter uses for a consumer contract dispute, never the bad-check rule', () => {
    const result = assess({ state: 'CA', caseType: 'contract-breach', ...consumer });
    const citations = result.warnings.filter((w) => w.code === 'pre_suit_notice').map((w) => w.citation);
    expect(citations).toEqual(['Cal. Code Civ. Proc. §116.320(b)(3)', 'Cal. Civ. Code §1782']);
    const askFirst = result.warnings.find((w) => w.citation === 'Cal. Code Civ. Proc. §116.320(b)(3)');
    expect(askFirst?.message).toMatch(/not confirmed this rule in official text/);
    // The CLRA runs from receipt: the screen says the letter counts delivery time, as the letter does.
    expect(result.warnings.find((w) => w.citation === 'Cal. Civ. Code §1782')?.message).toContain(
      'at least 35 days, counting time for the letter to arrive',
    );
  });

  it('has no pre-suit warnings in a state without such rules; WY asks for a demand before filing', () => {
    const wy = assess({ state: 'WY', caseType: 'contract-breach', ...consumer });
    expect(wy.warnings.find((w) => w.code === 'pre_suit_notice')?.citation).toBe('W.S. 1-21-202(a)');
    expect(codes(assess({ state: 'NV', caseType: 'contract-breach', ...consumer }))).not.toContain(
      'pre_suit_notice',
    );
  });
});

describe("the letter's response period (decideClaimLaw)", () => {
  const days = (
    state: 'TX' | 'MA' | 'ID' | 'WY' | 'CA',
    caseType: (typeof CASE_TYPES)[number],
    answers = {},
  ) =>
    decideClaimLaw({ state, caseType, amountCents: 250_000, incidentDate: '2026-10-01', ...answers }, TODAY)
      .response.days;
  const consumer = {
    defendantKind: 'business',
    consumerTransaction: true,
    deceptiveActs: ['bait-advertising'],
  } as const;

  it('is 65 days for a Texas DTPA notice in the letter (60 after receipt plus 5 for the post)', () => {
    expect(days('TX', 'contract-breach', consumer)).toBe(65);
    expect(days('TX', 'other', consumer)).toBe(65);
  });

  it('is 30 days for damages and 14 for a liquidated sum otherwise, a Texas car accident between two people included', () => {
    expect(days('TX', 'vehicle-damage')).toBe(30);
    expect(days('TX', 'contract-breach')).toBe(30);
    expect(days('TX', 'unpaid-work', consumer)).toBe(14);
    expect(days('MA', 'contract-breach')).toBe(30);
    expect(days('ID', 'contract-breach')).toBe(30);
    expect(days('WY', 'other')).toBe(30);
    expect(days('CA', 'unpaid-work')).toBe(14);
  });

  it("takes the claimant's choice, but never less than a statute requires", () => {
    expect(days('TX', 'vehicle-damage', { responseDays: 10 })).toBe(10);
    expect(days('CA', 'unpaid-work', { responseDays: 21 })).toBe(21);
    // The DTPA notice needs 65 days whatever is chosen, and says why.
    const law = decideClaimLaw(
      { state: 'TX', caseType: 'contract-breach', amountCents: 250_000, ...consumer, responseDays: 10 },
      TODAY,
    );
    expect(law.response).toMatchObject({ days: 65, chosen: 10, minimumDays: 65 });
    expect(law.response.drivers.map((d) => d.kind)).toEqual(['notice']);
    expect(law.response.required).toEqual(law.response.drivers);
  });

  it('keeps a deposit clock that runs from the letter: the landlord gets its whole time (TX: 30 days after receipt)', () => {
    const law = decideClaimLaw(
      { state: 'TX', caseType: 'security-deposit', amountCents: 185_000, incidentDate: '2026-10-01' },
      TODAY,
    );
    expect(law.response.chosen).toBe(14);
    expect(law.response.days).toBe(law.response.minimumDays);
    expect(law.response.days).toBeGreaterThan(30);
    expect(law.response.drivers.map((d) => d.kind)).toEqual(['deposit']);
  });

  it('is never below what any statute requires, nor below the period asked for, anywhere', () => {
    for (const { code } of US_STATES) {
      for (const caseType of CASE_TYPES) {
        for (const answers of [{}, consumer, { responseDays: 10 as const }]) {
          const law = decideClaimLaw(
            { state: code, caseType, amountCents: 250_000, incidentDate: '2026-10-01', ...answers },
            TODAY,
          );
          expect(law.response.days).toBe(Math.max(law.response.chosen, law.response.minimumDays));
          expect(law.response.days).toBeGreaterThanOrEqual(10);
          const choices = responseChoicesOf(law, caseType).choices;
          expect(choices.filter((c) => !c.allowed).every((c) => c.days < law.response.minimumDays)).toBe(
            true,
          );
        }
      }
    }
  });
});

describe('helpers', () => {
  it('recognises state codes', () => {
    expect(isStateCode('DC')).toBe(true);
    expect(isStateCode('WY')).toBe(true);
    expect(isStateCode('wy')).toBe(false);
    expect(isStateCode(42)).toBe(false);
  });

  it('does calendar arithmetic on ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2020-06-15', 3)).toBe('2023-06-15');
    expect(daysBetween('2026-11-15', '2027-01-05')).toBe(51);
  });

  it('formats cents as dollars', () => {
    expect(formatUsd(350_000)).toBe('$3,500.00');
    expect(formatUsd(1_000_000)).toBe('$10,000.00');
  });
});
