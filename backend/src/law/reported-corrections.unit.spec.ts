import { assessEligibility, getJurisdiction, isVerifiedOn, type EligibilityInput } from './law-table';

/**
 * Issue 42 point 3: four facts an independent review found wrong, stale or imprecise. Where neither tier (official
 * text, or published statute text from two publishers, ADR 218) confirms the correction, the stored value stays
 * unconfirmed, with the reported correction and where it was read in its note: the letter then states nothing of it,
 * the notes say "not confirmed: ask the clerk", and a limit warns instead of refusing (ADR 046).
 */
const TODAY = '2026-12-03';
const base: EligibilityInput = {
  state: 'AZ',
  amountCents: 0,
  documentType: 'small_claims',
  caseType: 'unpaid-work',
  today: TODAY,
};

describe('facts reported wrong or imprecise stay unconfirmed until a tier confirms the correction', () => {
  it("AZ: today's small-claims limit is unconfirmed, so a claim above $3,500 or $5,000 is warned, never refused", () => {
    const limit = getJurisdiction('AZ', TODAY).smallClaims.limitIndividual;
    expect(isVerifiedOn(limit, TODAY)).toBe(false);
    for (const amountCents of [450_000, 600_000]) {
      const result = assessEligibility({ ...base, amountCents });
      expect(result.ok).toBe(true);
      expect(result.refusal).toBeUndefined();
    }
    expect(assessEligibility({ ...base, amountCents: 600_000 }).warnings.map((w) => w.code)).toContain(
      'over_state_limit',
    );
  });

  it.each([
    ['NC', 'returnDeadline', /30 days after termination of the tenancy and delivery of possession/],
    ['GA', 'returnDeadline', /after obtaining possession of the premises/],
    ['MI', 'penalty', /double the amount of the security deposit retained/],
  ] as const)(
    '%s deposit %s: unconfirmed, with the reported correction in its note',
    (state, key, correction) => {
      const fact = getJurisdiction(state, TODAY).securityDeposit[key];
      expect(isVerifiedOn(fact, TODAY)).toBe(false);
      expect(fact.note).toMatch(correction);
      expect(fact.note).toMatch(/issue 42/);
    },
  );
});
