import type { CaseDetails, CaseType } from '../../claim/case.types';
import { STATE_CODES, type StateCode } from '../../law/law-table.types';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { letterOf, notesOf } from '../../testing/documents/document-parts';
import { draftTemplateDocument } from './draft-document';

/**
 * Issue 23: a snapshot of the security-deposit letter and of the small-claims package for all 51 jurisdictions, and
 * of every other case type's letter in a spread of states. Only the parts that change by state are kept (the letter
 * from its legal basis to its deadline, with the claimant's "points to know"; the package's court, filing, forms,
 * service and damages sections), so a reviewer reads what each state's law does to the documents and the file stays
 * small. The whole documents are drafted, and checked, by every-jurisdiction.unit.spec.ts.
 */

const draft = (overrides: Partial<CaseDetails>) =>
  draftTemplateDocument({ caseId: FIXED_CASE_ID, today: FIXED_TODAY, details: caseDetails(overrides) })
    .content;

/** A part of a document from the heading `## from` up to (not including) the heading `## to`, or to its end. */
function between(text: string, from: string, to?: string): string {
  const start = text.indexOf(`## ${from}`);
  if (start === -1) return '';
  const end = to === undefined ? text.indexOf('\n## ', start + 3) : text.indexOf(`## ${to}`, start);
  return text.slice(start, end === -1 ? undefined : end).trim();
}

/** The letter's state-specific part: the amount line, the legal basis, the remedy and interest, and the deadline. */
function letterBody(content: string): string {
  const letter = letterOf(content);
  const amountLine = letter.split('\n').find((line) => line.startsWith('Amount due:')) ?? '';
  // The remedy the letter states or reserves, and the interest it asks (issue 43), close the amount section.
  const remedyLine = letter.split('\n').find((line) => line.startsWith('I am asking only for')) ?? '';
  return `${amountLine}\n\n${between(letter, 'Why you owe this amount', 'Amount owed')}\n\n${remedyLine}\n\n${between(letter, 'Deadline')}`;
}

/** A section the package prints the same for every state without its own rule, replaced by a marker. */
const generic = (text: string, marker: string, name: string) =>
  text.includes(marker) ? `## ${name}: [generic]` : text;

/** The package's state-specific sections: the court, before filing, the forms, service and the damages. */
function packageBody(content: string): string {
  return [
    between(content, '1. The court', '2. Before you file'),
    between(content, '2. Before you file', '3. The court'),
    generic(
      between(content, '3. The court', '4. Filing steps'),
      'SueGo does not have',
      "3. The court's forms",
    ),
    generic(
      between(content, '5. Serving the defendant', '6. Evidence to bring'),
      'The ways generally available',
      '5. Serving the defendant',
    ),
    between(content, '7. Damages worksheet', '8. Hearing checklist'),
  ].join('\n\n');
}

describe("security-deposit letter, every jurisdiction (legal basis to deadline, and the claimant's points to know)", () => {
  it.each(STATE_CODES)('%s', (state) => {
    // A residential tenancy (the claimant's answer): the letter reserves the state's deposit remedies (ADR 227).
    const content = draft({
      state,
      caseType: 'security-deposit',
      certifiedMail: true,
      tenancyKind: 'residential',
    });
    const points = between(notesOf(content), 'Points to know before you send it');
    expect(`${letterBody(content)}\n\n[notes]\n${points}`).toMatchSnapshot();
  });
});

describe('small-claims package, every jurisdiction (unpaid work: court, filing, forms, service and damages)', () => {
  it.each(STATE_CODES)('%s', (state) => {
    const content = draft({
      state,
      caseType: 'unpaid-work',
      documentType: 'small_claims',
      claimInterest: true,
    });
    expect(packageBody(content)).toMatchSnapshot();
  });
});

describe('small-claims package for a business claimant where a representation rule or business court applies', () => {
  it.each<[StateCode, number]>([
    ['IN', 800_000],
    ['IN', 500_000],
    ['RI', 300_000],
    ['KS', 300_000],
    ['NY', 800_000],
    ['CA', 600_000],
  ])('%s %i cents', (state, amountCents) => {
    const content = draft({
      state,
      caseType: 'unpaid-work',
      documentType: 'small_claims',
      claimantKind: 'business',
      amountCents,
    });
    expect(between(content, '1. The court', '2. Before you file')).toMatchSnapshot();
  });
});

/** Each other case type in five states from different regions and legal systems (LA is civil law). */
const SPREAD: Record<Exclude<CaseType, 'security-deposit' | 'unpaid-work'>, StateCode[]> = {
  'landlord-dispute': ['MA', 'IL', 'GA', 'WA', 'NJ'],
  'vehicle-damage': ['TX', 'WI', 'AL', 'LA', 'NC'],
  'property-damage': ['FL', 'NY', 'CO', 'OH', 'OR'],
  'contract-breach': ['CA', 'ME', 'IN', 'VA', 'AZ'],
  other: ['TX', 'CA', 'MI', 'KS', 'NV'],
};

describe("every other case type in a spread of states (the letter's legal basis to its deadline)", () => {
  const rows = Object.entries(SPREAD).flatMap(([caseType, states]) =>
    states.map((state) => [caseType as CaseType, state] as const),
  );
  it.each(rows)('%s %s', (caseType, state) => {
    // "Other" is a loan promised in writing: the claimant says the agreement was written.
    const answers: Partial<CaseDetails> = caseType === 'other' ? { agreementForm: 'written' } : {};
    expect(letterBody(draft({ state, caseType, ...answers }))).toMatchSnapshot();
  });
});
