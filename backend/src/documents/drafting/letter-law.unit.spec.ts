import { CASE_TYPES, CLAIMANT_KINDS, DOCUMENT_TYPES, type CaseDetails } from '../../claim/case.types';
import { addDays } from '../../law/calendar';
import { inventoryOf } from '../../law/evidence/fact-inventory';
import { inForceOn } from '../../law/law-in-force';
import { isVerifiedOn } from '../../law/law-table';
import { STATE_CODES, type LawFact, type StateCode } from '../../law/law-table.types';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { letterOf } from '../../testing/documents/document-parts';
import { draftFinalNotice, finalNoticeFigures, type FinalNoticeInput } from './court-steps';
import { draftTemplateDocument } from './draft-document';
import { formatUsd } from '../../law/money';
import { cityOf, GENERAL_RULES, LAW_TOKENS, LetterLaw, smallClaimsCourtPhrase } from './letter-law';
import { buildLetterViewModel, type LetterViewModel } from './letter-view-model';

/**
 * Issue 42 point 5 (ADR 217): the letter states only what its notes call confirmed. Every sentence of law in a mailed
 * letter comes from `LetterLaw` with a fact id; each fact so stated is confirmed on the letter's date (looked up again
 * here from the table by its id, not taken from the drafter); and once those sentences and the claimant's own words
 * and figures are taken out, no word of law is left (`LAW_TOKENS`), nor the citation of any fact of the state.
 */

/** The fact at `key` ("securityDeposit.returnDeadline", "freelancerLaws[0]") in force on `on`, from the table itself. */
function factFromTable(state: StateCode, key: string, on: string): LawFact<unknown> | undefined {
  return inventoryOf(state).find((f) => f.key === key && inForceOn(f.fact, on))?.fact;
}

/**
 * Sentences of the letter that carry a word of `LAW_TOKENS` and state no law: the claimant's own deadline and the
 * mail's transit time, the wish to settle, and the intention to file (the court named only through `court.place`).
 */
const NON_LAW: readonly RegExp[] = [
  /This gives you (?:more than )?\d+ days,/g,
  /plus \d+ days for delivery/g,
  /I would prefer to settle this without going to court\./g,
  /which may include filing a claim against you in court\./g,
  /I intend to file a claim against you in court in [A-Z][A-Za-z .]+,/g,
  /, where I may also ask the court to order you to pay my court costs\./g,
  // The final notice's wording of the same intention.
  /I will file a claim against you in court in [A-Z][A-Za-z .]+ without further notice,/g,
  /(?:without further notice)?, and I may ask the court to order you to pay my court costs\./g,
];

export function unaccountedLaw(
  letter: string,
  vm: LetterViewModel,
  options: { everyStatementPrinted?: boolean; claimantFigures?: string[] } = {},
): string[] {
  const problems: string[] = [];
  const everyStatementPrinted = options.everyStatementPrinted ?? true;
  const on = vm.date.iso;
  const state = vm.stateCode as StateCode;
  for (const s of vm.lawStatements) {
    if (everyStatementPrinted && !letter.includes(s.text))
      problems.push(`recorded but not in the letter: ${s.text.slice(0, 80)}`);
    if (s.kind === 'general') {
      if (!(s.factId in GENERAL_RULES)) problems.push(`unknown general rule ${s.factId}`);
      continue;
    }
    const [code = '', key = ''] = s.factId.split(' ');
    const fact = code === state ? factFromTable(state, key, on) : undefined;
    if (!fact) {
      problems.push(`no fact ${s.factId} in force on ${on}`);
      continue;
    }
    if (s.citation !== fact.citation)
      problems.push(`${s.factId}: cites ${s.citation ?? ''}, not ${fact.citation}`);
    if (s.kind === 'fact' && !isVerifiedOn(fact, on))
      problems.push(`states ${s.factId}, not confirmed on ${on}`);
    if (s.kind === 'invoked' && !s.text.startsWith('To the extent it applies'))
      problems.push(`invokes ${s.factId} without "to the extent it applies"`);
  }
  // Take out what was accounted for, longest first: the recorded sentences, the claimant's own words and figures.
  const claimant = [
    ...vm.facts,
    ...vm.enclosures,
    ...vm.amount.items.flatMap((i) => [i.label, i.amount]),
    vm.amount.total,
    ...(options.claimantFigures ?? []),
    ...vm.sender.addressLines,
    ...vm.recipient.addressLines,
    vm.sender.name,
    vm.recipient.name,
  ];
  const courtNamed = vm.lawStatements.some((s) => /smallClaims\.(courtName|businessCourt)$/.test(s.factId));
  const pieces = [
    ...vm.lawStatements.map((s) => s.text),
    ...claimant,
    ...(courtNamed ? [] : [vm.court.place]),
  ]
    .filter((p) => p.trim() !== '')
    .sort((a, b) => b.length - a.length);
  let rest = pieces.reduce((text, piece) => text.split(piece).join(' '), letter);
  rest = NON_LAW.reduce((text, pattern) => text.replace(pattern, ' '), rest);
  for (const line of rest.split('\n')) {
    for (const token of LAW_TOKENS) {
      if (token.test(line))
        problems.push(`a word of law (${token.source}) not from LetterLaw: ${line.trim().slice(0, 160)}`);
    }
  }
  for (const { fact } of inventoryOf(state)) {
    if (fact.citation.length > 6 && rest.includes(fact.citation))
      problems.push(`a citation not from LetterLaw: ${fact.citation}`);
  }
  return problems;
}

const draft = (details: CaseDetails) => {
  const input = { caseId: FIXED_CASE_ID, today: FIXED_TODAY, details };
  return { vm: buildLetterViewModel(input), letter: letterOf(draftTemplateDocument(input).content) };
};

describe('LetterLaw: a sentence of law is said only for a fact confirmed on the letter date', () => {
  const confirmed = { citation: 'X § 1', verification: { status: 'verified', verifiedOn: '2026-11-26' } };
  const fact = (v: object) => ({ value: 1, ...confirmed, ...v }) as unknown as LawFact<unknown>;

  it('says a confirmed fact and records its id; refuses an unconfirmed or stale one', () => {
    const law = new LetterLaw('KS', '2026-12-01');
    expect(law.say({ key: 'a', fact: fact({}) }, 'stated.')).toBe('stated.');
    const unverified = fact({ verification: { status: 'unverified' } });
    expect(law.say({ key: 'b', fact: unverified }, 'not stated.')).toBeNull();
    expect(
      law.say(
        [
          { key: 'a', fact: fact({}) },
          { key: 'b', fact: unverified },
        ],
        'both.',
      ),
    ).toBeNull();
    expect(new LetterLaw('KS', '2027-11-26').say({ key: 'a', fact: fact({}) }, 'stale.')).toBeNull();
    expect(law.statements().map((s) => s.factId)).toEqual(['KS a']);
  });

  it('invokes an unconfirmed notice only "to the extent it applies"', () => {
    const law = new LetterLaw('TX', FIXED_TODAY);
    const ref = { key: 'preSuitDemands.x', fact: fact({}) };
    expect(() => law.invoke(ref, 'This letter is my notice under X § 1.')).toThrow(RangeError);
    expect(law.invoke(ref, 'To the extent it applies, this letter is my notice.')).toMatch(/^To the extent/);
    expect(law.statements()[0]?.kind).toBe('invoked');
  });

  it('names the court only when its name is confirmed, else the city of the address', () => {
    const court = { key: 'smallClaims.courtName', fact: fact({ verification: { status: 'unverified' } }) };
    const law = new LetterLaw('TX', FIXED_TODAY);
    expect(
      smallClaimsCourtPhrase(law, court, 'Justice Court', 'Texas', ['1 Main St', 'Austin, TX 78701']),
    ).toBe('small claims court in Austin, Texas');
    expect(smallClaimsCourtPhrase(law, court, 'Justice Court', 'Texas', ['PO Box 4'])).toBe(
      'small claims court in Texas',
    );
    expect(smallClaimsCourtPhrase(law, { ...court, fact: fact({}) }, 'Justice Court', 'Texas', [])).toBe(
      'small claims court in Texas (Justice Court)',
    );
    expect(cityOf(['456 Oak Avenue, Suite 200', 'Riverside, CA 92501'])).toBe('Riverside');
    expect(cityOf(['Suite 200'])).toBeNull();
  });
});

describe('every mailed letter states only confirmed facts, and no word of law outside LetterLaw', () => {
  it.each(STATE_CODES)('%s', (state) => {
    const problems: string[] = [];
    const consumer: Partial<CaseDetails> = {
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['misrepresented-quality'],
    };
    const variants: Array<[string, Partial<CaseDetails>]> = [];
    for (const caseType of CASE_TYPES)
      for (const documentType of DOCUMENT_TYPES)
        for (const claimantKind of CLAIMANT_KINDS)
          variants.push([
            `${caseType} ${documentType} ${claimantKind}`,
            { caseType, documentType, claimantKind },
          ]);
    variants.push(
      [
        'deposit, moved out yesterday',
        { caseType: 'security-deposit', incidentDate: addDays(FIXED_TODAY, -1) },
      ],
      ['deposit, no address of my own', { caseType: 'security-deposit', plaintiffAddress: '' }],
      ['consumer contract', { caseType: 'contract-breach', ...consumer }],
      ['consumer other, written', { caseType: 'other', agreementForm: 'written', ...consumer }],
    );
    for (const [name, overrides] of variants) {
      const { vm, letter } = draft(caseDetails({ state, ...overrides }));
      problems.push(...unaccountedLaw(letter, vm).map((p) => `${name}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('lists the facts each state’s deposit letter states (a fact confirmed or lost shows here)', () => {
    const listing = STATE_CODES.map((state) => {
      const { vm } = draft(caseDetails({ state, caseType: 'security-deposit' }));
      const ids = [...new Set(vm.lawStatements.filter((s) => s.kind !== 'general').map((s) => s.factId))];
      return `${state}: ${ids.map((id) => id.slice(3)).join(', ') || '(none)'}`;
    });
    expect(listing).toMatchSnapshot();
  });
});

describe('every final notice states only confirmed facts, and no word of law outside LetterLaw', () => {
  it.each(STATE_CODES)('%s', (state) => {
    const problems: string[] = [];
    for (const caseType of CASE_TYPES) {
      for (const outcome of ['paid_in_part', 'refused', 'no_response'] as const) {
        const input: FinalNoticeInput = {
          caseId: FIXED_CASE_ID,
          details: caseDetails({ state, caseType }),
          today: addDays(FIXED_TODAY, 40),
          firstLetter: { date: FIXED_TODAY, mailing: null },
          outcome,
          amountReceivedCents: outcome === 'paid_in_part' ? 50_000 : null,
        };
        const { model, received, remainingCents } = finalNoticeFigures(input);
        const notice = draftFinalNotice(input).content.split('\n---\n')[1] ?? '';
        problems.push(
          ...unaccountedLaw(notice, model, {
            everyStatementPrinted: false,
            claimantFigures: [formatUsd(received), formatUsd(remainingCents)],
          }).map((p) => `${caseType} ${outcome}: ${p}`),
        );
        if (!notice.includes('Sincerely,')) problems.push(`${caseType} ${outcome}: no notice found`);
      }
    }
    expect(problems).toEqual([]);
  });
});
