import type { Jurisdiction, StateCode } from '../../law/law-table.types';

/**
 * The field-by-field worksheet keyed to the claim form of the ten most populous states (a template concern, keyed by
 * state). The forms' names, the service rules and the filing caps come from the law table (`smallClaims.forms`,
 * `service`, `filingCaps`); the worksheet only says which answer goes in which field of the claim form. Reviewer
 * knowledge, not yet checked against each court's current form: the package tells the claimant to copy the answers
 * onto the current official form, never to file the worksheet.
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

/** The claim form's fields, in its order, with the answer to copy into each. */
type FieldMap = Array<{ field: string; value: (a: WorksheetAnswers) => string }>;

const NOT_GIVEN = '(not in your answers: fill it in)';
const or = (value: string) => (value.trim() === '' ? NOT_GIVEN : value);

const partyFields = (plaintiffLabel: string, defendantLabel: string): FieldMap => [
  { field: `${plaintiffLabel}: name`, value: (a) => a.plaintiff },
  { field: `${plaintiffLabel}: address`, value: (a) => or(a.plaintiffAddress) },
  { field: `${plaintiffLabel}: phone and e-mail`, value: (a) => or(a.plaintiffContact) },
  { field: `${defendantLabel}: exact legal name`, value: (a) => a.defendant },
  { field: `${defendantLabel}: address`, value: (a) => or(a.defendantAddress) },
];

const claimFields: FieldMap = [
  { field: 'Amount claimed', value: (a) => a.amount },
  { field: 'Why the defendant owes you (short description)', value: (a) => a.claim },
  { field: 'Date it happened', value: (a) => a.incidentDate },
  { field: 'How you calculated the amount', value: (a) => a.calculation },
];
const FIELDS: Partial<Record<StateCode, FieldMap>> = {
  CA: [
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
  TX: [
      ...partyFields('Plaintiff', 'Defendant'),
      { field: 'Last three digits of your driver’s license and Social Security numbers', value: () => 'Fill in yourself' },
      { field: 'Amount of money sought', value: (a) => a.amount },
      { field: 'Description of the claim', value: (a) => `${a.claim} (${a.incidentDate}). ${a.calculation}` },
      { field: 'Basis for venue (why this county and precinct)', value: () => 'Where the defendant lives, or where the events happened (Tex. Civ. Prac. & Rem. Code §15.082)' },
      { field: 'Consent to service of the answer by e-mail', value: (a) => or(a.plaintiffContact) },
    ],
  NY: [...partyFields('Claimant', 'Defendant'), ...claimFields],
  FL: [...partyFields('Plaintiff', 'Defendant'), ...claimFields, { field: 'Copy of the contract or document the claim is based on', value: () => 'Attach it (Fla. Sm. Cl. R. 7.050)' }],
  PA: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
  IL: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
  OH: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
  GA: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
  NC: [...partyFields('Plaintiff', 'Defendant'), ...claimFields],
  MI: [...partyFields('Plaintiff', 'Defendant'), ...claimFields, { field: 'Did you ask the defendant to pay before filing?', value: (a) => `Yes: demand letter dated ${a.letterDate}` }],
};

/** Rules the law table does not hold yet that change what the claimant must do before or when filing. */
const EXTRA_RULES: Partial<Record<StateCode, string[]>> = {
  NY: [
    'A corporation, partnership or LLC cannot use Small Claims: it files a Commercial Claim, and for a claim arising from a consumer transaction it must first mail a demand letter at least 10 and no more than 180 days before filing (N.Y. City Civ. Ct. Act §§1801-A, 1803-A).',
  ],
  TX: [
    'A Justice Court petition must contain what Tex. R. Civ. P. 502.2 lists, and the Civil Case Information Sheet is filed with it.',
  ],
  FL: ['Attach a copy of the contract, invoice or other document your claim is based on (Fla. Sm. Cl. R. 7.050).'],
  MT: [
    'Montana justice courts expect you to have sent the defendant a written demand before you file, and some ask for proof that it went by certified mail: send your demand letter by certified mail and bring the receipt when you file. Small claims there is for a fixed sum of money.',
  ],
};

export interface FormView {
  number: string | null;
  name: string;
  /** What it is for, and when it is needed. */
  purpose: string;
}

export interface FilingView {
  /** One of the ten states with a worksheet. */
  hasWorksheet: boolean;
  claimForm: FormView | null;
  otherForms: FormView[];
  worksheet: Array<{ field: string; value: string }>;
  /** Who serves the defendant and when, with its citation; null where the table has no rule (generic advice). */
  service: string | null;
  /** True where the clerk mails the claim (NYC, MA): the claimant does not arrange service. */
  clerkServes: boolean;
  rules: string[];
  /** The official form SueGo fills for this state (ADR 182), or null: then the package holds a worksheet only. */
  filledOfficialForm: { number: string; revision: string } | null;
}

/**
 * The official claim forms SueGo fills itself, by state, with the revision filled (ADR 182). The court context
 * fills them (court/sc100/); its spec reads the revision from the form's footer and checks it is this one.
 */
export const FILLED_OFFICIAL_FORMS: Partial<Record<StateCode, { number: string; revision: string }>> = {
  CA: { number: 'SC-100', revision: 'Rev. January 1, 2024' },
};

/** "Only when asking…." → "only when asking…", for use after a colon. */
const clause = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
/** "Text." + citation → "Text (citation)." */
const withCitation = (text: string, citation: string) => `${text.trim().replace(/\.$/, '')} (${citation}).`;

const PURPOSES: Record<string, string> = {
  claim: 'the claim you file',
  'case-information': 'filed with the claim',
  'fee-waiver': 'only if you cannot afford the fees',
  'proof-of-service': 'filed after the defendant is served',
  declaration: 'a declaration the court may ask for',
  demand: 'the demand you send before filing',
  other: 'when it applies',
};

/** The state's forms, service and filing rules from the law table, and the worksheet for the ten states. */
export function filingFor(jurisdiction: Jurisdiction, answers: WorksheetAnswers): FilingView {
  const court = jurisdiction.smallClaims;
  const forms = (court.forms?.value ?? []).map((form) => ({
    number: form.number ?? null,
    name: form.name,
    purpose: form.when ? clause(form.when) : (PURPOSES[form.purpose] ?? ''),
    isClaim: form.purpose === 'claim',
  }));
  const claim = forms.find((f) => f.isClaim) ?? null;
  const fields = FIELDS[jurisdiction.code];
  const strip = ({ isClaim: _isClaim, ...form }: (typeof forms)[number]): FormView => form;
  const rules = [
    ...(court.filingCaps ? [withCitation(court.filingCaps.value, court.filingCaps.citation)] : []),
    ...(EXTRA_RULES[jurisdiction.code] ?? []),
  ];
  return {
    hasWorksheet: fields !== undefined && claim !== null,
    claimForm: claim ? strip(claim) : null,
    otherForms: forms.filter((f) => !f.isClaim).map(strip),
    worksheet: fields && claim ? fields.map((f) => ({ field: f.field, value: f.value(answers) })) : [],
    service: court.service ? withCitation(court.service.value.description, court.service.citation) : null,
    clerkServes: court.service?.value.clerkServes === true,
    rules,
    filledOfficialForm: FILLED_OFFICIAL_FORMS[jurisdiction.code] ?? null,
  };
}

/** The ten states with a worksheet, for tests and docs. */
export const WORKSHEET_STATES = Object.keys(FIELDS) as StateCode[];
