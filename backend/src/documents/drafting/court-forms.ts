import type { StateCode } from '../../law/law-table.types';

/**
 * The official small-claims forms of the ten most populous states, with a field-by-field worksheet keyed to each
 * claim form, and the service and filing rules the package states. Kept here, keyed by state, until the law table
 * carries court form names (issue 12 §1). Reviewer knowledge, not yet checked against each court's current form:
 * the package tells the claimant to copy the answers onto the current official form, never to file the worksheet.
 */
export interface WorksheetAnswers {
  plaintiff: string;
  plaintiffAddress: string;
  plaintiffContact: string;
  defendant: string;
  defendantAddress: string;
  amount: string;
  incidentDate: string;
  claim: string;
  calculation: string;
  letterDate: string;
  over2500: boolean;
}

export interface FormRef {
  /** "SC-100", or null when the form has no number. */
  number: string | null;
  name: string;
  purpose: string;
}

export interface StateFiling {
  claimForm: FormRef;
  otherForms: FormRef[];
  /** The claim form's fields, in its order, with the answer to copy into each. */
  fields: Array<{ field: string; value: (a: WorksheetAnswers) => string }>;
  /** Who serves the defendant, how and when. */
  service: string;
  /** Rules that change what the claimant must do in this state. */
  rules: string[];
}

const NOT_GIVEN = '(not in your answers: fill it in)';
const or = (value: string) => (value.trim() === '' ? NOT_GIVEN : value);

const partyFields = (plaintiffLabel: string, defendantLabel: string): StateFiling['fields'] => [
  { field: `${plaintiffLabel}: name`, value: (a) => a.plaintiff },
  { field: `${plaintiffLabel}: address`, value: (a) => or(a.plaintiffAddress) },
  { field: `${plaintiffLabel}: phone and e-mail`, value: (a) => or(a.plaintiffContact) },
  { field: `${defendantLabel}: exact legal name`, value: (a) => a.defendant },
  { field: `${defendantLabel}: address`, value: (a) => or(a.defendantAddress) },
];

const claimFields: StateFiling['fields'] = [
  { field: 'Amount claimed', value: (a) => a.amount },
  { field: 'Why the defendant owes you (short description)', value: (a) => a.claim },
  { field: 'Date it happened', value: (a) => a.incidentDate },
  { field: 'How you calculated the amount', value: (a) => a.calculation },
];

const FILINGS: Partial<Record<StateCode, StateFiling>> = {
  CA: {
    claimForm: { number: 'SC-100', name: "Plaintiff's Claim and ORDER to Go to Small Claims Court", purpose: 'the claim you file' },
    otherForms: [
      { number: 'SC-104', name: 'Proof of Service', purpose: 'filed after the defendant is served' },
      { number: 'FW-001', name: 'Request to Waive Court Fees', purpose: 'only if you cannot afford the filing fee' },
      { number: 'SC-100-INFO', name: 'Information for the Plaintiff', purpose: 'the court’s instructions for SC-100' },
    ],
    fields: [
      ...partyFields('Item 1, the plaintiff', 'Item 2, the defendant'),
      { field: 'Item 3, amount the defendant owes', value: (a) => a.amount },
      { field: 'Item 3a, why the defendant owes you', value: (a) => a.claim },
      { field: 'Item 3b, when this happened', value: (a) => a.incidentDate },
      { field: 'Item 3c, how you calculated the money owed', value: (a) => a.calculation },
      { field: 'Item 4, did you ask the defendant to pay before suing?', value: (a) => `Yes: demand letter dated ${a.letterDate}` },
      { field: 'Item 5, why you are filing at this courthouse', value: () => 'Usually (a): where the defendant lives or does business, or where the contract was made or broken or the damage happened' },
      { field: 'Item 6, zip code of that place', value: () => NOT_GIVEN },
      { field: 'Item 7, attorney-client fee dispute?', value: () => 'No' },
      { field: 'Item 8, suing a public entity?', value: () => 'No (a public entity needs a written claim first)' },
      { field: 'Item 9, more than 12 other small claims in California in the last 12 months?', value: () => 'Answer for yourself' },
      { field: 'Item 10, is your claim for more than $2,500?', value: (a) => (a.over2500 ? 'Yes: see the two-claims rule below' : 'No') },
    ],
    service:
      'Someone 18 or older who is not part of the case, the sheriff or marshal, a registered process server, or the clerk by certified mail (for a fee) must serve the defendant at least 15 days before the hearing, or at least 20 days before it if the defendant lives outside the county (Cal. Code Civ. Proc. §116.340). File the SC-104 Proof of Service with the court at least 5 days before the hearing.',
    rules: [
      'You may file no more than two small claims for more than $2,500 in California in a calendar year; SC-100 asks you to confirm this (Cal. Code Civ. Proc. §116.231).',
    ],
  },
  TX: {
    claimForm: { number: null, name: 'Small Claims Petition (Justice Court)', purpose: 'the claim you file, with the contents TRCP 502.2 requires' },
    otherForms: [
      { number: null, name: 'Civil Case Information Sheet', purpose: 'filed with the petition (Tex. R. Civ. P. 502.2(b))' },
      { number: null, name: 'Statement of Inability to Afford Payment of Court Costs', purpose: 'only if you cannot afford the fees (Tex. R. Civ. P. 502.3)' },
    ],
    fields: [
      ...partyFields('Plaintiff', 'Defendant'),
      { field: 'Last three digits of your driver’s license and Social Security numbers', value: () => 'Fill in yourself' },
      { field: 'Amount of money sought', value: (a) => a.amount },
      { field: 'Description of the claim', value: (a) => `${a.claim} (${a.incidentDate}). ${a.calculation}` },
      { field: 'Basis for venue (why this county and precinct)', value: () => 'Where the defendant lives, or where the events happened (Tex. Civ. Prac. & Rem. Code §15.082)' },
      { field: 'Consent to service of the answer by e-mail', value: (a) => or(a.plaintiffContact) },
    ],
    service:
      'The constable, the sheriff or a certified process server serves the citation, or the clerk can mail it by registered or certified mail for a fee (Tex. R. Civ. P. 501.2). Ask for service when you file.',
    rules: [
      'A Justice Court petition must state the items in Tex. R. Civ. P. 502.2(a), and the Civil Case Information Sheet must be filed with it.',
    ],
  },
  NY: {
    claimForm: { number: null, name: 'Small Claims statement of claim (completed at the clerk’s office or through the court’s online forms)', purpose: 'for a person filing a claim' },
    otherForms: [
      { number: null, name: 'Commercial Claims statement of claim, with the certification that you have not filed more than five commercial claims this month', purpose: 'instead, if you are filing for a corporation, partnership or LLC' },
      { number: null, name: 'Poor person’s application', purpose: 'only if you cannot afford the fee' },
    ],
    fields: [...partyFields('Claimant', 'Defendant'), ...claimFields],
    service:
      'You do not arrange service: the clerk mails the notice of claim to the defendant by ordinary first-class and certified mail (N.Y. City Civ. Ct. Act §1803). If the notice comes back undelivered, the clerk will tell you what to do next.',
    rules: [
      'A corporation, partnership or LLC cannot use Small Claims: it files a Commercial Claim, and for a claim arising from a consumer transaction it must first mail a demand letter at least 10 and no more than 180 days before filing (N.Y. City Civ. Ct. Act §§1801-A, 1803-A).',
      'In New York City, the defendant must live, work or have a place of business in the city.',
    ],
  },
  FL: {
    claimForm: { number: 'Form 7.330', name: 'Statement of Claim (Florida Small Claims Rules)', purpose: 'the claim you file' },
    otherForms: [
      { number: 'Form 1.997', name: 'Civil Cover Sheet', purpose: 'filed with the claim' },
      { number: null, name: 'Application for Determination of Civil Indigent Status', purpose: 'only if you cannot afford the fee' },
    ],
    fields: [...partyFields('Plaintiff', 'Defendant'), ...claimFields, { field: 'Copy of the contract or document the claim is based on', value: () => 'Attach it (Fla. Sm. Cl. R. 7.050)' }],
    service:
      'The sheriff or a certified process server serves the summons (notice to appear); for a Florida resident the clerk may serve by certified mail, return receipt requested (Fla. Sm. Cl. R. 7.070).',
    rules: ['Attach a copy of the contract, invoice or other document your claim is based on (Fla. Sm. Cl. R. 7.050).'],
  },
  PA: {
    claimForm: { number: null, name: 'Civil Complaint (Magisterial District Court); in Philadelphia, the Municipal Court Statement of Claim', purpose: 'the claim you file' },
    otherForms: [{ number: null, name: 'Petition to Proceed In Forma Pauperis', purpose: 'only if you cannot afford the fees' }],
    fields: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
    service:
      'The court serves the complaint by certified mail, or a constable or sheriff serves it in person (Pa. R.C.P.M.D.J. 307). You pay the service cost when you file.',
    rules: [],
  },
  IL: {
    claimForm: { number: null, name: 'Small Claims Complaint (Illinois statewide form)', purpose: 'the claim you file (Ill. S. Ct. R. 282)' },
    otherForms: [
      { number: null, name: 'Small Claims Summons', purpose: 'filed with the complaint' },
      { number: null, name: 'Application for Waiver of Court Fees', purpose: 'only if you cannot afford the fees' },
    ],
    fields: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
    service:
      'The sheriff, a special process server, or the clerk by certified mail, return receipt requested, serves the summons (Ill. S. Ct. R. 284).',
    rules: [],
  },
  OH: {
    claimForm: { number: null, name: 'Small Claims Complaint (the court’s own form)', purpose: 'the claim you file (Ohio Rev. Code §1925.04)' },
    otherForms: [{ number: null, name: 'Poverty affidavit', purpose: 'only if you cannot afford the fees' }],
    fields: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
    service: 'The clerk serves the complaint and notice of hearing by certified mail (Ohio Rev. Code §1925.05); the bailiff or sheriff serves it if the mail fails.',
    rules: [],
  },
  GA: {
    claimForm: { number: null, name: 'Statement of Claim (Magistrate Court)', purpose: 'the claim you file (O.C.G.A. §15-10-43)' },
    otherForms: [{ number: null, name: 'Affidavit of Indigence', purpose: 'only if you cannot afford the fees' }],
    fields: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
    service: 'The sheriff, a marshal or constable, or a permanent process server serves the defendant; the clerk tells you the fee (O.C.G.A. §15-10-43).',
    rules: [],
  },
  NC: {
    claimForm: { number: 'AOC-CVM-200', name: 'Complaint for Money Owed', purpose: 'the claim you file (use the AOC-CVM complaint that fits a property-damage claim)' },
    otherForms: [
      { number: 'AOC-CVM-100', name: 'Magistrate Summons', purpose: 'filed with the complaint' },
      { number: 'AOC-G-106', name: 'Petition to Proceed as an Indigent', purpose: 'only if you cannot afford the fees' },
    ],
    fields: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
    service: 'The sheriff serves the magistrate summons, or you may serve it by certified mail, return receipt requested, and file proof of delivery (N.C. Gen. Stat. §7A-217).',
    rules: [],
  },
  MI: {
    claimForm: { number: 'DC 084', name: 'Affidavit and Claim, Small Claims', purpose: 'the claim you file' },
    otherForms: [{ number: 'MC 20', name: 'Fee Waiver Request', purpose: 'only if you cannot afford the fees' }],
    fields: [...partyFields('Plaintiff', 'Defendant'), ...claimFields, { field: 'Did you ask the defendant to pay before filing?', value: (a) => `Yes: demand letter dated ${a.letterDate}` }],
    service: 'The clerk mails the claim by certified mail, return receipt requested, or it is served in person by a process server or court officer (MCL §600.8405).',
    rules: [],
  },
};

/** Service and filing rules for states outside the ten, where they differ from the generic advice. */
const OTHER_STATE_RULES: Partial<Record<StateCode, { service?: string; rules: string[] }>> = {
  MA: {
    service: 'You do not arrange service: the clerk mails the Statement of Small Claim to the defendant (Uniform Small Claims Rule 3).',
    rules: [],
  },
  MT: {
    rules: [
      'Montana justice courts expect you to have sent the defendant a written demand before you file, and some ask for proof that it went by certified mail: send your demand letter by certified mail and bring the receipt when you file. Small claims there is for a fixed sum of money.',
    ],
  },
};

export interface FilingView {
  /** One of the ten states with a worksheet. */
  hasWorksheet: boolean;
  claimForm: FormRef | null;
  otherForms: FormRef[];
  worksheet: Array<{ field: string; value: string }>;
  service: string | null;
  rules: string[];
}

export function filingFor(state: StateCode, answers: WorksheetAnswers): FilingView {
  const filing = FILINGS[state];
  const other = OTHER_STATE_RULES[state];
  if (!filing) {
    return {
      hasWorksheet: false,
      claimForm: null,
      otherForms: [],
      worksheet: [],
      service: other?.service ?? null,
      rules: other?.rules ?? [],
    };
  }
  return {
    hasWorksheet: true,
    claimForm: filing.claimForm,
    otherForms: filing.otherForms,
    worksheet: filing.fields.map((f) => ({ field: f.field, value: f.value(answers) })),
    service: filing.service,
    rules: filing.rules,
  };
}

/** The ten states with a worksheet, for tests and docs. */
export const WORKSHEET_STATES = Object.keys(FILINGS) as StateCode[];
