import { CASE_TYPES, CLAIMANT_KINDS, DOCUMENT_TYPES, type CaseDetails } from '../../claim/case.types';
import { addDays, formatLongDate, onOrNextBusinessDay } from '../../law/calendar';
import { isOfficialSource } from '../../law/law-sources';
import { decideClaimLaw, getJurisdiction, isVerifiedOn, smallClaimsVenueFor } from '../../law/law-table';
import { STATE_CODES, type StateCode } from '../../law/law-table.types';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { letterOf, notesOf } from '../../testing/documents/document-parts';
import { draftTemplateDocument } from './draft-document';
import { mailedPartProblems } from '../../testing/documents/mailed-hygiene';

/**
 * Issue 23: every jurisdiction × case type × document type × claimant kind is drafted (text, no Chromium) and the
 * mailed part — the letter exactly as it goes to the other side — is held to the hygiene rules of
 * `mailed-hygiene.ts`: no research notes or source tags, no "has passed" before the landlord's clock started, no
 * notice that does not apply, no nested parentheses, no address other than an official one; and (issue 24) no fact
 * stated as law unless it is verified in official text (`unverifiedLawProblems`).
 */

const draft = (details: CaseDetails) =>
  draftTemplateDocument({ caseId: FIXED_CASE_ID, today: FIXED_TODAY, details });

describe('every jurisdiction, case type, document type and claimant kind: the mailed letter is clean', () => {
  it.each(STATE_CODES)('%s', (state) => {
    const problems: string[] = [];
    for (const caseType of CASE_TYPES) {
      for (const documentType of DOCUMENT_TYPES) {
        for (const claimantKind of CLAIMANT_KINDS) {
          const details = caseDetails({ state, caseType, documentType, claimantKind });
          const { content, html } = draft(details);
          const where = `${state} ${caseType} ${documentType} ${claimantKind}`;
          problems.push(
            ...mailedPartProblems(letterOf(content), details, FIXED_TODAY).map((p) => `${where}: ${p}`),
          );
          // The court, its citation on the notes page, the concrete deadline, and no blanks.
          const venue = smallClaimsVenueFor(state, caseType, claimantKind, FIXED_TODAY);
          const law = decideClaimLaw({ ...details, state, claimant: claimantKind }, FIXED_TODAY);
          const deadline = formatLongDate(onOrNextBusinessDay(addDays(FIXED_TODAY, law.response.days)).date);
          if (!content.includes(venue.courtName)) problems.push(`${where}: no court name`);
          if (!notesOf(content).includes(venue.courtFact.citation))
            problems.push(`${where}: no court citation`);
          if (!letterOf(content).includes(`by ${deadline}`))
            problems.push(`${where}: no deadline ${deadline}`);
          if (/undefined|\[object Object\]|\bnull\b|NaN|\{\{|\}\}/.test(content))
            problems.push(`${where}: a blank`);
          // The deposit deadline is stated, with its citation, exactly when it is verified (ADR 040).
          const deposit = law.deposit;
          if (caseType === 'security-deposit' && deposit) {
            const stated = letterOf(content).includes(`law requires a landlord to return`);
            if (stated !== isVerifiedOn(deposit.rule, FIXED_TODAY))
              problems.push(
                `${where}: deposit deadline ${stated ? 'stated though unverified' : 'verified but not stated'}`,
              );
            if (stated && !letterOf(content).includes(deposit.rule.citation))
              problems.push(`${where}: no deposit citation`);
          }
          // Any address printed anywhere in the document, notes included, is an official one.
          for (const url of content.match(/https?:\/\/[^\s)]+/g) ?? []) {
            if (!isOfficialSource(url)) problems.push(`${where}: unofficial address ${url}`);
          }
          if (!html.startsWith('<!DOCTYPE html>')) problems.push(`${where}: no HTML`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("deposit letters on either side of the landlord's deadline, and with consumer answers", () => {
  const consumer: Partial<CaseDetails> = {
    defendantKind: 'business',
    consumerTransaction: true,
    deceptiveActs: ['misrepresented-quality'],
  };

  it.each(STATE_CODES)('%s', (state: StateCode) => {
    const problems: string[] = [];
    const variants: Array<[string, Partial<CaseDetails>]> = [
      ['moved out yesterday', { caseType: 'security-deposit', incidentDate: addDays(FIXED_TODAY, -1) }],
      [
        'moved out five months ago',
        { caseType: 'security-deposit', incidentDate: addDays(FIXED_TODAY, -150) },
      ],
      ['no address of my own', { caseType: 'security-deposit', plaintiffAddress: '' }],
      ['consumer contract', { caseType: 'contract-breach', ...consumer }],
      [
        'consumer "other" with a written agreement',
        { caseType: 'other', agreementForm: 'written', ...consumer },
      ],
      ['vehicle accident with a person', { caseType: 'vehicle-damage', defendantKind: 'individual' }],
    ];
    for (const [name, overrides] of variants) {
      const details = caseDetails({ state, ...overrides });
      problems.push(
        ...mailedPartProblems(letterOf(draft(details).content), details, FIXED_TODAY).map(
          (p) => `${name}: ${p}`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });

  it('says the time has passed exactly where the clock ran from move-out and ended before the letter', () => {
    const passed = STATE_CODES.filter((state) => {
      const details = caseDetails({ state, caseType: 'security-deposit' });
      const law = decideClaimLaw({ ...details, state, incidentDate: details.incidentDate }, FIXED_TODAY);
      const said = letterOf(draft(details).content).includes('That time has passed');
      const verified = law.deposit !== null && isVerifiedOn(law.deposit.rule, FIXED_TODAY);
      expect([state, said]).toEqual([state, law.deposit?.passed === true && verified]);
      return said;
    });
    // Moved out 2026-09-01, letter 2026-11-02: only where the deadline is verified in official text (ADR 040) and
    // its clock ran from move-out (not from this letter, nor from a forwarding address SueGo does not know was given).
    expect(passed).toEqual(['LA', 'MA', 'MO', 'NE', 'NV', 'UT']);
    expect(getJurisdiction('AL', FIXED_TODAY).securityDeposit.returnDeadline.value.days).toBe(60);
  });
});
