import { JURISDICTIONS } from './jurisdictions';
import {
  assessEligibility,
  decideClaimLaw,
  decideDeposit,
  getJurisdiction,
  limitationPeriodFor,
  smallClaimsVenueFor,
  stateOfAddress,
  type EligibilityInput,
} from './law-table';
import { usd } from './law-fact';
import { versionsOf } from './law-in-force';
import { STATE_CODES, type StateCode } from './law-table.types';

/**
 * Issue 23: each defect class the second review found, with its named examples, one table each. The drafted letters
 * are held to the same decisions in documents/drafting/letter-rules.unit.spec.ts and every-jurisdiction.unit.spec.ts.
 */

const TODAY = '2026-11-26';
const base: EligibilityInput = {
  state: 'CA',
  amountCents: 250_000,
  documentType: 'small_claims',
  caseType: 'unpaid-work',
  today: TODAY,
};
const assess = (o: Partial<EligibilityInput>) => assessEligibility({ ...base, ...o });
const codes = (o: Partial<EligibilityInput>) => assess(o).warnings.map((w) => w.code);

describe('stale limits, dated where they changed', () => {
  it.each<[StateCode, string, number]>([
    ['KS', '2024-06-30', usd(4_000)],
    ['KS', '2024-07-01', usd(10_000)],
    ['KS', TODAY, usd(10_000)],
    ['AZ', '2025-09-25', usd(3_500)],
    ['AZ', '2025-09-26', usd(5_000)],
    ['AZ', TODAY, usd(5_000)],
  ])('%s on %s: %i cents', (state, date, cents) => {
    expect(smallClaimsVenueFor(state, 'other', 'individual', date).limit?.value).toBe(cents);
    expect(smallClaimsVenueFor(state, 'other', 'business', date).limit?.value).toBe(cents);
  });

  it.each<[string, Partial<EligibilityInput>, boolean]>([
    ['an $8,000 KS package (was refused at $4,000)', { state: 'KS', amountCents: 800_000 }, true],
    ['a $10,000 KS package', { state: 'KS', amountCents: 1_000_000 }, true],
    ['a $4,500 AZ package (was refused at $3,500)', { state: 'AZ', amountCents: 450_000 }, true],
    // AZ's $5,000 is not yet read in official text: above it the package is a warning, not a refusal (ADR 040).
    ['a $5,000.01 AZ package (limit unverified)', { state: 'AZ', amountCents: 500_001 }, true],
    ['a $5,000.01 AR package (limit verified)', { state: 'AR', amountCents: 500_001 }, false],
  ])('%s: ok=%p', (_name, overrides, ok) => {
    expect(assess(overrides).ok).toBe(ok);
  });

  it.each<[StateCode, 'vehicle-damage' | 'unpaid-work', number]>([
    ['MN', 'unpaid-work', usd(20_000)],
    ['WI', 'unpaid-work', usd(10_000)],
    ['WI', 'vehicle-damage', usd(5_000)],
  ])('%s %s today: %i cents (official court pages, docs/law-evidence)', (state, caseType, cents) => {
    expect(smallClaimsVenueFor(state, caseType, 'individual', TODAY).limit?.value).toBe(cents);
  });

  it('refuses a $7,000 Wisconsin vehicle-damage package (tort claims $5,000), not a $7,000 unpaid invoice', () => {
    expect(assess({ state: 'WI', caseType: 'vehicle-damage', amountCents: 700_000 }).ok).toBe(false);
    expect(assess({ state: 'WI', caseType: 'unpaid-work', amountCents: 700_000 }).ok).toBe(true);
  });

  it('records the official text read for the old Kansas limit, and leaves the new ones unverified until read', () => {
    const [old, current] = versionsOf(JURISDICTIONS.KS.smallClaims.limitIndividual);
    expect(old?.verification).toMatchObject({ status: 'verified', method: 'official-text' });
    expect(old?.sourceUrl).toMatch(/^https?:\/\/www\.ksrevisor\.org\//);
    expect(current?.verification.status).toBe('unverified');
    expect(getJurisdiction('AZ', TODAY).smallClaims.limitIndividual.verification.status).toBe('unverified');
  });
});

describe('a representation rule is not a court limit', () => {
  it.each<[string, Partial<EligibilityInput>, boolean, RegExp | null]>([
    [
      'IN business, $8,000: filed, with who must present it',
      { state: 'IN', claimant: 'business', amountCents: 800_000 },
      true,
      /over \$6,000\.00.*corporation, LLC or LLP by a lawyer/,
    ],
    [
      'IN business, $6,000: no warning',
      { state: 'IN', claimant: 'business', amountCents: 600_000 },
      true,
      null,
    ],
    ['IN person, $9,000: no warning', { state: 'IN', amountCents: 900_000 }, true, null],
    [
      'IN business, $10,000.01: the ceiling, not the rule',
      { state: 'IN', claimant: 'business', amountCents: 1_000_001 },
      false,
      /over \$6,000\.00/,
    ],
    [
      'RI business: corporations appear through a lawyer',
      { state: 'RI', claimant: 'business', amountCents: 300_000 },
      true,
      /must appear through a lawyer/,
    ],
    ['RI person: no warning', { state: 'RI', amountCents: 300_000 }, true, null],
  ])('%s', (_name, overrides, ok, message) => {
    const result = assess(overrides);
    expect(result.ok).toBe(ok);
    const warning = result.warnings.find((w) => w.code === 'representation');
    if (message === null) expect(warning).toBeUndefined();
    else expect(warning?.message).toMatch(message);
  });

  it('holds every state to it: a business limit below the individual one is a court limit, never a representation rule', () => {
    for (const code of STATE_CODES) {
      const sc = getJurisdiction(code, TODAY).smallClaims;
      if (sc.limitBusiness.value < sc.limitIndividual.value) {
        expect([
          code,
          /represent|lawyer|attorney|counsel/i.test(
            `${sc.limitBusiness.citation} ${sc.limitBusiness.note ?? ''}`,
          ),
        ]).toEqual([code, false]);
      }
    }
    expect(
      STATE_CODES.filter(
        (code) =>
          getJurisdiction(code, TODAY).smallClaims.limitBusiness.value <
          getJurisdiction(code, TODAY).smallClaims.limitIndividual.value,
      ),
    ).toEqual(['CA', 'WA']);
  });
});

describe('deposit clocks: what starts them, what the letter is, and when the time has passed', () => {
  // Moved out 2026-09-01; letter 2026-11-02 (62 days later).
  const decide = (state: StateCode, moveOut = '2026-09-01', letter = '2026-11-02') =>
    decideDeposit(getJurisdiction(state, letter), moveOut, letter);

  it.each<[StateCode, string[], boolean, number]>([
    // state, what the letter is, "has passed", days the letter must give (0: only the default 30)
    ['TX', ['forwarding-address'], false, 35],
    ['PA', ['forwarding-address'], false, 35],
    ['OH', ['forwarding-address'], false, 0],
    ['MI', ['forwarding-address'], false, 0],
    ['IA', ['forwarding-address'], false, 35],
    ['MN', ['forwarding-address'], false, 26],
    ['CT', ['forwarding-address'], false, 20],
    ['WY', ['forwarding-address'], false, 20],
    ['AZ', ['demand'], false, 27],
    ['KS', ['demand'], false, 35],
    ['OK', ['demand'], false, 50],
    ['RI', ['forwarding-address'], false, 25],
    ['SD', ['forwarding-address'], false, 19],
    ['NH', ['forwarding-address'], false, 0],
    ['LA', ['forwarding-address'], true, 0],
    ['UT', [], true, 0],
    ['CA', [], true, 0],
    ['NY', [], true, 0],
    ['NE', [], true, 0],
  ])('%s: the letter is %j, passed %p, at least %i days', (state, roles, passed, days) => {
    const decision = decide(state);
    expect(decision.letterServesAs.map((u) => u.role)).toEqual(roles);
    expect(decision.passed).toBe(passed);
    expect(decision.minResponseDays).toBe(days);
  });

  it('decides for every jurisdiction what starts the clock and what the letter is', () => {
    for (const code of STATE_CODES) {
      const rule = getJurisdiction(code, TODAY).securityDeposit.returnDeadline.value;
      expect(rule.startsAfter).toContain('move-out');
      // Every other event that starts the clock is one this letter gives, so the clock always starts with it.
      const given = rule.letterServesAs.map((u) =>
        u.role === 'demand' ? 'tenant-demand' : 'forwarding-address',
      );
      for (const event of [...rule.startsAfter, ...(rule.orIfLater ? [rule.orIfLater.after] : [])]) {
        if (event !== 'move-out') expect([code, given]).toEqual([code, expect.arrayContaining([event])]);
      }
    }
  });

  it('never lets a landlord be called late before its clock could have run (moved out yesterday), in any state', () => {
    for (const code of STATE_CODES) expect([code, decide(code, '2026-11-01').passed]).toEqual([code, false]);
  });

  it('gives the landlord its whole time: a deadline after the day a move-out clock ends (AL 60 days)', () => {
    const decision = decide('AL', '2026-10-20');
    expect(decision).toMatchObject({ passed: false, dueOn: '2026-12-19', minResponseDays: 47 });
    const law = decideClaimLaw(
      { state: 'AL', caseType: 'security-deposit', amountCents: 100_000, incidentDate: '2026-10-20' },
      '2026-11-02',
    );
    expect(law.response.days).toBe(47);
  });

  it("puts Oklahoma's six-month rule in a notes-page warning with its date, and says when it may have passed", () => {
    expect(decide('OK').tenantWarning).toMatchObject({ byDate: '2027-03-01', mayHavePassed: false });
    expect(decide('OK', '2026-04-15').tenantWarning).toMatchObject({
      byDate: '2026-10-15',
      mayHavePassed: true,
    });
    expect(codes({ state: 'OK', caseType: 'security-deposit', incidentDate: '2026-09-01' })).toEqual([
      'deposit_clock',
      'deposit_clock',
    ]);
  });
});

describe('remedies as the statute states them', () => {
  const penalty = (state: StateCode) => getJurisdiction(state, TODAY).securityDeposit.penalty.value;
  it.each<[StateCode, RegExp | null, RegExp | null]>([
    ['CA', /up to twice the deposit.*if the landlord kept it in bad faith/, null],
    ['MO', /up to twice/, null],
    ['CO', /if the landlord kept it willfully/, null],
    ['NE', /willful and not in good faith.*whichever is less/, null],
    ['NY', /if the violation was willful/, /forfeits any right to keep any part of the deposit/],
    ['FL', null, /forfeits the right to make any claim against the deposit/],
    ['IA', /bad faith/, /forfeits all rights to keep/],
    ['VT', /if the landlord kept it willfully/, /forfeits the right to keep/],
    ['ME', /^twice the part of the deposit wrongfully withheld/, null],
    ['SD', /up to \$200, if the landlord kept it in bad faith/, /forfeits all rights to keep/],
    ['OK', null, null],
    ['TN', null, null],
    ['WV', null, null],
    ['WY', null, null],
    ['ID', null, null],
    ['KY', null, null],
  ])('%s', (state, extra, forfeiture) => {
    const p = penalty(state);
    if (extra === null) expect(p.extra).toBeNull();
    else expect(p.extra).toMatch(extra);
    if (forfeiture === null) expect(p.forfeiture).toBeUndefined();
    else expect(p.forfeiture).toMatch(forfeiture);
  });

  it.each<[StateCode, RegExp]>([
    ['MN', /^1% a year/],
    ['MA', /^5% a year/],
    ['OH', /^5% a year on the part of the deposit above \$50/],
    ['NJ', /bank account/],
    ['CT', /Banking Commissioner/],
  ])('%s requires interest on deposits', (state, description) => {
    expect(getJurisdiction(state, TODAY).securityDeposit.interest?.value.description).toMatch(description);
  });

  it('never describes a remedy in words that contradict it or that are research notes', () => {
    for (const code of STATE_CODES) {
      const { extra } = penalty(code);
      if (extra !== null) {
        expect([
          code,
          /^(the )?(amount|deposit) (due|itself)\.?$|return of the deposit/i.test(extra),
        ]).toEqual([code, false]);
        expect([code, /\[|verify|research|unverified|check /i.test(extra)]).toEqual([code, false]);
      }
    }
  });
});

describe('one decision for the screen and the letter', () => {
  it.each<[string, Partial<EligibilityInput>, boolean]>([
    [
      'TX car accident between two people',
      { state: 'TX', caseType: 'vehicle-damage', defendantKind: 'individual' },
      false,
    ],
    [
      'TX car accident, nothing said about the other side',
      { state: 'TX', caseType: 'vehicle-damage' },
      false,
    ],
    ['TX loan to a former partner', { state: 'TX', caseType: 'other', agreement: 'written' }, false],
    [
      'TX consumer deal with a business, act picked',
      {
        state: 'TX',
        caseType: 'contract-breach',
        defendantKind: 'business',
        consumerTransaction: true,
        deceptiveActs: ['misrepresented-quality'],
      },
      true,
    ],
    [
      'MA consumer deal, no act picked: on screen as the notes page says',
      { state: 'MA', caseType: 'contract-breach', defendantKind: 'business', consumerTransaction: true },
      true,
    ],
  ])('%s: DTPA/93A warning %p', (_name, overrides, warned) => {
    const result = assess({ documentType: 'demand_letter', ...overrides });
    expect(result.warnings.some((w) => /Deceptive Trade Practices|93A/.test(w.message))).toBe(warned);
  });

  it('the TX car accident: no 60 days on screen, 30 days in the letter', () => {
    const result = assess({ state: 'TX', caseType: 'vehicle-damage', documentType: 'demand_letter' });
    expect(JSON.stringify(result.warnings)).not.toMatch(/60 days|notice is required/i);
    const law = decideClaimLaw({ state: 'TX', caseType: 'vehicle-damage', amountCents: 250_000 }, TODAY);
    expect(law.response.days).toBe(30);
    expect(law.notices).toEqual([]);
  });

  it('the days the screen promises are the days the letter gives (TX DTPA: 60 after receipt plus 5)', () => {
    const consumer = {
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['bait-advertising'],
    } as const;
    const warning = assess({ state: 'TX', caseType: 'contract-breach', ...consumer }).warnings.find((w) =>
      w.message.includes('Deceptive Trade Practices'),
    );
    const law = decideClaimLaw(
      { state: 'TX', caseType: 'contract-breach', amountCents: 250_000, ...consumer },
      TODAY,
    );
    expect(law.response.days).toBe(65);
    expect(warning?.message).toContain('at least 65 days, counting time for the letter to arrive');
  });
});

describe("prejudgment interest only where the state's rule covers that kind of claim", () => {
  const interest = (state: StateCode) =>
    getJurisdiction(state, TODAY).prejudgmentInterest?.value.covers ?? [];
  it.each<[StateCode, Array<{ claims: string; from: string }>]>([
    [
      'NC',
      [
        { claims: 'contract', from: 'incident' },
        { claims: 'tort', from: 'filing' },
      ],
    ],
    ['CA', [{ claims: 'contract', from: 'incident' }]],
    ['IL', [{ claims: 'written-contract', from: 'incident' }]],
    [
      'NY',
      [
        { claims: 'contract', from: 'incident' },
        { claims: 'tort', from: 'incident' },
      ],
    ],
    [
      'MI',
      [
        { claims: 'contract', from: 'filing' },
        { claims: 'tort', from: 'filing' },
      ],
    ],
  ])('%s', (state, covers) => {
    expect(interest(state)).toEqual(covers);
  });
});

describe('case type "other": the written or oral answer, and an address in another state', () => {
  it.each<[StateCode, 'written' | 'oral' | 'none' | undefined, number]>([
    ['CA', 'written', 4],
    ['CA', 'oral', 2],
    ['CA', 'none', 3],
    ['CA', undefined, 2],
    ['KS', 'written', 5],
  ])('%s other, agreement %s: %i years', (state, agreement, years) => {
    expect(limitationPeriodFor(state, 'other', { incidentDate: '2024-09-01', agreement }).fact.value).toBe(
      years,
    );
  });

  it('warns on screen with the written period: a CA loan promised in writing 3 years ago is within 4 years', () => {
    const o = {
      state: 'CA',
      caseType: 'other',
      incidentDate: '2023-10-01',
      documentType: 'demand_letter',
    } as const;
    expect(codes({ ...o, agreement: 'written' })).not.toContain('limitation_period');
    expect(codes(o)).toContain('limitation_period');
  });

  it.each<[string, StateCode | null]>([
    ['456 Oak Avenue, Suite 200\nRiverside, CA 92501', 'CA'],
    ['12 Main St, Reno, NV 89501-1234', 'NV'],
    ['1600 Pennsylvania Ave NW\nWashington, DC 20500', 'DC'],
    ['PO Box 12\nPortland, Oregon 97201', 'OR'],
    ['77 Elm Road, Portland, ME', 'ME'],
    ['Suite IN 5, Building OR 2', null],
    ['', null],
  ])('reads the state of %j', (address, state) => {
    expect(stateOfAddress(address)).toBe(state);
  });

  it('warns when the defendant is in another state, and not when it is in the same one', () => {
    const o = { state: 'TX', caseType: 'contract-breach', documentType: 'demand_letter' } as const;
    const result = assess({ ...o, defendantAddress: '9 Pine St\nTulsa, OK 74103' });
    expect(result.warnings.find((w) => w.code === 'defendant_out_of_state')?.message).toMatch(
      /address is in Oklahoma, not Texas/,
    );
    expect(codes({ ...o, defendantAddress: '9 Pine St\nAustin, TX 78701' })).not.toContain(
      'defendant_out_of_state',
    );
    expect(codes({ ...o, defendantAddress: 'somewhere' })).not.toContain('defendant_out_of_state');
  });
});
