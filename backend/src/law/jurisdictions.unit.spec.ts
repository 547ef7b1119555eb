import { JURISDICTIONS } from './jurisdictions';
import { usd } from './law-fact';
import { getJurisdiction, US_STATES } from './law-table';
import { CASE_TYPES, STATE_CODES, type Jurisdiction, type LawFact, type StateCode } from './law-table.types';

const all = Object.entries(JURISDICTIONS) as Array<[StateCode, Jurisdiction]>;
const CONFIDENCE = ['high', 'medium', 'low'];
const FACT_KEYS = new Set(['value', 'citation', 'sourceUrl', 'verifiedOn', 'confidence', 'note']);

type FoundFact = { path: string; fact: Record<string, unknown> };

/**
 * Walks a jurisdiction generically: every object with a `citation` is a fact; any other leaf outside a fact except
 * `code` and `name` at the top is a bug (an uncited value), so a field added without a citation fails here.
 */
function collectFacts(node: unknown, path: string, found: FoundFact[], stray: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectFacts(item, `${path}[${i}]`, found, stray));
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if ('citation' in record) {
      found.push({ path, fact: record });
      return;
    }
    for (const [key, child] of Object.entries(record))
      collectFacts(child, path ? `${path}.${key}` : key, found, stray);
  } else if (path !== 'code' && path !== 'name') {
    stray.push(path);
  }
}

/** Strings non-blank, numbers finite and ≥ 0, arrays non-empty, recursively. */
function emptyParts(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? [] : [path];
  if (typeof value === 'boolean') return [];
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : value.flatMap((item, i) => emptyParts(item, `${path}[${i}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => emptyParts(child, `${path}.${key}`));
  }
  return [path];
}

const isIsoDate = (s: unknown) =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !isNaN(Date.parse(s));

describe('law table: completeness', () => {
  it('has the 50 states and DC, each exactly once and under its own code', () => {
    expect(all).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    expect(Object.keys(JURISDICTIONS).sort()).toEqual([...STATE_CODES].sort());
    for (const [code, j] of all) expect(j.code).toBe(code);
    expect(new Set(all.map(([, j]) => j.name)).size).toBe(51);
    expect(getJurisdiction('DC').name).toBe('District of Columbia');
  });

  it('lists every state for the dropdown in name order', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map((s) => s.name)).toEqual(
      [...US_STATES.map((s) => s.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(US_STATES[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
  });

  it.each(all)('%s: every value is a complete, cited fact', (_code, jurisdiction) => {
    const found: FoundFact[] = [];
    const stray: string[] = [];
    collectFacts(jurisdiction, '', found, stray);
    expect(stray).toEqual([]);
    // 3 small-claims + 3 limitation + 2 deposit facts at least; optional ones add to this.
    expect(found.length).toBeGreaterThanOrEqual(9);
    const problems: string[] = [];
    for (const { path, fact } of found) {
      const unknownKeys = Object.keys(fact).filter((k) => !FACT_KEYS.has(k));
      if (unknownKeys.length > 0) problems.push(`${path}: unexpected keys ${unknownKeys.join(',')}`);
      problems.push(...emptyParts(fact.value, `${path}.value`));
      if (typeof fact.citation !== 'string' || !fact.citation.trim()) problems.push(`${path}: citation`);
      try {
        const url = new URL(String(fact.sourceUrl));
        if (url.protocol !== 'https:') problems.push(`${path}: sourceUrl not https`);
      } catch {
        problems.push(`${path}: sourceUrl is not a URL`);
      }
      if (!isIsoDate(fact.verifiedOn)) problems.push(`${path}: verifiedOn`);
      if (!CONFIDENCE.includes(String(fact.confidence))) problems.push(`${path}: confidence`);
      if (fact.confidence !== 'high' && (typeof fact.note !== 'string' || !fact.note.trim())) {
        problems.push(`${path}: ${String(fact.confidence)} confidence without a note`);
      }
      if ('note' in fact && (typeof fact.note !== 'string' || !fact.note.trim()))
        problems.push(`${path}: empty note`);
    }
    expect(problems).toEqual([]);
  });

  it.each(all)('%s: numbers are in range and internally consistent', (_code, j) => {
    const { smallClaims: sc, limitations: sol, securityDeposit: dep } = j;
    for (const limit of [sc.limitIndividual, sc.limitBusiness]) {
      expect(Number.isSafeInteger(limit.value)).toBe(true);
      expect(limit.value).toBeGreaterThanOrEqual(usd(1_000));
    }
    expect(sc.filingFee.value.minCents).toBeLessThanOrEqual(sc.filingFee.value.maxCents);
    expect(sc.filingFee.value.minCents).toBeGreaterThan(0);
    for (const years of [sol.writtenContract.value, sol.oralContract.value, sol.propertyDamage.value]) {
      expect(Number.isInteger(years) && years >= 1 && years <= 15).toBe(true);
    }
    // Eligibility uses the oral period as the conservative contract period: it must never be the longer one.
    expect(sol.oralContract.value).toBeLessThanOrEqual(sol.writtenContract.value);
    expect(dep.returnDeadline.value.days).toBeGreaterThan(0);
    // A statutory multiple is only stored when we are sure of it; uncertain penalties stay prose.
    if (dep.penalty.value.multiplier !== undefined) expect(dep.penalty.confidence).toBe('high');
    for (const local of sc.localLimits?.value ?? [])
      expect(local.limitCents).toBeLessThan(sc.limitIndividual.value);
    for (const type of sc.noCapCaseTypes?.value ?? []) expect(CASE_TYPES).toContain(type);
    const ids = j.preSuitDemands.map((r) => r.value.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of j.preSuitDemands) {
      expect(rule.value.appliesTo.length).toBeGreaterThan(0);
      for (const type of rule.value.appliesTo) expect(CASE_TYPES).toContain(type);
    }
    for (const law of j.freelancerLaws) expect(law.value.scope === 'city').toBe(law.value.city !== undefined);
  });
});

describe('law table: values match the research', () => {
  const j = getJurisdiction;
  const limits = (code: StateCode) => [
    j(code).smallClaims.limitIndividual.value,
    j(code).smallClaims.limitBusiness.value,
  ];

  it('small-claims limits (Table A)', () => {
    expect(limits('CA')).toEqual([usd(12_500), usd(6_250)]);
    expect(j('TX').smallClaims.limitIndividual.value).toBe(usd(20_000));
    expect(j('TX').smallClaims.courtName.value).toMatch(/Justice Court/);
    expect(limits('DE')).toEqual([usd(25_000), usd(25_000)]);
    expect(j('TN').smallClaims.limitIndividual.value).toBe(usd(25_000));
    expect(j('KY').smallClaims.limitIndividual.value).toBe(usd(2_500));
    expect(j('AZ').smallClaims.limitIndividual.value).toBe(usd(3_500));
    expect(j('AZ').smallClaims.limitIndividual.citation).toBe('A.R.S. §22-503');
    expect(limits('WA')).toEqual([usd(10_000), usd(5_000)]);
    expect(j('NJ').smallClaims.limitIndividual.value).toBe(usd(5_000));
    expect(j('NY').smallClaims.limitIndividual.value).toBe(usd(10_000));
    expect(j('NY').smallClaims.localLimits?.value.map((l) => l.limitCents)).toEqual([usd(5_000), usd(3_000)]);
    expect(j('CA').smallClaims.limitIndividual.citation).toMatch(/116\.221/);
  });

  it('no-cap case types (Table A)', () => {
    expect(j('CT').smallClaims.noCapCaseTypes?.value).toEqual(['security-deposit']);
    expect(j('HI').smallClaims.noCapCaseTypes?.value).toEqual(['security-deposit']);
    expect(j('MA').smallClaims.noCapCaseTypes?.value).toEqual(['vehicle-damage']);
  });

  it('limitation periods (Table B), storing the shorter side of a split', () => {
    const sol = (code: StateCode) => {
      const l = j(code).limitations;
      return [l.writtenContract.value, l.oralContract.value, l.propertyDamage.value];
    };
    expect(sol('CA')).toEqual([4, 2, 3]);
    expect(sol('AZ')).toEqual([6, 3, 2]);
    expect(sol('NY')).toEqual([6, 6, 3]);
    expect(sol('CO')).toEqual([3, 3, 2]);
    expect(sol('FL')).toEqual([5, 4, 2]);
    expect(sol('LA')).toEqual([10, 10, 1]);
    expect(sol('OH')).toEqual([6, 4, 2]);
    expect(sol('KY')).toEqual([10, 5, 2]);
    expect(sol('RI')).toEqual([10, 10, 10]);
  });

  it('security deposits (Table C)', () => {
    const tx = j('TX').securityDeposit;
    expect(tx.returnDeadline.value.days).toBe(30);
    expect(tx.penalty.value.multiplier).toBe(3);
    expect(tx.penalty.value.description).toContain('$100');
    expect(tx.penalty.citation).toMatch(/92\.109/);
    expect(j('NY').securityDeposit.returnDeadline.value.days).toBe(14);
    expect(j('CA').securityDeposit.returnDeadline.value.days).toBe(21);
    expect(j('AZ').securityDeposit.returnDeadline.value).toMatchObject({ days: 14, businessDays: true });
    expect(j('MA').securityDeposit.penalty.value.multiplier).toBe(3);
  });

  it('pre-suit demand rules (§3.5)', () => {
    const rule = (code: StateCode, id: string) => j(code).preSuitDemands.find((r) => r.value.id === id);
    expect(rule('MA', 'ma-93a-demand')?.value.noticeDays).toBe(30);
    expect(rule('TX', 'tx-dtpa-17505')?.value.noticeDays).toBe(60);
    expect(rule('TX', 'tx-cprc-38002')?.value.noticeDays).toBe(30);
    expect(rule('CA', 'ca-clra-1782')?.value).toMatchObject({
      noticeDays: 30,
      delivery: expect.stringMatching(/certified/i),
    });
    expect(rule('CA', 'ca-bad-check-1719')?.value.delivery).toMatch(/certified/i);
    expect(rule('CA', 'ca-small-claims-ask-first')?.value.noticeDays).toBe(0);
    expect(rule('OR', 'or-ors-20080-demand')?.value.noticeDays).toBe(30);
    expect(rule('ID', 'id-12-120-demand')?.value.noticeDays).toBe(10);
    expect(rule('GA', 'ga-fbpa-demand')?.value.noticeDays).toBe(30);
    expect(rule('AL', 'al-dtpa-demand')?.value.noticeDays).toBe(15);
    expect(rule('ME', 'me-utpa-demand')?.value.noticeDays).toBe(30);
  });

  it('freelancer laws (§3.6)', () => {
    const names = (code: StateCode) =>
      j(code).freelancerLaws.map((l) => [l.value.scope, l.value.thresholdCents]);
    expect(names('NY')).toEqual([
      ['state', usd(800)],
      ['city', usd(800)],
    ]);
    expect(names('IL')).toEqual([['state', usd(500)]]);
    expect(j('CA').freelancerLaws[0]?.value).toMatchObject({
      scope: 'city',
      city: 'Los Angeles',
      thresholdCents: usd(600),
    });
    expect(j('WA').freelancerLaws[0]?.value).toMatchObject({ scope: 'city', city: 'Seattle' });
  });
});

describe('law table: uncertainty stays marked', () => {
  const j = getJurisdiction;
  const below = (fact: LawFact<unknown> | undefined) => {
    expect(fact).toBeDefined();
    expect(fact?.confidence).not.toBe('high');
    expect(fact?.note).toBeTruthy();
  };

  it('limits the research rates M or marks "verify"', () => {
    below(j('NE').smallClaims.limitIndividual);
    below(j('RI').smallClaims.limitIndividual);
    below(j('MI').smallClaims.limitIndividual);
    below(j('IN').smallClaims.limitIndividual);
    below(j('AR').smallClaims.limitIndividual);
    below(j('NY').smallClaims.limitBusiness);
  });

  it('limitation periods marked "verify" or "mem"', () => {
    below(j('CO').limitations.writtenContract);
    below(j('CO').limitations.oralContract);
    below(j('KY').limitations.writtenContract);
    below(j('KY').limitations.oralContract);
    below(j('KY').limitations.propertyDamage);
    below(j('FL').limitations.propertyDamage);
    below(j('LA').limitations.propertyDamage);
    below(j('OH').limitations.writtenContract);
    below(j('CT').limitations.propertyDamage);
    below(j('DE').limitations.propertyDamage);
  });

  it('deposit rules with conflicting or unverified sources', () => {
    below(j('CT').securityDeposit.returnDeadline);
    below(j('WA').securityDeposit.returnDeadline);
    below(j('AZ').securityDeposit.penalty);
    expect(j('TN').securityDeposit.returnDeadline.confidence).toBe('low');
    expect(j('WV').securityDeposit.returnDeadline.confidence).toBe('low');
    expect(j('OK').securityDeposit.penalty.confidence).toBe('low');
  });

  it('pre-suit and freelancer rules from memory', () => {
    const rule = (code: StateCode, id: string) => j(code).preSuitDemands.find((r) => r.value.id === id);
    below(rule('ID', 'id-12-120-demand'));
    below(rule('GA', 'ga-fbpa-demand'));
    below(rule('AL', 'al-dtpa-demand'));
    below(rule('ME', 'me-utpa-demand'));
    below(rule('CA', 'ca-small-claims-ask-first'));
    below(j('NY').freelancerLaws.find((l) => l.value.scope === 'city'));
  });

  it('never claims a check newer than the research', () => {
    for (const [, jurisdiction] of all) {
      const found: FoundFact[] = [];
      collectFacts(jurisdiction, '', found, []);
      for (const { fact } of found) expect(fact.verifiedOn).toBe('2026-11-01');
    }
  });
});
