import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JURISDICTIONS } from '../jurisdictions';
import { usd } from '../law-fact';
import { isOfficialSource, officialPublisherOf, publishedTextPublisherOf } from '../law-sources';
import { LAW_REVIEWED_ON, type LawFact } from '../law-table.types';
import { missingShowings, numbersIn, quoteShows } from './evidence-check';
import { evidenceDataModule, evidenceRecordsOf, quoteOf, readEvidenceFiles } from './evidence-file';
import { fullInventory } from './fact-inventory';
import {
  confirmationNote,
  entryVerifies,
  evidenced,
  isVerifiedOn,
  lastRegularSession,
  publishedTextProblems,
  standingOf,
  staleFrom,
} from './law-evidence';
import { EVIDENCE_ENTRIES, type EvidenceRecord } from './law-evidence.data';

import { verificationTable, type Baseline } from './verification-table';

const files = readEvidenceFiles();
const inventory = fullInventory();
const verified = inventory.filter((f) => f.fact.verification.status === 'verified');

describe('law evidence: the files and the generated data', () => {
  it('has one evidence file per jurisdiction', () => {
    expect(files.map((f) => f.state).sort()).toEqual(Object.keys(JURISDICTIONS).sort());
  });

  it('keeps law-evidence.data.ts in step with docs/law-evidence (run npm run law:verification)', () => {
    const expected = evidenceRecordsOf(files);
    expect(EVIDENCE_ENTRIES).toEqual(expected);
    expect(evidenceDataModule(expected)).toContain('EVIDENCE_ENTRIES');
  });

  it('keeps docs/law-verification.md in step with the table and the files (run npm run law:verification)', () => {
    const baseline = JSON.parse(
      readFileSync(join(__dirname, 'baseline-2026-11-26.json'), 'utf8'),
    ) as Baseline;
    const doc = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'law-verification.md'), 'utf8');
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((l) => /^\|\s*[A-Z]{2}\s*\|/.test(l))
        .map((l) => l.split('|').map((c) => c.trim()));
    expect(rows(doc)).toEqual(rows(verificationTable(inventory, files, baseline, LAW_REVIEWED_ON)));
    expect(doc).toMatch(
      new RegExp(
        `after \\(${LAW_REVIEWED_ON}\\)\\s*\\|\\s*${inventory.length}\\s*\\|\\s*${verified.length}\\s*\\|`,
      ),
    );
  });
});

describe('law evidence: every verified fact shows its official words', () => {
  it('verifies at least the 200 facts the evidence files carry', () => {
    expect(verified.length).toBeGreaterThanOrEqual(200);
  });

  it.each(verified.map((f) => [`${f.state} ${f.key}${f.version === null ? '' : `[${f.version}]`}`, f.fact]))(
    '%s: official url (or two publishers, ADR 218), and a quote from its evidence file that shows the number or rule',
    (_name, fact) => {
      const v = fact.verification;
      if (v.status !== 'verified') throw new Error('unreachable');
      if (v.method === 'published-text') {
        expect(v.published?.urls.map((u) => publishedTextPublisherOf(u)?.owner).length).toBe(2);
        expect(isOfficialSource(fact.sourceUrl)).toBe(true);
      } else expect(isOfficialSource(v.url)).toBe(true);
      const [file, key] = v.evidence.replace(/^docs\/law-evidence\//, '').split('.md § ');
      const entries = files
        .find((f) => f.state === file)
        ?.entries.filter((e) => `${e.key}${e.qualifier ? ` (${e.qualifier})` : ''}` === key);
      expect(entries?.map(quoteOf)).toContain(v.quote);
      const inventoryKey = key?.replace(/ \(.*\)$/, '') ?? '';
      expect(missingShowings(inventoryKey, fact.value, v.quote)).toEqual([]);
    },
  );
});

describe('law evidence: the check refuses what the official words do not show', () => {
  const entry = (over: Partial<EvidenceRecord>): EvidenceRecord => ({
    state: 'KS',
    key: 'smallClaims.limitIndividual',
    qualifier: null,
    status: 'verified',
    url: 'https://www.ksrevisor.gov/statutes/chapters/ch61/061_027_0003.html',
    readOn: '2026-11-27',
    quote: 'where the amount claimed does not exceed $10,000',
    method: 'official-text',
    citation: 'K.S.A. 61-2703(a)',
    from: null,
    to: null,
    value: '1000000',
    ...over,
  });
  const fact = (value: number): LawFact<number> => ({
    value,
    citation: 'K.S.A. 61-2703(a)',
    sourceUrl: 'https://www.ksrevisor.gov/',
    effectiveFrom: null,
    effectiveTo: null,
    verification: { status: 'unverified', researchedOn: '2026-11-01', basis: 'research' },
    confidence: 'medium',
    note: 'research',
  });

  it('reads numbers however the statute writes them', () => {
    expect([...numbersIn('not exceed ten thousand dollars ($10,000.00)')]).toEqual(
      expect.arrayContaining([10000]),
    );
    expect(numbersIn('within thirty (30) days').has(30)).toBe(true);
    expect(numbersIn('two hundred fifty dollars').has(250)).toBe(true);
    expect(quoteShows('securityDeposit.returnDeadline', { days: 14 }, 'within two weeks')).toBe(true);
  });

  it('verifies a fact only when the value agrees, the quote shows it and the address is official', () => {
    expect(entryVerifies(entry({}), 'smallClaims.limitIndividual', fact(usd(10_000)))).toBe(true);
    // A quote without the number, a different value, a secondary site: each leaves the fact unverified.
    expect(
      entryVerifies(entry({ quote: 'small claims' }), 'smallClaims.limitIndividual', fact(usd(10_000))),
    ).toBe(false);
    expect(entryVerifies(entry({}), 'smallClaims.limitIndividual', fact(usd(4_000)))).toBe(false);
    expect(
      entryVerifies(
        entry({ url: 'https://law.justia.com/codes/kansas/' }),
        'smallClaims.limitIndividual',
        fact(usd(10_000)),
      ),
    ).toBe(false);
    expect(
      entryVerifies(entry({ to: '2020-12-31' }), 'smallClaims.limitIndividual', {
        ...fact(usd(10_000)),
        effectiveFrom: '2024-07-01',
      }),
    ).toBe(false);
  });

  it('leaves a fact without an entry unverified', () => {
    const out = evidenced('KS', 'limitations.noSuchFact', fact(5));
    expect(out.verification.status).toBe('unverified');
  });

  it('names the official publishers, and never a secondary site', () => {
    expect(officialPublisherOf('https://www.oscn.net/applications/oscn/DeliverDocument.asp')).toMatch(
      /Oklahoma/,
    );
    expect(officialPublisherOf('https://nmonesource.com/nmos/nmsa/en/item/4410/index.do')).toMatch(
      /New Mexico/,
    );
    expect(officialPublisherOf('https://advance.lexis.com/')).toBeNull();
    expect(officialPublisherOf('https://www.lexisnexis.com/hottopics/gacode/')).toMatch(/Georgia/);
    expect(officialPublisherOf('https://www.lexisnexis.com/en-us/products.page')).toBeNull();
    for (const secondary of [
      'https://law.justia.com/codes/',
      'https://www.findlaw.com/',
      'https://www.nolo.com/',
      'https://casetext.com/',
      'https://govt.westlaw.com/okc/',
    ]) {
      expect(isOfficialSource(secondary)).toBe(false);
    }
  });
});

describe('law evidence: a check older than 12 months is stale', () => {
  const checked = (on: string): LawFact<number> => ({
    value: 1,
    citation: 'x',
    sourceUrl: 'https://x.gov/',
    effectiveFrom: null,
    effectiveTo: null,
    verification: {
      status: 'verified',
      verifiedOn: on,
      verifiedBy: 'test',
      method: 'official-text',
      evidence: 'docs/law-evidence/KS.md § x',
      url: 'https://x.gov/',
      quote: '1',
    },
    confidence: 'high',
  });

  it('is verified for 12 months from the day it was read, then stale', () => {
    expect(staleFrom('2026-11-27')).toBe('2027-11-27');
    expect(standingOf(checked('2026-11-27'), '2027-11-26')).toBe('verified');
    expect(standingOf(checked('2026-11-27'), '2027-11-27')).toBe('stale');
    expect(isVerifiedOn(checked('2026-11-27'), '2027-11-27')).toBe(false);
    expect(standingOf(fullInventory()[0]?.fact ?? checked('2026-11-27'), '2026-11-27')).not.toBe('stale');
  });
});

describe('law evidence, tier 2: published statute text confirms a deadline or a duty only (ADR 218)', () => {
  const deadline = { days: 30, startsAfter: ['move-out'], letterServesAs: [], description: '30 days' };
  const entry = (over: Partial<EvidenceRecord> = {}, second: object = {}): EvidenceRecord => ({
    state: 'GA',
    key: 'securityDeposit.returnDeadline',
    qualifier: null,
    status: 'verified',
    url: 'https://law.justia.com/codes/georgia/title-44/chapter-7/article-2/section-44-7-34/',
    readOn: '2026-12-03',
    quote: 'Within 30 days after obtaining possession of the premises, a landlord shall return',
    method: 'published-text',
    citation: 'O.C.G.A. §44-7-34',
    from: null,
    to: null,
    value: '30',
    days: '30',
    published: {
      codeYear: 2026,
      second: {
        url: 'https://www.law.cornell.edu/regulations/georgia/x',
        quote: 'within 30 days after obtaining possession of the premises a landlord shall return',
        codeYear: 2026,
        ...second,
      },
      valueTokens: ['30 days after obtaining possession'],
    },
    ...over,
  });
  const fact = { value: deadline } as unknown as LawFact<unknown>;

  it('accepts two publishers with different owners, current code years, and both quotes holding the value tokens', () => {
    expect(publishedTextProblems(entry(), 'securityDeposit.returnDeadline', deadline)).toEqual([]);
  });

  it.each<[string, EvidenceRecord, string, RegExp]>([
    [
      'a penalty',
      entry({ key: 'securityDeposit.penalty' }),
      'securityDeposit.penalty',
      /needs official text/,
    ],
    [
      'a limit',
      entry({ key: 'smallClaims.limitIndividual' }),
      'smallClaims.limitIndividual',
      /needs official text/,
    ],
    [
      'FindLaw and Casetext (one owner)',
      entry({ url: 'https://codes.findlaw.com/ga/x' }, { url: 'https://casetext.com/statute/x' }),
      'securityDeposit.returnDeadline',
      /share an owner/,
    ],
    [
      'a code year before the last regular session',
      entry({}, { codeYear: 2023 }),
      'securityDeposit.returnDeadline',
      /code year \(2023\) older than the last regular session \(2026\)/,
    ],
    [
      'a second quote without the value tokens',
      entry({}, { quote: 'within one month after the termination of the residential lease' }),
      'securityDeposit.returnDeadline',
      /second quote lacks/,
    ],
    [
      'a law-firm page',
      entry({ url: 'https://www.examplelawfirm.com/ga-deposits' }),
      'securityDeposit.returnDeadline',
      /not a known publisher/,
    ],
  ])('refuses %s', (_name, e, key, why) => {
    expect(
      publishedTextProblems(e, key, key === 'securityDeposit.returnDeadline' ? deadline : 1).join('; '),
    ).toMatch(why);
    expect(
      entryVerifies(e, key, { ...fact, value: key === 'securityDeposit.returnDeadline' ? deadline : 1 }),
    ).toBe(false);
  });

  it('dates the last regular session (odd-year legislatures: MT, NV, ND, TX)', () => {
    expect(lastRegularSession('GA', '2026-12-03')).toBe(2026);
    expect(lastRegularSession('GA', '2026-03-01')).toBe(2025);
    expect(lastRegularSession('TX', '2026-12-03')).toBe(2025);
  });

  it('keeps both quotes and the value tokens in every published-text entry, and both quotes contain the tokens', () => {
    const published = EVIDENCE_ENTRIES.filter((e) => e.method === 'published-text');
    for (const e of published) {
      const p = e.published;
      expect(p?.valueTokens.length).toBeGreaterThan(0);
      for (const token of p?.valueTokens ?? []) {
        expect(e.quote.toLowerCase()).toContain(token.toLowerCase());
        expect(p?.second.quote.toLowerCase()).toContain(token.toLowerCase());
      }
    }
  });

  it('says in the notes how a published-text fact was confirmed, and keeps its official address as the source', () => {
    const confirmed = inventory.filter(
      (f) => f.fact.verification.status === 'verified' && f.fact.verification.method === 'published-text',
    );
    for (const f of confirmed) {
      expect(confirmationNote(f.fact)).toMatch(
        /^statute text as published by .+ and .+; not the official site$/,
      );
      expect(isOfficialSource(f.fact.sourceUrl)).toBe(true);
    }
    expect(confirmationNote(verified[0]?.fact ?? ({} as LawFact<unknown>))).toBeNull();
  });
});
