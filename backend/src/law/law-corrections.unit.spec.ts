import { factOn } from './law-in-force';
import { JURISDICTIONS } from './jurisdictions';
import {
  applicablePreSuitDemands,
  assessEligibility,
  decideDeposit,
  getJurisdiction,
  limitationPeriodFor,
  smallClaimsVenueFor,
  type EligibilityInput,
} from './law-table';
import { usd } from './law-fact';
import type { CaseType, ClaimantKind, StateCode } from './law-table.types';

/**
 * Every fact the legal review of 2026-11-24 found stale or wrong (issue 12 §1), one row each, looked up by date so a
 * scheduled change is tested on both sides of its date.
 */

const TODAY = '2026-11-24';

describe('corrected small-claims limits, chosen by date', () => {
  it.each<[StateCode, ClaimantKind, string, number]>([
    ['MI', 'individual', '2023-12-31', usd(6_500)],
    ['MI', 'individual', '2024-01-01', usd(7_000)],
    ['MI', 'individual', TODAY, usd(7_000)],
    ['VT', 'individual', TODAY, usd(10_000)],
    ['UT', 'individual', '2022-05-03', usd(11_000)],
    ['UT', 'individual', '2024-12-31', usd(15_000)],
    ['UT', 'individual', '2025-01-01', usd(20_000)],
    ['UT', 'individual', '2029-12-31', usd(20_000)],
    ['UT', 'individual', '2030-01-01', usd(25_000)],
    ['NE', 'individual', '2025-06-30', usd(3_900)],
    ['NE', 'individual', '2025-07-01', usd(7_500)],
    ['CA', 'business', TODAY, usd(6_250)],
    ['WA', 'business', TODAY, usd(5_000)],
    ['NY', 'business', TODAY, usd(10_000)],
  ])('%s %s on %s: %i cents', (state, claimant, date, cents) => {
    expect(smallClaimsVenueFor(state, 'contract-breach', claimant, date).limit?.value).toBe(cents);
  });

  it('takes the UT limit from the letter date, with no code change at the 2030 step', () => {
    const court = (date: string) => getJurisdiction('UT', date).smallClaims;
    expect(court('2029-12-31').limitIndividual.effectiveTo).toBe('2029-12-31');
    expect(court('2030-01-01').limitIndividual).toMatchObject({
      effectiveFrom: '2030-01-01',
      effectiveTo: null,
    });
    // Each step has its own quote from the enrolled bill (docs/law-evidence/UT.md).
    expect(court('2026-11-27').limitIndividual.verification.status).toBe('verified');
    expect(court('2030-01-01').limitIndividual.verification).toMatchObject({
      status: 'verified',
      quote: expect.stringContaining('$25,000'),
    });
  });
});

describe('eligibility outcomes the review got wrong', () => {
  const base: EligibilityInput = {
    state: 'CA',
    amountCents: 100_000,
    documentType: 'small_claims',
    caseType: 'contract-breach',
    today: TODAY,
  };
  const assess = (o: Partial<EligibilityInput>) => assessEligibility({ ...base, ...o });

  it.each<[string, Partial<EligibilityInput>, boolean]>([
    ['a $6,900 MI package (was refused at $6,500)', { state: 'MI', amountCents: 690_000 }, true],
    ['a $7,000.01 MI package (limit unverified: a warning)', { state: 'MI', amountCents: 700_001 }, true],
    ['a $7,000.01 MA package (limit verified)', { state: 'MA', amountCents: 700_001 }, false],
    ['an $8,000 VT package (was refused at $5,000)', { state: 'VT', amountCents: 800_000 }, true],
    ['a $5,000 NE package (was refused at $3,900)', { state: 'NE', amountCents: 500_000 }, true],
    ['a $10,000 UT package', { state: 'UT', amountCents: 1_000_000 }, true],
    ['a $7,000 CA package for a business ($6,250)', { amountCents: 700_000, claimant: 'business' }, false],
    [
      'a $6,000 WA package for a business ($5,000)',
      { state: 'WA', amountCents: 600_000, claimant: 'business' },
      false,
    ],
    ['a $6,000 WA package for a person ($10,000)', { state: 'WA', amountCents: 600_000 }, true],
    [
      'an $8,000 NY package for a business (Commercial Claims $10,000)',
      { state: 'NY', amountCents: 800_000, claimant: 'business' },
      true,
    ],
  ])('%s: ok=%p', (_label, overrides, ok) => {
    expect(assess(overrides).ok).toBe(ok);
  });

  it('routes a New York business to Commercial Claims, with the §1803-A demand letter', () => {
    const result = assess({ state: 'NY', amountCents: 600_000, claimant: 'business' });
    const route = result.warnings.find((w) => w.code === 'business_court');
    expect(route?.message).toContain('Commercial Claims Part of the New York City Civil Court');
    expect(route?.message).toMatch(/Businesses cannot use New York's small claims court/);
    expect(route?.message).toMatch(/5 commercial claims a calendar month/);
    const demand = result.warnings.find((w) => w.citation === 'N.Y.C. Civ. Ct. Act §1803-A');
    expect(demand?.message).toMatch(/at least 10 and no more than 180 days before filing/);
    // The lower Commercial Claims limit outside New York City is warned about, not refused.
    expect(result.warnings.find((w) => w.code === 'over_state_limit')?.message).toContain(
      'Commercial Claims Parts of City Courts outside New York City $5,000.00',
    );
    expect(smallClaimsVenueFor('NY', 'other', 'business', TODAY).courtName).toBe(
      'Commercial Claims Part of the New York City Civil Court',
    );
  });

  it('gives a New York individual neither the Commercial Claims route nor the §1803-A rule', () => {
    const result = assess({ state: 'NY', amountCents: 400_000 });
    expect(result.warnings.map((w) => w.code)).not.toContain('business_court');
    expect(applicablePreSuitDemands('NY', 'other', { onDate: TODAY }).map((r) => r.value.id)).toEqual([]);
    expect(
      applicablePreSuitDemands('NY', 'other', { onDate: TODAY, claimant: 'business' }).map((r) => r.value.id),
    ).toEqual(['ny-cca-1803a-demand']);
  });

  it('refuses an over-limit NY business claim naming the Commercial Claims limit', () => {
    const result = assess({
      state: 'NY',
      amountCents: 1_000_001,
      claimant: 'business',
      documentType: 'demand_letter',
    });
    expect(result.refusal?.message).toBe('Amount claimed must be $10,000.00 or less');
  });
});

describe('corrected limitation periods, chosen by incident date', () => {
  it.each<[StateCode, CaseType, string, number, string]>([
    ['WI', 'vehicle-damage', '2022-12-01', 3, 'Wis. Stat. §893.52(2)'],
    ['WI', 'vehicle-damage', '2016-02-05', 6, 'Wis. Stat. §893.52(1)'],
    ['WI', 'property-damage', '2022-12-01', 6, 'Wis. Stat. §893.52(1)'],
    ['AL', 'vehicle-damage', '2024-06-01', 2, 'Ala. Code §6-2-38(l)'],
    ['AL', 'property-damage', '2024-06-01', 2, 'Ala. Code §6-2-38(l)'],
    [
      'LA',
      'vehicle-damage',
      '2024-06-30',
      1,
      'La. C.C. art. 3492, repealed by Act 423 of 2024 and still governing delicts that arose before 7/1/2024',
    ],
    ['LA', 'vehicle-damage', '2024-07-01', 2, 'La. C.C. art. 3493.11'],
    ['FL', 'property-damage', '2023-03-23', 4, 'Fla. Stat. §95.11(3)'],
    ['FL', 'property-damage', '2023-03-24', 2, 'Fla. Stat. §95.11(4)(a), as amended by HB 837 of 2023'],
    ['CO', 'vehicle-damage', '2025-01-01', 3, 'C.R.S. §13-80-101(1)(n)'],
  ])('%s %s on %s: %i years (%s)', (state, caseType, incidentDate, years, citation) => {
    const period = limitationPeriodFor(state, caseType, { incidentDate });
    expect(period.fact.value).toBe(years);
    expect(period.fact.citation).toBe(citation);
    expect(period.accruedOn).toBe(incidentDate);
  });

  it('says a Dec-2022 Wisconsin vehicle claim may be past the deadline (it had 3 years, not 6)', () => {
    const result = assessEligibility({
      state: 'WI',
      amountCents: 300_000,
      documentType: 'demand_letter',
      caseType: 'vehicle-damage',
      incidentDate: '2022-12-01',
      today: TODAY,
    });
    const warning = result.warnings.find((w) => w.code === 'limitation_period');
    expect(warning?.message).toMatch(/may be past the deadline to sue/);
    expect(warning?.citation).toBe('Wis. Stat. §893.52(2)');
    expect(limitationPeriodFor('WI', 'vehicle-damage', { incidentDate: '2022-12-01' }).endsOn).toBe(
      '2025-12-01',
    );
  });

  it('no longer tells a Sept-2025 Louisiana vehicle claim it may be too late, and says "prescriptive period"', () => {
    const input: EligibilityInput = {
      state: 'LA',
      amountCents: 300_000,
      documentType: 'demand_letter',
      caseType: 'vehicle-damage',
      incidentDate: '2025-09-15',
      today: TODAY,
    };
    expect(assessEligibility(input).warnings.map((w) => w.code)).not.toContain('limitation_period');
    const late = assessEligibility({ ...input, incidentDate: '2024-09-15' });
    expect(late.warnings.find((w) => w.code === 'limitation_period')?.message).toMatch(/prescriptive period/);
  });

  it('uses the written-contract period when the agreement is written (CA 4 years, not 2)', () => {
    expect(
      limitationPeriodFor('CA', 'contract-breach', { incidentDate: '2024-01-01', agreement: 'written' }).fact
        .value,
    ).toBe(4);
    expect(
      limitationPeriodFor('CA', 'contract-breach', { incidentDate: '2024-01-01', agreement: 'oral' }).fact
        .value,
    ).toBe(2);
    expect(limitationPeriodFor('CA', 'contract-breach', { incidentDate: '2024-01-01' }).fact.value).toBe(2);
  });
});

describe('corrected security-deposit rules', () => {
  const deposit = (state: StateCode, date = TODAY) => getJurisdiction(state, date).securityDeposit;

  it('IL covers every residential landlord from 2024-01-01 (P.A. 103-0224)', () => {
    expect(deposit('IL', '2023-12-31').returnDeadline.value.description).toMatch(/5 or more units/);
    expect(deposit('IL').returnDeadline.value.description).toMatch(/^Every residential landlord/);
    expect(deposit('IL').returnDeadline.citation).toContain('P.A. 103-0224');
  });

  it('UT penalty: statutory notice, 5 business days, $100 civil penalty; fees only on bad faith', () => {
    const penalty = deposit('UT').penalty;
    expect(penalty.value.extra).toMatch(/5 business days/);
    expect(penalty.value.extra).toMatch(/\$100 civil penalty/);
    expect(penalty.value.extra).toMatch(/only if the court finds bad faith/);
    expect(penalty.confidence).toBe('high');
  });

  it('AZ: 14 business days start after the tenant demands the deposit, and this letter is that demand', () => {
    const rule = deposit('AZ').returnDeadline.value;
    expect(rule).toMatchObject({ days: 14, businessDays: true, startsAfter: ['move-out', 'tenant-demand'] });
    const decision = decideDeposit(getJurisdiction('AZ', TODAY), '2026-10-01', TODAY);
    expect(decision).toMatchObject({ passed: false, daysFromReceipt: 14 });
    expect(decision.startsClock).toEqual([{ role: 'demand', citation: 'A.R.S. §33-1321(D)' }]);
    // 14 business days after receipt (letter + 5 days), plus 3 days for holidays: never shorter than the statute.
    expect(decision.minResponseDays).toBeGreaterThanOrEqual(14 + 5);
  });

  it('CT: 21 days, or 15 after a forwarding address if later; never "older sources"', () => {
    const fact = deposit('CT').returnDeadline;
    expect(fact.value).toMatchObject({ days: 21, orIfLater: { days: 15, after: 'forwarding-address' } });
    expect(JSON.stringify(fact)).not.toMatch(/older sources/i);
    // Moved out long ago: the 15 days after this letter gives the address are the later deadline.
    expect(decideDeposit(getJurisdiction('CT', TODAY), '2026-08-01', TODAY)).toMatchObject({
      passed: false,
      daysFromReceipt: 15,
      minResponseDays: 20,
    });
  });

  it('TX: the clock waits for a written forwarding address (§92.107), which this letter gives', () => {
    const decision = decideDeposit(getJurisdiction('TX', TODAY), '2026-08-01', TODAY);
    expect(decision).toMatchObject({ passed: false, daysFromReceipt: 30, minResponseDays: 35 });
    expect(decision.letterServesAs).toEqual([
      { role: 'forwarding-address', citation: 'Tex. Prop. Code §92.107' },
    ]);
  });

  it.each<[StateCode, string, number]>([
    ['CO', 'co-deposit-notice', 7],
    ['ME', 'me-deposit-notice', 7],
    ['UT', 'ut-deposit-notice', 5],
    ['LA', 'la-deposit-demand', 30],
  ])('%s: the tenant notice that unlocks the penalty (%s, %i days)', (state, id, days) => {
    const rule = applicablePreSuitDemands(state, 'security-deposit', { onDate: TODAY }).find(
      (r) => r.value.id === id,
    );
    expect(rule?.value).toMatchObject({ kind: 'deposit-tenant-notice', noticeDays: days });
  });
});

describe('corrected freelancer laws', () => {
  const laws = (state: StateCode, date = TODAY) =>
    getJurisdiction(state, date).freelancerLaws.map((l) => l.value);

  it('CA: the statewide SB 988 Act from 2025-01-01, as well as Los Angeles', () => {
    expect(laws('CA', '2024-12-31').map((l) => l.name)).toEqual([
      'Los Angeles Freelance Worker Protections Ordinance',
    ]);
    const sb988 = getJurisdiction('CA', TODAY).freelancerLaws[0];
    expect(sb988?.citation).toBe('Cal. Bus. & Prof. Code §18100 et seq., SB 988, Stats. 2024, ch. 870');
    expect(sb988?.value).toMatchObject({ scope: 'state', thresholdCents: usd(250), paymentDueDays: 30 });
    expect(sb988?.confidence).toBe('high');
  });

  it('Minneapolis and Columbus ordinances', () => {
    expect(laws('MN')).toEqual([expect.objectContaining({ city: 'Minneapolis', thresholdCents: usd(600) })]);
    expect(laws('OH')).toEqual([expect.objectContaining({ city: 'Columbus', thresholdCents: usd(250) })]);
    expect(laws('OH', '2023-05-30')).toEqual([]);
  });

  it('NY cites GBL Art. 44-A, never the repealed Labor Law §191-d', () => {
    const ny = getJurisdiction('NY', TODAY).freelancerLaws[0];
    expect(ny?.citation).toBe('N.Y. Gen. Bus. Law art. 44-A');
    expect(JSON.stringify(JURISDICTIONS.NY)).not.toMatch(/Labor Law §191-d(?! is repealed)/);
  });
});

describe('court details for the filing package', () => {
  it.each<[StateCode, string]>([
    ['CA', 'SC-100'],
    ['MI', 'DC 84'],
    ['NC', 'AOC-CVM-200'],
  ])('%s claim form %s', (state, number) => {
    const forms = getJurisdiction(state, TODAY).smallClaims.forms?.value ?? [];
    expect(forms.find((f) => f.purpose === 'claim')?.number).toBe(number);
  });

  it('TX forms follow TRCP 502.2/502.3; NYC and MA clerks serve; CA 15/20 days', () => {
    const tx = getJurisdiction('TX', TODAY).smallClaims.forms?.value.map((f) => f.purpose);
    expect(tx).toEqual(['claim', 'case-information', 'fee-waiver']);
    expect(getJurisdiction('NY', TODAY).smallClaims.service?.value.clerkServes).toBe(true);
    expect(getJurisdiction('MA', TODAY).smallClaims.service?.value.clerkServes).toBe(true);
    expect(getJurisdiction('CA', TODAY).smallClaims.service?.value.description).toMatch(/15 days .* 20 days/);
    expect(getJurisdiction('CA', TODAY).smallClaims.filingCaps?.value).toMatch(
      /two small-claims cases over \$2,500/,
    );
  });

  it('prejudgment interest with its citation (CA 10%, NY 9%)', () => {
    expect(getJurisdiction('CA', TODAY).prejudgmentInterest).toMatchObject({
      value: { ratePercent: 10 },
      citation: 'Cal. Civ. Code §3289(b)',
    });
    expect(getJurisdiction('NY', TODAY).prejudgmentInterest?.value.ratePercent).toBe(9);
  });

  it('every state has a version of every required fact on any date (factOn)', () => {
    expect(factOn(JURISDICTIONS.UT.smallClaims.limitIndividual, '1999-01-01')?.value).toBe(usd(11_000));
  });
});
