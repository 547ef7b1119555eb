import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../law/evidence/evidence-file';
import { STATE_CODES, type StateCode } from '../../law/law-table.types';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { letterOf } from '../../testing/documents/document-parts';
import { letterStrengthReport, strengthCases } from '../../testing/documents/letter-strength-report';
import { draftTemplateDocument } from './draft-document';
import { DUTIES } from './letter-force';
import { letterStrength } from './letter-strength';
import { buildLetterViewModel } from './letter-view-model';

/** Issue 43 point 8 (ADR 228): every state × case type × document passes the letter-strength check. */

describe('letter strength, every state × case type × document', () => {
  it.each(STATE_CODES)('%s', (state) => {
    const failed = strengthCases(state).flatMap((c) => c.result.problems.map((p) => `${c.name}: ${p}`));
    expect(failed).toEqual([]);
  });

  it('names the duty by id: the deposit statute where confirmed, else the general duty; bailment where they had it', () => {
    const duties = (state: StateCode, name: string) =>
      strengthCases(state).find((c) => c.name === name)?.result.duties;
    expect(duties('MA', 'security-deposit demand_letter')).toEqual(['securityDeposit.returnDeadline']);
    expect(duties('CA', 'security-deposit demand_letter')).toEqual(['general.deposit']);
    expect(duties('CA', 'vehicle-damage demand_letter in their care')).toEqual(['general.bailment']);
    // California's freelancer law is confirmed: the letter relies on it as well as on the contract.
    expect(duties('CA', 'unpaid-work demand_letter')).toEqual(['general.performed', 'freelancerLaws']);
    expect(duties('TX', 'unpaid-work demand_letter')).toEqual(['general.performed']);
    for (const ids of Object.values(DUTIES)) expect(ids.length).toBeGreaterThan(0);
  });

  it('fails a letter that reserves nothing, repeats a sentence or names its addressee in the third person', () => {
    const input = { caseId: FIXED_CASE_ID, today: FIXED_TODAY, details: caseDetails({ state: 'CA' }) };
    const vm = buildLetterViewModel(input);
    const letter = letterOf(draftTemplateDocument(input).content);
    expect(letterStrength(vm, letter, vm.facts.slice(1, -1)).problems).toEqual([]);
    const weak = { ...vm, amount: { ...vm.amount, reservation: null } };
    expect(letterStrength(weak, letter).problems).toContain('neither states nor reserves the remedy');
    const sentence = 'I did this work at your request, and you agreed to pay for it.';
    expect(letterStrength(vm, `${letter}\n${sentence}\n`).problems.join()).toMatch(/repeats a sentence/);
    const third = `${letter}\n${vm.recipient.name} has not paid me.\n`;
    expect(letterStrength(vm, third).problems.join()).toMatch(/third person/);
    const noDuty = {
      ...vm,
      lawStatements: vm.lawStatements.filter((s) => s.kind !== 'general' && !s.factId.includes('freelancer')),
    };
    expect(letterStrength(noDuty, letter).problems).toContain('names no duty of its case type');
  });

  it('asks interest only at a confirmed fixed rate, from the day it runs, and the package computes it (NY 9%)', () => {
    const letterFor = (overrides: Parameters<typeof caseDetails>[0]) => {
      const input = { caseId: FIXED_CASE_ID, today: FIXED_TODAY, details: caseDetails(overrides) };
      return { vm: buildLetterViewModel(input), content: draftTemplateDocument(input).content };
    };
    const due = { state: 'NY', caseType: 'unpaid-work', paymentDueDate: '2026-10-20' } as const;
    const ny = letterFor(due);
    expect(letterOf(ny.content)).toContain(
      'I will also ask the court for interest at 9% a year from October 20, 2026 until the amount is paid, as N.Y. CPLR §§5001, 5004 allows.',
    );
    expect(ny.vm.lawStatements.map((s) => s.factId)).toContain('NY prejudgmentInterest');
    const pkg = letterFor({ ...due, documentType: 'small_claims' }).content;
    // From the due date the claimant gave (not the incident date, October 15).
    expect(pkg).toContain('9% a year simple interest on $2,500.00 for 13 days, from October 20, 2026');
    // No due date given (never the incident date), a business claimant, a rate not confirmed (CA): no ask.
    expect(letterFor({ state: 'NY', caseType: 'unpaid-work' }).vm.amount.interestSentence).toBeNull();
    expect(letterFor({ ...due, claimantKind: 'business' }).vm.amount.interestSentence).toBeNull();
    expect(letterFor({ ...due, state: 'CA' }).vm.amount.interestSentence).toBeNull();
    // A breach of contract runs from the breach: the incident date.
    expect(letterFor({ state: 'NY', caseType: 'contract-breach' }).vm.amount.interestSentence).toMatch(
      /^I will also ask the court for interest at 9% a year from /,
    );
  });

  it('states no deposit statute for a commercial lease, and reserves without naming statutory damages (MA)', () => {
    const input = (tenancyKind: 'residential' | 'commercial') => ({
      caseId: FIXED_CASE_ID,
      today: FIXED_TODAY,
      details: caseDetails({ state: 'MA', caseType: 'security-deposit', tenancyKind }),
    });
    const home = letterOf(draftTemplateDocument(input('residential')).content);
    expect(home).toContain('M.G.L. c.186 §15B(7) also allows a tenant to recover three times');
    const shop = input('commercial');
    const letter = letterOf(draftTemplateDocument(shop).content);
    expect(letter).not.toMatch(/§15B|three times|statutory damages/);
    expect(letter).toContain('I reserve every remedy the law allows.');
    const vm = buildLetterViewModel(shop);
    expect(letterStrength(vm, letter, vm.facts.slice(1, -1))).toMatchObject({
      duties: ['general.deposit'],
      remedy: 'reserved',
      problems: [],
    });
  });

  it('docs/letter-strength.md is a fresh report (npm run letter:strength)', () => {
    const file = readFileSync(join(REPO_ROOT, 'docs', 'letter-strength.md'), 'utf8');
    expect(file).toBe(letterStrengthReport());
  });
});
