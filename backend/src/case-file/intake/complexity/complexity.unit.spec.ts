import type { CaseDetails } from '../../../claim/case.types';
import { assessComplexity, isBusinessName } from './complexity';

const today = '2026-11-24';
const details = (overrides: Partial<CaseDetails> = {}): CaseDetails => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  plaintiffAddress: '12 Oak St',
  plaintiffPhone: '555-0100',
  defendantName: 'Dana Smith',
  defendantAddress: '400 Market St',
  disputeDescription: 'Invoice #42 was never paid.',
  // $200: under the $250 threshold of California's Freelance Worker Protection Act (SB 988), tested below.
  amountCents: 20_000,
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Signed contract, invoice #42 and three emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...overrides,
});

describe('assessComplexity', () => {
  it('given a small, recent, well-evidenced claim against a person, then it is low (0) with no reasons', () => {
    expect(assessComplexity(details(), today)).toEqual({ score: 0, reasons: [] });
  });

  it('given a business defendant, then it adds 2 and says why', () => {
    const result = assessComplexity(details({ defendantName: 'Acme Design LLC' }), today);
    expect(result.score).toBe(2);
    expect(result.reasons).toEqual(['The other side is a business, which may have a lawyer']);
  });

  it('given an amount near the state small-claims limit, then it scores the amount', () => {
    // CA individual limit $12,500; the product ceiling is $10,000 (80%).
    // A property-damage claim (1 point for the case type) keeps the freelancer statute out of the sum.
    const near = assessComplexity(details({ caseType: 'property-damage', amountCents: 1_000_000 }), today);
    expect(near.score).toBe(3);
    expect(near.reasons).toContainEqual(
      expect.stringMatching(/close to the \$12,500\.00 small-claims limit in CA/),
    );
    expect(
      assessComplexity(details({ caseType: 'property-damage', amountCents: 700_000 }), today).score,
    ).toBe(2);
  });

  it("given a California freelancer claim of $250 or more, then SB 988's extra damages add 2", () => {
    expect(assessComplexity(details({ amountCents: 25_000 }), today)).toEqual({
      score: 2,
      reasons: ['California Freelance Worker Protection Act may apply, with extra damages or attorney fees'],
    });
  });

  it('given the limitation deadline within 90 days, then it adds 3; within a year, 1', () => {
    // CA oral contract: 2 years.
    expect(assessComplexity(details({ incidentDate: '2025-01-15' }), today)).toMatchObject({
      score: 3,
      reasons: ['The deadline to sue (2027-01-15) is less than 90 days away'],
    });
    expect(assessComplexity(details({ incidentDate: '2025-06-01' }), today).score).toBe(1);
  });

  it('given thin evidence, then it adds 2', () => {
    expect(assessComplexity(details({ evidenceDescription: ' ' }), today)).toMatchObject({
      score: 2,
      reasons: ['Little or no evidence is described yet'],
    });
  });

  it('given a statute with a multiplier (security deposit), then it adds 2 and names the multiple', () => {
    const result = assessComplexity(details({ caseType: 'security-deposit', state: 'MI' }), today);
    expect(result.score).toBe(2);
    expect(result.reasons[0]).toMatch(/multiply the deposit award \(2x\)/);
  });

  it('given a notice statute with extra damages (MA 93A) that the letter will be, then it adds 2', () => {
    const consumer = {
      defendantKind: 'business' as const,
      consumerTransaction: true,
      deceptiveActs: ['misrepresented-quality' as const],
    };
    const result = assessComplexity(
      details({ caseType: 'contract-breach', state: 'MA', defendantName: 'Boston Movers Inc.', ...consumer }),
      today,
    );
    expect(result.reasons).toContain(
      'Massachusetts Chapter 93A demand letter may apply, with its own notice rules and extra damages or fees',
    );
    // The same decision as the letter: no consumer deal said, no 93A (a business name alone is not one).
    expect(
      assessComplexity(
        details({ caseType: 'contract-breach', state: 'MA', defendantName: 'Boston Movers Inc.' }),
        today,
      ).reasons,
    ).not.toContain(
      'Massachusetts Chapter 93A demand letter may apply, with its own notice rules and extra damages or fees',
    );
    expect(assessComplexity(details({ caseType: 'contract-breach', state: 'MA' }), today).score).toBe(1);
  });

  it('gives a Texas car accident between two people no DTPA reason (issue 23)', () => {
    const result = assessComplexity(
      details({ caseType: 'vehicle-damage', state: 'TX', defendantKind: 'individual' }),
      today,
    );
    expect(result.reasons.join(' ')).not.toMatch(/Deceptive Trade Practices/);
  });

  it('given a harder case type, then it adds 1', () => {
    expect(assessComplexity(details({ caseType: 'property-damage' }), today).score).toBe(1);
  });

  it('given everything at once, then it is capped at 10 with the biggest reasons first', () => {
    const result = assessComplexity(
      details({
        caseType: 'landlord-dispute',
        state: 'MI',
        defendantName: 'Lakeside Properties Inc.',
        amountCents: 650_000,
        incidentDate: '2020-12-20',
        evidenceDescription: '',
      }),
      today,
    );
    expect(result.score).toBe(10);
    expect(result.reasons[0]).toMatch(/deadline to sue/);
    expect(result.reasons.length).toBeGreaterThanOrEqual(5);
  });

  it('is deterministic for the same answers and day', () => {
    const d = details({ defendantName: 'Acme Corp', evidenceDescription: '' });
    expect(assessComplexity(d, today)).toEqual(assessComplexity(d, today));
  });

  it('recognises business names, not people', () => {
    expect(isBusinessName('Hill Country Rentals LLC')).toBe(true);
    expect(isBusinessName('Acme, Inc.')).toBe(true);
    expect(isBusinessName('Jordan Colby')).toBe(false);
  });
});
