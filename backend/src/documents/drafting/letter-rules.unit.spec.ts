import type { CaseDetails } from '../../claim/case.types';
import { CASE_TYPES } from '../../claim/case.types';
import { STATE_CODES, type StateCode } from '../../law/law-table.types';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { beforeLetter, letterOf, notesOf } from '../../testing/documents/document-parts';
import { WORKSHEET_STATES } from './court-forms';
import { draftTemplateDocument } from './draft-document';
import { DISCLAIMER } from './letter-view-model';

/** Issue 12 §2 and §3: what goes in the mailed letter, what only on the claimant's notes, and the package. */

const draft = (overrides: Partial<CaseDetails> = {}, today = FIXED_TODAY) =>
  draftTemplateDocument({ caseId: FIXED_CASE_ID, today, details: caseDetails(overrides) });

const consumer: Partial<CaseDetails> = {
  defendantKind: 'business',
  consumerTransaction: true,
  deceptiveActs: ['misrepresented-quality'],
};

/** Deepest nesting of parentheses in a text. */
function parenDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (const ch of text) {
    if (ch === '(') max = Math.max(max, ++depth);
    if (ch === ')') depth -= 1;
  }
  return max;
}

describe('consumer-statute notices: only for a business, a consumer deal and a picked deceptive act', () => {
  const NOTICE_TEXT: Record<string, string> = {
    MA: 'M.G.L. c.93A §9(3)',
    TX: 'Tex. Bus. & Com. Code §17.505',
    CA: 'Cal. Civ. Code §1782',
    GA: 'O.C.G.A. §10-1-399',
    AL: 'Ala. Code §8-19-10',
    ME: '5 M.R.S. §213',
  };
  type Row = [string, StateCode, Partial<CaseDetails>, boolean];
  const ROWS: Row[] = [
    ['MA car accident with a private driver', 'MA', { caseType: 'vehicle-damage' }, false],
    ['MA car accident, business defendant, no consumer deal', 'MA', { caseType: 'vehicle-damage', defendantKind: 'business', consumerTransaction: false }, false],
    ['MA contract, business, consumer deal, no act picked', 'MA', { caseType: 'contract-breach', defendantKind: 'business', consumerTransaction: true, deceptiveActs: [] }, false],
    ['MA contract, individual defendant, act picked', 'MA', { caseType: 'contract-breach', defendantKind: 'individual', consumerTransaction: true, deceptiveActs: ['bait-advertising'] }, false],
    ['MA contract, business, consumer deal, act picked', 'MA', { caseType: 'contract-breach', ...consumer }, true],
    ['TX "other" loan to a former partner', 'TX', { caseType: 'other' }, false],
    ['TX contract, consumer deal with a business, act picked', 'TX', { caseType: 'contract-breach', ...consumer }, true],
    ['CA personal loan', 'CA', { caseType: 'other' }, false],
    ['CA contract, consumer deal with a business, act picked', 'CA', { caseType: 'contract-breach', ...consumer }, true],
    ['GA property damage by a neighbour', 'GA', { caseType: 'property-damage' }, false],
    ['GA contract, consumer deal, act picked', 'GA', { caseType: 'contract-breach', ...consumer }, true],
    ['AL vehicle damage', 'AL', { caseType: 'vehicle-damage' }, false],
    ['AL contract, consumer deal, act picked', 'AL', { caseType: 'contract-breach', ...consumer }, true],
    ['ME contract, no answers (older case)', 'ME', { caseType: 'contract-breach' }, false],
    ['ME contract, consumer deal, act picked', 'ME', { caseType: 'contract-breach', ...consumer }, true],
  ];

  it.each(ROWS)('%s', (_name, state, overrides, expected) => {
    const { content } = draft({ state, ...overrides });
    const letter = letterOf(content);
    expect(letter.includes(NOTICE_TEXT[state] ?? '?')).toBe(expected);
    // Never the old boilerplate, and never "to the extent it applies" for a consumer notice.
    expect(content).not.toContain('The unfair or deceptive conduct is described above');
    if (!expected) {
      expect(letter).toContain('by December 2, 2026');
      expect(letter).not.toMatch(/notice period|days after you receive/);
    } else {
      expect(letter).toContain('The unfair or deceptive act I complain of is representing that the goods or services were of a particular standard or quality');
    }
  });

  it('counts receipt-based cure periods from delivery: CLRA 30 days after receipt plus 5 days of mail', () => {
    const { content } = draft({ state: 'CA', caseType: 'contract-breach', ...consumer });
    expect(letterOf(content)).toContain(
      'Please pay $2,500.00 by December 7, 2026. This gives you 35 days, the time after you receive this letter that may be required, plus 5 days for delivery.',
    );
    expect(letterOf(content)).toContain('(Cal. Civ. Code §1770(a)(7))');
    // The CLRA notice is not verified in official text: the longer deadline stays, "as that law requires" goes (ADR 040).
    expect(letterOf(content)).not.toContain('The deadline below gives you at least 30 days after you receive this letter');
  });

  it('counts from the mailing date the claimant gives, and dates the letter that day', () => {
    const { content } = draft({ state: 'TX', caseType: 'contract-breach', ...consumer, mailingDate: '2026-11-09' });
    const letter = letterOf(content);
    expect(letter).toContain('\nNovember 9, 2026\n');
    // November 9 + 65 days = January 13, 2027 (a Wednesday).
    expect(letter).toContain('Please pay $2,500.00 by January 13, 2027.');
    expect(notesOf(content)).toContain('You told us you will mail it on November 9, 2026');
  });

  it('tells the claimant on the notes page why a notice is not in the letter when no act was picked', () => {
    const { content } = draft({ state: 'MA', caseType: 'contract-breach', defendantKind: 'business', consumerTransaction: true });
    expect(letterOf(content)).not.toContain('93A');
    expect(notesOf(content)).toContain('You did not pick a deceptive act this law lists, so your letter is not a notice under it.');
  });
});

describe('the mailed letter', () => {
  it('says "Sent by certified mail" only when the claimant says so', () => {
    expect(letterOf(draft({ certifiedMail: true }).content)).toContain('Sent by certified mail, return receipt requested');
    expect(letterOf(draft({ certifiedMail: false }).content)).not.toContain('certified mail');
    expect(letterOf(draft().content)).not.toContain('certified mail');
  });

  it.each([
    ['no phone', { plaintiffPhone: '' }, 'or contact me at jane.doe@example.com to arrange another way to pay.'],
    ['no phone, no address', { plaintiffPhone: '', plaintiffAddress: '' }, 'Please contact me at jane.doe@example.com to arrange payment.'],
    ['phone and e-mail', {}, 'contact me at (555) 010-2233 or jane.doe@example.com'],
  ] as Array<[string, Partial<CaseDetails>, string]>)('payment line with %s', (_name, overrides, expected) => {
    const letter = letterOf(draft(overrides).content);
    expect(letter).toContain(expected);
    expect(letter).not.toContain('contact me or');
  });

  it('keeps the signature block with its closing (one paragraph, printed unsplit)', () => {
    const { content, html } = draft();
    expect(letterOf(content)).toContain('Sincerely,\n______________________________\nJane Doe\n');
    expect(html).toContain('<p class="signature">Sincerely,<br>______________________________<br>Jane Doe</p>');
    expect(html).toMatch(/p\.signature \{ break-inside: avoid;/);
  });

  it('never mentions the limitation period or the small-claims limit to the other side (every state and case type)', () => {
    for (const state of STATE_CODES) {
      for (const caseType of CASE_TYPES) {
        const letter = letterOf(draft({ state, caseType, amountCents: 990_000 }).content);
        const where = `${state} ${caseType}`;
        expect([where, /within that time|limitation period|prescriptive|statute of limitations|give up|waive/i.test(letter)]).toEqual([where, false]);
        // The court is named without nested alternatives or statute cites.
        const courtLine = letter.split('\n').find((l) => l.includes('file a claim against you')) ?? '';
        expect([where, parenDepth(courtLine)]).toEqual([where, courtLine.includes('(') ? 1 : 0]);
        expect([where, /Exhibit A/.test(letter)]).toEqual([where, false]);
      }
    }
  });

  it('words an agreement as the claimant described it (an e-mail agreement is written)', () => {
    expect(letterOf(draft({ caseType: 'contract-breach', agreementForm: 'written' }).content)).toContain('We agreed in writing, and you did not do what you agreed to do.');
    expect(letterOf(draft({ caseType: 'contract-breach', agreementForm: 'oral' }).content)).toContain('We agreed when we spoke, and you did not do what you agreed to do.');
    expect(letterOf(draft({ caseType: 'contract-breach' }).content)).toContain('We had an agreement, and');
    // The notes page then uses the written-contract period (CA: 4 years, not the oral 2).
    expect(notesOf(draft({ caseType: 'contract-breach', agreementForm: 'written' }).content)).toContain(
      'limitation period for breach of a written agreement is generally 4 years',
    );
    expect(notesOf(draft({ caseType: 'contract-breach' }).content)).toContain('unwritten (oral) agreement is generally 2 years');
  });

  it('uses Louisiana civil-law wording', () => {
    const vehicle = draft({ state: 'LA', caseType: 'vehicle-damage' }).content;
    expect(letterOf(vehicle)).toContain('La. Civ. Code art. 2315');
    expect(letterOf(vehicle)).not.toContain('common law');
    expect(notesOf(vehicle)).toContain("Louisiana's prescriptive period");
    const contract = draft({ state: 'LA', caseType: 'contract-breach' }).content;
    expect(letterOf(contract)).toContain('La. Civ. Code arts. 1994 and following');
    expect(letterOf(contract)).not.toContain('common law');
    expect(letterOf(draft({ state: 'TX', caseType: 'vehicle-damage' }).content)).toContain('(negligence, a rule of Texas common law)');
  });

  it('itemises the amount when the claimant entered items', () => {
    const letter = letterOf(
      draft({
        caseType: 'vehicle-damage',
        damageItems: [
          { description: 'Body shop repair', amountCents: 210_000 },
          { description: 'Rental car, 5 days', amountCents: 40_000 },
        ],
      }).content,
    );
    expect(letter).toContain('| Body shop repair | $2,100.00 |\n| Rental car, 5 days | $400.00 |\n| Total amount demanded | $2,500.00 |');
  });
});

describe('law by date (with the corrected law table)', () => {
  it('a CA freelancer letter cites the statewide Freelance Worker Protection Act (SB 988), without nested parentheses', () => {
    const letter = letterOf(draft({ state: 'CA', caseType: 'unpaid-work' }).content);
    expect(letter).toContain(
      'The California Freelance Worker Protection Act (Cal. Bus. & Prof. Code §18100 et seq., SB 988, Stats. 2024, ch. 870) may also apply to this work.',
    );
    for (const line of letter.split('\n').filter((l) => l.includes('Freelance'))) expect(parenDepth(line)).toBeLessThanOrEqual(1);
  });

  it('a WI vehicle letter from 2022-12-01 says nothing about being within time; the notes say the period has likely run', () => {
    const { content } = draft({ state: 'WI', caseType: 'vehicle-damage', incidentDate: '2022-12-01' });
    const letter = letterOf(content);
    expect(letter).not.toMatch(/within that time|within the time|years|limitation/i);
    expect(letter).toContain('I will consider my options, which may include filing a claim against you in court.');
    expect(notesOf(content)).toContain(
      "Wisconsin's limitation period for damage to property in a motor-vehicle accident is 3 years (Wis. Stat. §893.52(2)). Counting from your incident date (December 1, 2022), that period has likely run",
    );
  });

  it('an AL vehicle letter from June 2024 is past the 2-year negligence period: nothing in the letter, a warning in the notes', () => {
    const { content } = draft({ state: 'AL', caseType: 'vehicle-damage', incidentDate: '2024-06-01' });
    expect(letterOf(content)).not.toMatch(/within that time|years/);
    expect(notesOf(content)).toContain('that period has likely run');
  });

  it('an LA vehicle letter from September 2025 is within the 2-year prescriptive period (La. C.C. art. 3493.11)', () => {
    const { content } = draft({ state: 'LA', caseType: 'vehicle-damage', incidentDate: '2025-09-01' });
    expect(notesOf(content)).not.toContain('likely run');
    expect(notesOf(content)).toContain("Louisiana's prescriptive period");
    expect(letterOf(content)).toContain('I intend to file a claim against you in small claims court in Louisiana');
  });
});

describe('security-deposit letters: what starts the clock, what the letter is, and "has passed" only after it ran', () => {
  type Row = [StateCode, boolean, string[], string[]];
  const fwd = (cite: string) =>
    `This letter gives you my forwarding address in writing, under ${cite}: it is the address at the top of this letter.`;
  const FWD = 'My forwarding address is the address at the top of this letter.';
  const DEMAND = 'This letter is my written demand for the return of my deposit.';
  const afterReceipt = (days: number, unit = 'days') =>
    `The deadline below gives you at least ${days} ${unit} after you receive this letter, as that law requires.`;
  // Moved out 2026-09-01, letter 2026-11-02.
  const ROWS: Row[] = [
    // Where the deadline is not verified in official text (ADR 040) the letter still gives the address or makes the
    // demand, but cites nothing, says nothing is "required" and never that the time has passed.
    ['CA', false, [], ['This letter gives you my forwarding address', 'This letter is my written demand', 'law requires a landlord']],
    ['TX', false, [FWD, 'This gives you 35 days'], ['Tex. Prop. Code §92.107', 'as that law requires']],
    ['AZ', false, [DEMAND], ['A.R.S. §33-1321(D)', 'as that law requires']],
    ['CT', false, [FWD], ['C.G.S. §47a-21(d)', 'as that law requires']],
    ['WY', false, [FWD], ['Wyo. Stat. §1-21-1208', 'as that law requires']],
    ['UT', true, ['This letter is also my written notice and demand under Utah Code §57-17-5'], ['This letter gives you my forwarding address']],
    ['RI', false, [`${fwd('R.I. Gen. Laws §34-18-19(b)')} ${afterReceipt(20)}`], []],
    ['SD', false, [`${fwd('SDCL §43-32-24')} ${afterReceipt(14)}`, 'a landlord who misses this deadline forfeits all rights to keep any part of the deposit'], []],
    ['NH', false, [fwd('RSA 540-A:8, II')], ['after you receive this letter, as that law requires']],
    ['PA', false, [FWD], ['68 P.S. §250.512(e)', 'as that law requires']],
    ['OH', false, [fwd('ORC §5321.16(B)')], ['after you receive this letter, as that law requires']],
    ['MI', false, [FWD], ['MCL §554.611', 'after you receive this letter, as that law requires']],
    ['OK', false, [DEMAND, 'This gives you 50 days'], ['41 O.S. §115(B)', 'as that law requires', 'six months', '6 months']],
    ['KS', false, [DEMAND, 'This gives you 35 days'], ['K.S.A. §58-2550(b)', 'as that law requires']],
    ['IA', false, [`${fwd('Iowa Code §562A.12(3)')} ${afterReceipt(30)}`], ['one year']],
    ['MN', false, [`${fwd('Minn. Stat. §504B.178, subd. 3')} ${afterReceipt(21)}`], []],
    ['CO', false, ['To the extent it applies, this letter is also my written notice and demand under C.R.S. §38-12-103(3)(a)'], ['law requires a landlord']],
    ['ME', false, ['This letter is also my written notice and demand under 14 M.R.S. §6034(1)'], ['law requires a landlord']],
    ['LA', true, ['This letter is also my written notice and demand under La. R.S. 9:3252(A)'], []],
    ['NE', true, ['Neb. Rev. Stat. §76-1416(3) also allows a tenant to recover court costs and reasonable attorney fees'], []],
  ];
  it.each(ROWS)('%s: "has passed" %s', (state, passed, inLetter, notInLetter) => {
    const letter = letterOf(draft({ state, caseType: 'security-deposit' }).content);
    expect(letter.includes('That time has passed')).toBe(passed);
    for (const text of inLetter) expect([state, text, letter.includes(text)]).toEqual([state, text, true]);
    for (const text of notInLetter) expect([state, text, letter.includes(text)]).toEqual([state, text, false]);
  });

  it('Oklahoma\'s six-month rule is on the notes page with its date, never in the letter', () => {
    const { content } = draft({ state: 'OK', caseType: 'security-deposit' });
    expect(notesOf(content)).toContain(
      'In Oklahoma, a tenant who does not demand the deposit in writing within six months after the tenancy ends loses it to the landlord (41 O.S. §115(B)). This letter is that written demand: mail it, and keep proof of mailing, before the six months run out. Counting from your move-out date, that is March 1, 2027.',
    );
    const late = draft({ state: 'OK', caseType: 'security-deposit', incidentDate: '2026-04-15' }).content;
    expect(notesOf(late)).toContain('That date may already have passed: talk to a lawyer');
    expect(letterOf(late)).not.toMatch(/six months|revert/);
  });

  it('never says the deadline has passed before the landlord\'s clock could have run (moved out yesterday)', () => {
    for (const state of STATE_CODES) {
      const letter = letterOf(draft({ state, caseType: 'security-deposit', incidentDate: '2026-11-01' }).content);
      expect([state, letter.includes('has passed')]).toEqual([state, false]);
    }
  });

  it('a forwarding-address notice needs the claimant\'s address: without one the notes page says what to add', () => {
    const { content } = draft({ state: 'TX', caseType: 'security-deposit', plaintiffAddress: '' });
    expect(letterOf(content)).not.toContain('This letter gives you my forwarding address');
    expect(notesOf(content)).toContain('Your answers have no address for you, so the letter cannot give it');
  });
});

describe('every document: first page, private notes', () => {
  it.each(['demand_letter', 'small_claims'] as const)('%s: the first page carries the full disclaimer and the law date', (documentType) => {
    const { content } = draft({ documentType });
    const firstPage = content.split('\n---\n')[0] ?? '';
    expect(firstPage).toContain(DISCLAIMER);
    expect(firstPage).toContain('not a substitute for the advice of an attorney');
    expect(firstPage).toContain('does not create an attorney-client relationship');
    // Only the day the table was reviewed (ADR 040): no claim that the law was current on it.
    expect(firstPage).toContain('Law reviewed on November 27, 2026');
    expect(content).not.toContain('current as of');
    expect(letterOf(content)).not.toContain('SueGo');
  });
});

describe('small-claims package', () => {
  it('contains the letter exactly as mailed, without "Exhibit A" on it, and the notes outside Exhibit A', () => {
    const details = { caseType: 'unpaid-work', certifiedMail: true } as const;
    const pkg = draft({ ...details, documentType: 'small_claims' }).content;
    const mailed = draft({ ...details, documentType: 'demand_letter' }).content;
    expect(letterOf(pkg)).toBe(letterOf(mailed));
    expect(letterOf(pkg)).not.toContain('Exhibit');
    expect(beforeLetter(pkg)).toContain('# Exhibit A: demand letter');
    expect(notesOf(pkg)).toContain('They are not part of the letter and not part of Exhibit A.');
    expect(pkg.indexOf('# Your private notes')).toBeGreaterThan(pkg.indexOf(letterOf(pkg)));
  });

  it('has a field-by-field worksheet for the ten most populous states', () => {
    expect([...WORKSHEET_STATES].sort()).toEqual(['CA', 'FL', 'GA', 'IL', 'MI', 'NC', 'NY', 'OH', 'PA', 'TX']);
    for (const state of WORKSHEET_STATES) {
      const pkg = draft({ state, documentType: 'small_claims' }).content;
      expect([state, pkg.includes('| Field on the form | What to write |')]).toEqual([state, true]);
      expect([state, pkg.includes('| Amount claimed | $2,500.00 |') || pkg.includes('$2,500.00 |')]).toEqual([state, true]);
    }
  });

  it.each([
    ['CA', ['SC-100', 'SC-104, Proof of Service', 'FW-001, Request to Waive Court Fees: only when asking to waive the filing fee', 'Item 4, did you ask the defendant to pay before suing? | Yes: demand letter dated November 2, 2026', 'at most two small-claims cases over $2,500 in a calendar year; the claim form asks for a declaration (Cal. Code Civ. Proc. §116.231).', 'at least 15 days before the hearing, or 20 days if the defendant is outside the county (Cal. Code Civ. Proc. §116.340).']],
    ['TX', ['Petition: Small Claims Case (Justice Court)', 'Civil Case Information Sheet', 'Tex. R. Civ. P. 502.2', 'Statement of Inability']],
    ['NY', ['The clerk mails the notice of claim', 'Commercial Claim', '§§1801-A, 1803-A', 'Ask the clerk before the hearing whether Acme Builders LLC was served.']],
    ['FL', ['Statement of Claim', 'Fla. Sm. Cl. R. 7.050']],
    ['MI', ['DC 84', 'Affidavit and Claim, Small Claims', 'Worksheet: DC 84']],
    ['NC', ['AOC-CVM']],
    ['MA', ['The clerk mails the notice of claim', 'SueGo does not have Massachusetts\'s claim form. Ask the clerk of the']],
    ['MT', ['Montana justice courts expect you to have sent the defendant a written demand', 'proof that it went by certified mail']],
    ['WA', ['SueGo does not have Washington\'s claim form. Ask the clerk of the', 'the fee-waiver application']],
  ] as Array<[StateCode, string[]]>)('%s: forms, service and rules', (state, texts) => {
    const pkg = draft({ state, documentType: 'small_claims', amountCents: 300_000 }).content;
    for (const text of texts) expect([state, text, pkg.includes(text)]).toEqual([state, text, true]);
  });

  it('files a business in its own court and limit (NY Commercial Claims; CA $6,250)', () => {
    const ny = draft({ state: 'NY', claimantKind: 'business', documentType: 'small_claims', amountCents: 800_000 }).content;
    expect(ny).toMatch(/Court: [^\n]*Commercial Claims/);
    expect(ny).toContain('$10,000.00 for a business filing a claim');
    expect(ny).toContain('§1803-A');
    expect(letterOf(ny)).toContain('I intend to file a claim against you in small claims court in New York');
    const ca = draft({ state: 'CA', claimantKind: 'business', documentType: 'small_claims' }).content;
    expect(ca).toContain('$6,250.00 for a business filing a claim');
    expect(ca).not.toContain('For a business or other organisation filing a claim');
  });

  it('adds optional prejudgment interest at the state rate with its citation (CA contract: 10%)', () => {
    const pkg = draft({ state: 'CA', caseType: 'contract-breach', documentType: 'small_claims', claimInterest: true }).content;
    // $2,500.00 × 10% × 64 days (August 30 to November 2, 2026) / 365 = $43.84.
    expect(pkg).toContain('| Prejudgment interest, optional (Cal. Civ. Code §3289(b)) | $43.84 | 10% a year simple interest on $2,500.00 for 64 days');
    expect(pkg).toContain('| Total with interest to date | $2,543.84 |');
    expect(draft({ state: 'CA', caseType: 'contract-breach', documentType: 'small_claims' }).content).not.toContain('Prejudgment interest');
    const tx = draft({ state: 'TX', caseType: 'vehicle-damage', documentType: 'small_claims', claimInterest: true }).content;
    expect(tx).toContain('| Prejudgment interest, optional (Tex. Fin. Code §§304.003, 304.103) | Ask the clerk |');
    const wa = draft({ state: 'WA', documentType: 'small_claims', claimInterest: true }).content;
    expect(wa).toContain('SueGo has no interest rule for Washington');
  });

  it('itemises the damages worksheet', () => {
    const pkg = draft({
      caseType: 'vehicle-damage',
      documentType: 'small_claims',
      damageItems: [
        { description: 'Body shop repair', amountCents: 210_000 },
        { description: 'Towing', amountCents: 40_000 },
      ],
    }).content;
    expect(pkg).toContain('| Body shop repair | $2,100.00 | In your demand letter |\n| Towing | $400.00 | In your demand letter |');
    expect(pkg).toContain('Body shop repair $2,100.00 + Towing $400.00 = $2,500.00');
  });
});

describe('snapshots: letter and package per state and case type, with the issue-12 answers', () => {
  const SAMPLES: Array<[StateCode, CaseDetails['caseType'], Partial<CaseDetails>]> = [
    ['CA', 'contract-breach', { ...consumer, certifiedMail: true, agreementForm: 'written', claimInterest: true }],
    ['TX', 'security-deposit', { certifiedMail: true, enclosures: ['Lease, signed March 1, 2025', 'Move-out photos'] }],
    ['NY', 'unpaid-work', { agreementForm: 'written', claimInterest: true }],
    ['LA', 'vehicle-damage', { damageItems: [{ description: 'Repair', amountCents: 200_000 }, { description: 'Towing', amountCents: 50_000 }] }],
    ['MA', 'vehicle-damage', { defendantKind: 'individual' }],
    ['CO', 'security-deposit', { mailingDate: '2026-11-04' }],
    ['WA', 'other', { plaintiffPhone: '' }],
  ];
  describe.each(SAMPLES)('%s %s', (state, caseType, answers) => {
    it.each(['demand_letter', 'small_claims'] as const)('%s', (documentType) => {
      expect(draft({ state, caseType, documentType, ...answers }).content).toMatchSnapshot();
    });
  });
});
