import { EVIDENCE_CHECKER } from './evidence/law-evidence';
import { JURISDICTIONS } from './jurisdictions';
import { NOT_CHECKED_NOTE, usd } from './law-fact';
import { lawInForceOn, versionsOf } from './law-in-force';
import { isOfficialSource, printedSource } from './law-sources';
import { getJurisdiction, US_STATES } from './law-table';
import {
  CASE_TYPES,
  STATE_CODES,
  type JurisdictionRecord,
  type LawFact,
  type StateCode,
} from './law-table.types';

const all = Object.entries(JURISDICTIONS) as Array<[StateCode, JurisdictionRecord]>;
const CONFIDENCE = ['high', 'medium', 'low'];
const FACT_KEYS = new Set([
  'value',
  'citation',
  'sourceUrl',
  'effectiveFrom',
  'effectiveTo',
  'verification',
  'confidence',
  'note',
]);
/** The law as the tests read it: in force on this date. */
const ON = '2026-11-24';

type FoundFact = { path: string; fact: Record<string, unknown> };

/**
 * Walks a jurisdiction generically: every object with a `citation` is a fact (versions of a dated fact are walked
 * one by one); any other leaf outside a fact except `code`, `name` and `civilLaw` at the top is a bug (an uncited
 * value), so a field added without a citation fails here.
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
  } else if (path !== 'code' && path !== 'name' && path !== 'civilLaw') {
    stray.push(path);
  }
}

const factsOf = (record: JurisdictionRecord) => {
  const found: FoundFact[] = [];
  collectFacts(record, '', found, []);
  return found;
};

/** Strings non-blank, numbers finite and ≥ 0, arrays non-empty, recursively. */
function emptyParts(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? [] : [path];
  if (typeof value === 'boolean') return [];
  if (value === null) return [];
  if (Array.isArray(value)) {
    // `letterServesAs: []` is a decision (the letter is nothing under that state's deposit statute), not a blank.
    if (value.length === 0) return path.endsWith('.letterServesAs') ? [] : [path];
    return value.flatMap((item, i) => emptyParts(item, `${path}[${i}]`));
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => emptyParts(child, `${path}.${key}`));
  }
  return [path];
}

const isIsoDate = (s: unknown) =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !isNaN(Date.parse(s));
const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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
        // An http address only where it is the official page the evidence file read the words from.
        const evidencePage = (fact.verification as { url?: unknown } | undefined)?.url === fact.sourceUrl;
        if (url.protocol !== 'https:' && !(url.protocol === 'http:' && evidencePage))
          problems.push(`${path}: sourceUrl not https`);
      } catch {
        problems.push(`${path}: sourceUrl is not a URL`);
      }
      for (const bound of ['effectiveFrom', 'effectiveTo'] as const) {
        if (!(bound in fact)) problems.push(`${path}: no ${bound}`);
        else if (fact[bound] !== null && !isIsoDate(fact[bound])) problems.push(`${path}: ${bound}`);
      }
      if (
        typeof fact.effectiveFrom === 'string' &&
        typeof fact.effectiveTo === 'string' &&
        fact.effectiveFrom > fact.effectiveTo
      )
        problems.push(`${path}: effectiveFrom after effectiveTo`);
      const v = fact.verification as Record<string, unknown> | undefined;
      if (v?.status === 'verified') {
        if (!isIsoDate(v.verifiedOn)) problems.push(`${path}: verifiedOn`);
        if (typeof v.verifiedBy !== 'string' || !v.verifiedBy.trim()) problems.push(`${path}: verifiedBy`);
        if (typeof v.evidence !== 'string' || !v.evidence.trim()) problems.push(`${path}: evidence`);
        if (typeof v.url !== 'string' || !isOfficialSource(v.url)) problems.push(`${path}: url not official`);
        if (typeof v.quote !== 'string' || !v.quote.trim()) problems.push(`${path}: quote`);
      } else if (v?.status === 'unverified') {
        if (!isIsoDate(v.researchedOn)) problems.push(`${path}: researchedOn`);
      } else problems.push(`${path}: verification`);
      if (!CONFIDENCE.includes(String(fact.confidence))) problems.push(`${path}: confidence`);
      if (fact.confidence !== 'high' && (typeof fact.note !== 'string' || !fact.note.trim())) {
        problems.push(`${path}: ${String(fact.confidence)} confidence without a note`);
      }
      if ('note' in fact && (typeof fact.note !== 'string' || !fact.note.trim()))
        problems.push(`${path}: empty note`);
    }
    expect(problems).toEqual([]);
  });

  it.each(all)('%s: numbers are in range and internally consistent', (code) => {
    const j = lawInForceOn(code, ON);
    const { smallClaims: sc, limitations: sol, securityDeposit: dep } = j;
    for (const limit of [sc.limitIndividual, sc.limitBusiness]) {
      expect(Number.isSafeInteger(limit.value)).toBe(true);
      expect(limit.value).toBeGreaterThanOrEqual(usd(1_000));
    }
    expect(sc.filingFee.value.minCents).toBeLessThanOrEqual(sc.filingFee.value.maxCents);
    expect(sc.filingFee.value.minCents).toBeGreaterThan(0);
    const periods = [sol.writtenContract, sol.oralContract, sol.propertyDamage, sol.vehicleDamage];
    for (const period of periods) {
      if (period)
        expect(Number.isInteger(period.value) && period.value >= 1 && period.value <= 15).toBe(true);
    }
    // Eligibility uses the oral period as the conservative contract period: it must never be the longer one.
    expect(sol.oralContract.value).toBeLessThanOrEqual(sol.writtenContract.value);
    expect(dep.returnDeadline.value.days).toBeGreaterThan(0);
    expect(dep.returnDeadline.value.startsAfter).toContain('move-out');
    // A statutory multiple is stored only when sources agree: never on a fact whose sources conflict or are missing.
    if (dep.penalty.value.multiplier !== undefined) {
      expect(dep.penalty.confidence === 'high' || dep.penalty.note?.includes(NOT_CHECKED_NOTE)).toBe(true);
    }
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
    const businessCourt = sc.businessCourt?.value;
    if (businessCourt?.preSuitDemandId) expect(ids).toContain(businessCourt.preSuitDemandId);
  });
});

describe('law table: effective dates', () => {
  /** Every stored fact slot: a single fact or a list of versions, with its path. */
  const slots = (record: JurisdictionRecord) => {
    const sc = record.smallClaims;
    const l = record.limitations;
    const d = record.securityDeposit;
    const required = {
      ...{ courtName: sc.courtName, limitIndividual: sc.limitIndividual, limitBusiness: sc.limitBusiness },
      filingFee: sc.filingFee,
      writtenContract: l.writtenContract,
      oralContract: l.oralContract,
      propertyDamage: l.propertyDamage,
      returnDeadline: d.returnDeadline,
      penalty: d.penalty,
    };
    const optional = {
      vehicleDamage: l.vehicleDamage,
      businessCourt: sc.businessCourt,
      localLimits: sc.localLimits,
      noCapCaseTypes: sc.noCapCaseTypes,
      forms: sc.forms,
      service: sc.service,
      representation: sc.representation,
      filingCaps: sc.filingCaps,
      prejudgmentInterest: record.prejudgmentInterest,
      caseTypeLimits: sc.caseTypeLimits,
      depositInterest: d.interest,
    };
    return { required, optional };
  };

  it.each(all)('%s: versions are in date order, never overlap and leave no gap', (_code, record) => {
    const problems: string[] = [];
    const { required, optional } = slots(record);
    const check = (name: string, dated: unknown, mustCoverAllDates: boolean) => {
      if (dated === undefined) return;
      const versions = versionsOf(dated as LawFact<unknown>);
      versions.forEach((v, i) => {
        const next = versions[i + 1];
        if (next) {
          if (v.effectiveTo === null || next.effectiveFrom === null)
            problems.push(`${name}[${i}]: open bound in the middle`);
          else if (dayAfter(v.effectiveTo) !== next.effectiveFrom)
            problems.push(`${name}[${i}]: gap or overlap`);
        }
      });
      const first = versions[0];
      const last = versions[versions.length - 1];
      if (mustCoverAllDates && first?.effectiveFrom !== null)
        problems.push(`${name}: no version before ${String(first?.effectiveFrom)}`);
      if (last?.effectiveTo !== null) problems.push(`${name}: no version after ${String(last?.effectiveTo)}`);
    };
    for (const [name, dated] of Object.entries(required)) check(name, dated, true);
    for (const [name, dated] of Object.entries(optional)) check(name, dated, false);
    expect(problems).toEqual([]);
  });

  it.each(all)('%s: the law resolves on any date from 2000 to 2040', (code) => {
    for (const date of ['2000-01-01', '2023-03-24', '2024-07-01', ON, '2030-01-01', '2040-12-31']) {
      expect(() => lawInForceOn(code, date)).not.toThrow();
      expect(lawInForceOn(code, date).asOf).toBe(date);
    }
  });
});

describe('law table: honest verification', () => {
  it.each(all)('%s: a fact is certain only when verified against an official source', (_code, record) => {
    const problems: string[] = [];
    for (const { path, fact } of factsOf(record)) {
      const f = fact as unknown as LawFact<unknown>;
      const verified = f.verification.status === 'verified';
      // The rule the issue sets: a printed source that is not an official domain fails unless the fact is unverified.
      if (!isOfficialSource(f.sourceUrl) && verified)
        problems.push(`${path}: verified on a non-official source ${f.sourceUrl}`);
      if (f.confidence === 'high' && !verified) problems.push(`${path}: certain but not verified`);
      if (verified && f.confidence !== 'high') problems.push(`${path}: verified but worded as unverified`);
    }
    expect(problems).toEqual([]);
  });

  it('never prints a secondary website as a source', () => {
    for (const [, record] of all) {
      for (const { fact } of factsOf(record)) {
        const printed = printedSource(fact as unknown as LawFact<unknown>);
        if (printed !== null) expect(isOfficialSource(printed)).toBe(true);
      }
    }
    expect(printedSource({ sourceUrl: 'https://powerofattorney.com/table-draft' })).toBeNull();
    expect(printedSource({ sourceUrl: 'https://www.aldungroup.com/statute-of-limitations/' })).toBeNull();
    expect(printedSource({ sourceUrl: 'https://law.justia.com/codes/colorado/' })).toBeNull();
    expect(
      printedSource({ sourceUrl: 'https://le.utah.gov/xcode/Title78A/Chapter8/78A-8-S102.html' }),
    ).not.toBeNull();
    expect(printedSource({ sourceUrl: 'https://www.leg.state.fl.us/statutes/' })).not.toBeNull();
    expect(printedSource({ sourceUrl: 'https://www.pacourts.us/forms' })).not.toBeNull();
  });

  it('records who verified each verified fact, when, from which official page and in which words', () => {
    const verified = all.flatMap(([code, record]) =>
      factsOf(record)
        .map(({ fact }) => ({ code, fact: fact as unknown as LawFact<unknown> }))
        .filter(({ fact }) => fact.verification.status === 'verified'),
    );
    expect(verified.length).toBeGreaterThanOrEqual(200);
    for (const { code, fact } of verified) {
      expect(fact.verification).toMatchObject({
        status: 'verified',
        verifiedOn: expect.stringMatching(/^2026-11-2[67]$/),
        verifiedBy: EVIDENCE_CHECKER,
        method: expect.stringMatching(/^official-(text|court-page)$/),
        evidence: expect.stringMatching(new RegExp(`^docs/law-evidence/${code}\\.md § `)),
        url: fact.sourceUrl,
      });
    }
  });

  it('cites without a parenthetical of prose, so a citation inside parentheses never nests them', () => {
    const nested: string[] = [];
    for (const [code, record] of all) {
      for (const { path, fact } of factsOf(record)) {
        if (/\s\(/.test(String(fact.citation))) nested.push(`${code} ${path}: ${String(fact.citation)}`);
      }
    }
    expect(nested).toEqual([]);
  });

  it('keeps research notes out of user-visible text ("older sources", "verify")', () => {
    for (const [, record] of all) {
      for (const { path, fact } of factsOf(record)) {
        const visible = JSON.stringify(fact.value);
        expect(`${path}: ${visible}`).not.toMatch(/older sources|\(verify\)|\bmem\b/i);
      }
    }
  });
});

describe('law table: values in force today', () => {
  const j = (code: StateCode) => getJurisdiction(code, ON);
  const limits = (code: StateCode) => [
    j(code).smallClaims.limitIndividual.value,
    j(code).smallClaims.limitBusiness.value,
  ];

  it('small-claims limits (Table A, as corrected by the legal review)', () => {
    expect(limits('CA')).toEqual([usd(12_500), usd(6_250)]);
    expect(j('TX').smallClaims.limitIndividual.value).toBe(usd(20_000));
    expect(j('TX').smallClaims.courtName.value).toMatch(/Justice Court/);
    expect(limits('DE')).toEqual([usd(25_000), usd(25_000)]);
    expect(j('TN').smallClaims.limitIndividual.value).toBe(usd(25_000));
    expect(j('KY').smallClaims.limitIndividual.value).toBe(usd(2_500));
    expect(j('AZ').smallClaims.limitIndividual.value).toBe(usd(5_000));
    expect(j('AZ').smallClaims.limitIndividual.citation).toBe(
      'A.R.S. §22-503, as amended by S.B. 1022 of 2025',
    );
    expect(limits('KS')).toEqual([usd(10_000), usd(10_000)]);
    // Indiana's $6,000 is a representation rule (court-details.ts), not the court's limit.
    expect(limits('IN')).toEqual([usd(10_000), usd(10_000)]);
    expect(limits('WA')).toEqual([usd(10_000), usd(5_000)]);
    expect(j('NJ').smallClaims.limitIndividual.value).toBe(usd(5_000));
    expect(j('NY').smallClaims.limitIndividual.value).toBe(usd(10_000));
    expect(j('NY').smallClaims.localLimits?.value.map((l) => l.limitCents)).toEqual([usd(5_000), usd(3_000)]);
    expect(j('CA').smallClaims.limitIndividual.citation).toMatch(/116\.221/);
  });

  it('court names never nest parentheses (documents put them inside parentheses)', () => {
    for (const code of STATE_CODES) expect(j(code).smallClaims.courtName.value).not.toMatch(/\(.*\(/);
    expect(j('NY').smallClaims.courtName.value).not.toMatch(/[()]/);
  });

  it('no-cap case types (Table A)', () => {
    expect(j('CT').smallClaims.noCapCaseTypes?.value).toEqual(['security-deposit']);
    expect(j('HI').smallClaims.noCapCaseTypes?.value).toEqual(['security-deposit']);
    expect(j('MA').smallClaims.noCapCaseTypes?.value).toEqual(['vehicle-damage']);
  });

  it('limitation periods for an incident today, storing the shorter side of a split', () => {
    const sol = (code: StateCode) => {
      const l = j(code).limitations;
      return [l.writtenContract.value, l.oralContract.value, l.propertyDamage.value];
    };
    expect(sol('CA')).toEqual([4, 2, 3]);
    expect(sol('AZ')).toEqual([6, 3, 2]);
    expect(sol('NY')).toEqual([6, 6, 3]);
    expect(sol('CO')).toEqual([3, 3, 2]);
    expect(sol('FL')).toEqual([5, 4, 2]);
    // Was 1 year: Act 423 of 2024 made it 2 years for delicts arising from 7/1/2024.
    expect(sol('LA')).toEqual([10, 10, 2]);
    // Was 6 years (trespass): negligent damage is 2 years (§6-2-38(l)).
    expect(sol('AL')).toEqual([6, 6, 2]);
    expect(sol('OH')).toEqual([6, 4, 2]);
    expect(sol('KY')).toEqual([10, 5, 2]);
    expect(sol('RI')).toEqual([10, 10, 10]);
  });

  it('security deposits (Table C)', () => {
    const tx = j('TX').securityDeposit;
    expect(tx.returnDeadline.value.days).toBe(30);
    expect(tx.penalty.value.multiplier).toBe(3);
    expect(tx.penalty.value.extra).toContain('$100');
    expect(tx.penalty.citation).toMatch(/92\.109/);
    expect(j('NY').securityDeposit.returnDeadline.value.days).toBe(14);
    expect(j('CA').securityDeposit.returnDeadline.value.days).toBe(21);
    expect(j('AZ').securityDeposit.returnDeadline.value).toMatchObject({ days: 14, businessDays: true });
    expect(j('MA').securityDeposit.penalty.value.multiplier).toBe(3);
  });

  it('pre-suit demand rules (§3.5)', () => {
    const rule = (code: StateCode, id: string) => j(code).preSuitDemands.find((r) => r.value.id === id);
    expect(rule('MA', 'ma-93a-demand')?.value.noticeDays).toBe(30);
    expect(rule('TX', 'tx-dtpa-17505')?.value).toMatchObject({ noticeDays: 60, countsFrom: 'receipt' });
    expect(rule('TX', 'tx-cprc-38002')?.value.noticeDays).toBe(30);
    expect(rule('CA', 'ca-clra-1782')?.value).toMatchObject({
      noticeDays: 30,
      countsFrom: 'receipt',
      delivery: expect.stringMatching(/certified/i),
    });
    expect(rule('CA', 'ca-bad-check-1719')?.value.delivery).toMatch(/certified/i);
    expect(rule('CA', 'ca-small-claims-ask-first')?.value.noticeDays).toBe(0);
    expect(rule('OR', 'or-ors-20080-demand')?.value.noticeDays).toBe(30);
    expect(rule('ID', 'id-12-120-demand')?.value.noticeDays).toBe(10);
    expect(rule('GA', 'ga-fbpa-demand')?.value.noticeDays).toBe(30);
    expect(rule('AL', 'al-dtpa-demand')?.value.noticeDays).toBe(15);
    expect(rule('ME', 'me-utpa-demand')?.value.noticeDays).toBe(30);
    const consumer = [
      'ma-93a-demand',
      'tx-dtpa-17505',
      'ca-clra-1782',
      'ga-fbpa-demand',
      'al-dtpa-demand',
      'me-utpa-demand',
    ];
    for (const code of STATE_CODES) {
      for (const r of j(code).preSuitDemands) {
        expect(r.value.kind === 'consumer-protection').toBe(consumer.includes(r.value.id));
      }
    }
  });

  it('freelancer laws (§3.6)', () => {
    const names = (code: StateCode) =>
      j(code).freelancerLaws.map((l) => [l.value.scope, l.value.thresholdCents]);
    expect(names('NY')).toEqual([
      ['state', usd(800)],
      ['city', usd(800)],
    ]);
    expect(names('IL')).toEqual([['state', usd(500)]]);
    expect(j('CA').freelancerLaws.map((l) => l.value.city ?? 'statewide')).toEqual([
      'statewide',
      'Los Angeles',
    ]);
    expect(j('WA').freelancerLaws[0]?.value).toMatchObject({ scope: 'city', city: 'Seattle' });
  });
});

describe('law table: unverified facts stay marked', () => {
  const j = (code: StateCode) => getJurisdiction(code, ON);
  const below = (fact: LawFact<unknown> | undefined) => {
    expect(fact).toBeDefined();
    expect(fact?.confidence).not.toBe('high');
    expect(fact?.verification.status).toBe('unverified');
    expect(fact?.note).toBeTruthy();
  };

  it('limits the research rates M or marks "verify", or that rest on secondary sources', () => {
    below(j('NE').smallClaims.limitIndividual);
    below(j('MI').smallClaims.limitIndividual);
    below(j('KS').smallClaims.limitIndividual);
    below(j('AZ').smallClaims.limitIndividual);
    below(j('CT').smallClaims.limitIndividual);
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
    below(rule('GA', 'ga-fbpa-demand'));
    below(rule('AL', 'al-dtpa-demand'));
    below(rule('CA', 'ca-small-claims-ask-first'));
    below(j('NY').freelancerLaws.find((l) => l.value.scope === 'city'));
  });

  it('verifies from official words what the research had as unverified (RI, AR, PA limits; ID, ME notices)', () => {
    const rule = (code: StateCode, id: string) => j(code).preSuitDemands.find((r) => r.value.id === id);
    for (const fact of [
      j('RI').smallClaims.limitIndividual,
      j('AR').smallClaims.limitIndividual,
      j('PA').smallClaims.limitIndividual,
      rule('ID', 'id-12-120-demand'),
      rule('ME', 'me-utpa-demand'),
    ]) {
      expect(fact?.verification).toMatchObject({ status: 'verified', verifiedBy: EVIDENCE_CHECKER });
    }
  });

  it('unverified facts carry the research date, never a later check', () => {
    for (const [, record] of all) {
      for (const { fact } of factsOf(record)) {
        const v = (fact as unknown as LawFact<unknown>).verification;
        if (v.status === 'unverified') expect(v.researchedOn).toBe('2026-11-01');
      }
    }
  });
});
