import { z } from 'zod';
import {
  CASE_TYPES,
  centsToAmount,
  formatAmount,
  isCaseType,
  isClaimantKind,
  isDocumentType,
  isIsoDate,
  MAX_CLAIM_CENTS,
  parseAmountToCents,
  todayIsoDate,
  type CaseFormData,
  type CaseType,
  type ClaimantKind,
  type CreateCaseInput,
  type DocumentType,
  type UpdateCaseInput,
} from '@/lib/cases';
import type { Message } from '@/lib/i18n/define';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';
import { MESSAGES } from './answer-messages';
import {
  EMPTY_FORCE_ANSWERS,
  forceAnswersShape,
  forceFormData,
  LEVERAGE_STEP_FIELDS,
  readForceAnswer,
  type ForceAnswers,
  type ForceField,
} from './force-answers';
import { AGREEMENT_FORMS, DECEPTIVE_ACTS, type AgreementForm, type DeceptiveAct } from './letter-questions';
import type { TeaserCaseType } from './home-selection';

/** The questionnaire's answers while they are being filled in (spec §3 formData, with blanks allowed). */
export interface Answers extends ForceAnswers {
  caseType: CaseType | '';
  state: string;
  claimantKind: ClaimantKind;
  plaintiffName: string;
  plaintiffEmail: string;
  plaintiffAddress: string;
  plaintiffPhone: string;
  defendantName: string;
  defendantAddress: string;
  disputeDescription: string;
  amountClaimed: string;
  incidentDate: string;
  attemptedResolution: string;
  evidenceDescription: string;
  documentType: DocumentType;
  agreedToTerms: boolean;
  /** Issue 12: questions the letter needs so it never assumes (all optional). */
  defendantKind: '' | 'individual' | 'business';
  consumerTransaction: '' | 'yes' | 'no';
  deceptiveActs: DeceptiveAct[];
  agreementForm: '' | AgreementForm;
  enclosures: string[];
  certifiedMail: boolean;
  mailingDate: string;
  claimInterest: boolean;
  /** The amount itemised (optional): what each part is for; the items add up to amountClaimed. */
  damageItems: DamageItemAnswer[];
}
export type AnswerField = keyof Answers;

export interface DamageItemAnswer {
  description: string;
  amount: string;
}

export const EMPTY_ANSWERS: Answers = {
  caseType: '',
  state: '',
  // Most people claim for themselves; a business says so on step 1.
  claimantKind: 'individual',
  plaintiffName: '',
  plaintiffEmail: '',
  plaintiffAddress: '',
  plaintiffPhone: '',
  defendantName: '',
  defendantAddress: '',
  disputeDescription: '',
  amountClaimed: '',
  incidentDate: '',
  attemptedResolution: '',
  evidenceDescription: '',
  // The cheaper document that suits every amount; the user picks on the last step.
  documentType: 'demand_letter',
  agreedToTerms: false,
  defendantKind: '',
  consumerTransaction: '',
  deceptiveActs: [],
  agreementForm: '',
  enclosures: [],
  certifiedMail: false,
  mailingDate: '',
  claimInterest: false,
  damageItems: [],
  ...EMPTY_FORCE_ANSWERS,
};

export interface QuestionnaireStep {
  title: string;
  description: string;
  fields: readonly AnswerField[];
}

/** A step whose title and description are read in the page's language. */
const step = (title: Message, description: Message, fields: readonly AnswerField[]): QuestionnaireStep => ({
  get title() {
    return translate(title);
  },
  get description() {
    return translate(description);
  },
  fields,
});

/** The six steps of spec §2, in order (index 0-5, spec §4). */
export const STEPS: readonly QuestionnaireStep[] = [
  step(m.step1Title, m.step1Description, ['caseType', 'state', 'claimantKind']),
  step(m.step2Title, m.step2Description, [
    'plaintiffName',
    'plaintiffEmail',
    'plaintiffAddress',
    'plaintiffPhone',
  ]),
  step(m.step3Title, m.step3Description, [
    'defendantName',
    'defendantAddress',
    'defendantKind',
    'consumerTransaction',
    'deceptiveActs',
  ]),
  step(m.step4Title, m.step4Description, [
    'disputeDescription',
    'agreementForm',
    'amountClaimed',
    'damageItems',
    'incidentDate',
    ...LEVERAGE_STEP_FIELDS,
  ]),
  step(m.step5Title, m.step5Description, [
    'attemptedResolution',
    'evidenceDescription',
    'enclosures',
    'certifiedMail',
    'mailingDate',
  ]),
  step(m.step6Title, m.step6Description, ['documentType', 'claimInterest', 'responseDays', 'agreedToTerms']),
];
export const STEP_COUNT = STEPS.length;
export const LAST_STEP = STEP_COUNT - 1;

/** Every answer in the order the steps ask for it. */
export const ANSWER_FIELDS: readonly AnswerField[] = STEPS.flatMap((s) => s.fields);

export function stepOfField(field: AnswerField): number {
  return STEPS.findIndex((s) => s.fields.includes(field));
}

/** "Step n of 6" percentage (spec §2): Math.round(n / 6 × 100). */
export function percentComplete(stepIndex: number): number {
  return Math.round(((stepIndex + 1) / STEP_COUNT) * 100);
}

export { MESSAGES };

/** Why an amount is not accepted, or null when it is (positive, at most two decimals, at most $10,000). */
export function amountProblem(value: string): string | null {
  if (value.trim() === '') return MESSAGES.amountRequired;
  const cents = parseAmountToCents(value);
  if (cents === null) return MESSAGES.amountFormat;
  if (cents <= 0) return MESSAGES.amountPositive;
  if (cents > MAX_CLAIM_CENTS) return MESSAGES.amountCeiling;
  return null;
}

/** Why an incident date is not accepted, or null. */
export function incidentDateProblem(value: string, today: string = todayIsoDate()): string | null {
  if (value === '') return MESSAGES.dateRequired;
  if (!isIsoDate(value)) return MESSAGES.dateInvalid;
  if (value > today) return MESSAGES.dateFuture;
  return null;
}

const emailFormat = z.email();

/**
 * What creating a case requires (spec §5 plus what the server refuses, DESIGN §8): the spec's name and email,
 * a case type, a state, who owes the money, a valid amount, an incident date that is not in the future and
 * the terms.
 */
export const answersSchema = z
  .object({
    caseType: z.enum([...CASE_TYPES, '']).refine((v) => v !== '', { error: () => MESSAGES.caseType }),
    state: z.string().refine((v) => /^[A-Z]{2}$/.test(v), { error: () => MESSAGES.state }),
    claimantKind: z.enum(['individual', 'business']),
    plaintiffName: z.string().refine((v) => v.trim() !== '', { error: () => MESSAGES.nameRequired }),
    plaintiffEmail: z.string().superRefine((v, ctx) => {
      const email = v.trim();
      if (email === '') ctx.addIssue({ code: 'custom', message: MESSAGES.emailRequired });
      else if (!emailFormat.safeParse(email).success)
        ctx.addIssue({ code: 'custom', message: MESSAGES.emailInvalid });
    }),
    plaintiffAddress: z.string(),
    plaintiffPhone: z.string(),
    defendantName: z.string().refine((v) => v.trim() !== '', { error: () => MESSAGES.defendantRequired }),
    defendantAddress: z
      .string()
      .refine((v) => v.trim() !== '', { error: () => MESSAGES.defendantAddressRequired }),
    disputeDescription: z.string(),
    amountClaimed: z.string().superRefine((v, ctx) => {
      const problem = amountProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    incidentDate: z.string().superRefine((v, ctx) => {
      const problem = incidentDateProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    attemptedResolution: z.string(),
    evidenceDescription: z.string(),
    documentType: z.enum(['demand_letter', 'small_claims']),
    agreedToTerms: z.boolean().refine((v) => v, { error: () => MESSAGES.terms }),
    defendantKind: z.enum(['', 'individual', 'business']),
    consumerTransaction: z.enum(['', 'yes', 'no']),
    deceptiveActs: z.array(z.enum(DECEPTIVE_ACTS)),
    agreementForm: z.enum(['', ...AGREEMENT_FORMS]),
    enclosures: z.array(z.string()),
    certifiedMail: z.boolean(),
    mailingDate: z
      .string()
      .refine((v) => v === '' || isIsoDate(v), { error: () => MESSAGES.mailingDateInvalid }),
    claimInterest: z.boolean(),
    damageItems: z.array(z.object({ description: z.string(), amount: z.string() })),
    ...forceAnswersShape(() => MESSAGES.dateInvalid),
  })
  .superRefine((answers, ctx) => {
    const problem = damageItemsProblem(answers.damageItems, answers.amountClaimed);
    if (problem) ctx.addIssue({ code: 'custom', path: ['damageItems'], message: problem });
  }) satisfies z.ZodType<Answers>;

/** Why the itemised amounts are not accepted, or null (no items, or items that add up to the amount claimed). */
export function damageItemsProblem(items: readonly DamageItemAnswer[], amountClaimed: string): string | null {
  if (items.length === 0) return null;
  const cents = items.map((i) => parseAmountToCents(cleanAmountText(i.amount)));
  if (items.some((i, n) => i.description.trim() === '' || cents[n] === null || (cents[n] ?? 0) <= 0)) {
    return MESSAGES.damageItemsIncomplete;
  }
  const total = cents.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  const claimed = parseAmountToCents(cleanAmountText(amountClaimed));
  if (claimed === null || claimed === total) return null;
  return MESSAGES.damageItemsTotal(formatAmount(centsToAmount(total)), formatAmount(centsToAmount(claimed)));
}

/** The spec's own check at create time: name and email are missing. */
export function isMissingNameOrEmail(answers: Pick<Answers, 'plaintiffName' | 'plaintiffEmail'>): boolean {
  return answers.plaintiffName.trim() === '' || answers.plaintiffEmail.trim() === '';
}

/**
 * The amount as typed, without the thousands separators, spaces or dollar sign people add out of habit
 * ("2,500" → "2500"): the server takes digits with at most two decimals.
 */
export function cleanAmountText(value: string): string {
  return value.replace(/[$,\s]/g, '');
}

/** Longest answers the server accepts; the inputs stop there. */
export const MAX_LENGTHS: Partial<Record<AnswerField, number>> = {
  plaintiffName: 120,
  plaintiffEmail: 254,
  plaintiffAddress: 300,
  plaintiffPhone: 40,
  defendantName: 200,
  defendantAddress: 300,
  disputeDescription: 5000,
  attemptedResolution: 5000,
  evidenceDescription: 5000,
};

/** formData as the server stores it. Call only with answers that passed answersSchema. */
export function toCaseFormData(answers: Answers): CaseFormData {
  if (answers.caseType === '') throw new Error('toCaseFormData needs a case type');
  return {
    caseType: answers.caseType,
    state: answers.state,
    plaintiffName: answers.plaintiffName.trim(),
    plaintiffEmail: answers.plaintiffEmail.trim(),
    plaintiffAddress: answers.plaintiffAddress.trim(),
    plaintiffPhone: answers.plaintiffPhone.trim(),
    defendantName: answers.defendantName.trim(),
    defendantAddress: answers.defendantAddress.trim(),
    disputeDescription: answers.disputeDescription.trim(),
    amountClaimed: cleanAmountText(answers.amountClaimed),
    incidentDate: answers.incidentDate,
    attemptedResolution: answers.attemptedResolution.trim(),
    evidenceDescription: answers.evidenceDescription.trim(),
    documentType: answers.documentType,
    agreedToTerms: true,
    claimantKind: answers.claimantKind,
    ...letterAnswers(answers),
    ...forceFormData(answers, answers.caseType),
  };
}

/** The issue-12 answers, each only when given, so the server keeps "not said" as not said. */
function letterAnswers(answers: Answers): Partial<CaseFormData> {
  const business = answers.defendantKind === 'business';
  const consumer = business && answers.consumerTransaction === 'yes';
  const enclosures = answers.enclosures.map((e) => e.trim()).filter((e) => e !== '');
  return {
    ...(answers.defendantKind ? { defendantKind: answers.defendantKind } : {}),
    ...(business && answers.consumerTransaction ? { consumerTransaction: consumer } : {}),
    ...(consumer && answers.deceptiveActs.length > 0 ? { deceptiveActs: answers.deceptiveActs } : {}),
    ...(answers.agreementForm ? { agreementForm: answers.agreementForm } : {}),
    ...(enclosures.length > 0 ? { enclosures } : {}),
    ...(answers.certifiedMail ? { certifiedMail: true } : {}),
    ...(answers.mailingDate ? { mailingDate: answers.mailingDate } : {}),
    ...(answers.documentType === 'small_claims' && answers.claimInterest ? { claimInterest: true } : {}),
    ...(answers.damageItems.length > 0
      ? {
          damageItems: answers.damageItems.map((i) => ({
            description: i.description.trim(),
            amount: cleanAmountText(i.amount),
          })),
        }
      : {}),
  };
}

function wireAmount(answers: Answers): string {
  const cents = parseAmountToCents(answers.amountClaimed);
  if (cents === null) throw new Error('wireAmount needs a valid amount');
  return centsToAmount(cents);
}

/** POST /api/cases body: amount as two decimals, formData.amountClaimed as typed. */
export function toCreateCaseInput(answers: Answers): CreateCaseInput {
  const formData = toCaseFormData(answers);
  return { caseType: formData.caseType, state: formData.state, formData, amount: wireAmount(answers) };
}

/** PATCH /api/cases/{id} body. */
export function toUpdateCaseInput(answers: Answers): UpdateCaseInput {
  return { formData: toCaseFormData(answers), amount: wireAmount(answers) };
}

/**
 * Answers from stored data (a draft or a case's formData): anything of the wrong type becomes blank,
 * so a tampered or outdated value can never break the form.
 */
export function answersFrom(data: unknown, fallback: Partial<Answers> = {}): Answers {
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const answers: Answers = { ...EMPTY_ANSWERS, ...fallback };
  for (const field of ANSWER_FIELDS) {
    const value = record[field];
    switch (field) {
      case 'caseType':
        if (isCaseType(value)) answers.caseType = value;
        break;
      case 'documentType':
        if (isDocumentType(value)) answers.documentType = value;
        break;
      case 'claimantKind':
        if (isClaimantKind(value)) answers.claimantKind = value;
        break;
      case 'agreedToTerms':
      case 'certifiedMail':
      case 'claimInterest':
        if (typeof value === 'boolean') answers[field] = value;
        break;
      case 'defendantKind':
        if (value === 'individual' || value === 'business') answers.defendantKind = value;
        break;
      case 'consumerTransaction':
        if (value === true || value === 'yes') answers.consumerTransaction = 'yes';
        else if (value === false || value === 'no') answers.consumerTransaction = 'no';
        break;
      case 'agreementForm':
        if ((AGREEMENT_FORMS as readonly unknown[]).includes(value))
          answers.agreementForm = value as AgreementForm;
        break;
      case 'deceptiveActs':
        if (Array.isArray(value)) {
          answers.deceptiveActs = value.filter((v): v is DeceptiveAct =>
            (DECEPTIVE_ACTS as readonly unknown[]).includes(v),
          );
        }
        break;
      case 'damageItems':
        if (Array.isArray(value)) {
          answers.damageItems = value.flatMap((v: unknown) => {
            const item = v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};
            return typeof item.description === 'string' && typeof item.amount === 'string'
              ? [{ description: item.description, amount: item.amount }]
              : [];
          });
        }
        break;
      case 'enclosures':
        if (Array.isArray(value))
          answers.enclosures = value.filter((v): v is string => typeof v === 'string');
        break;
      case 'responseDays':
      case 'tenancyKind':
      case 'forwardingAddressGiven':
      case 'forwardingAddressDate':
      case 'itemizedStatementReceived':
      case 'paymentDueDate':
      case 'faultAdmitted':
      case 'policeReport':
        readForceAnswer(answers, field satisfies ForceField, value);
        break;
      default:
        if (typeof value === 'string') answers[field] = value;
    }
  }
  return answers;
}

/** The home teaser's four choices (spec §3) as questionnaire case types. */
export const TEASER_TO_CASE_TYPE: Record<TeaserCaseType, CaseType> = {
  landlord: 'landlord-dispute',
  vehicle: 'vehicle-damage',
  unpaid: 'unpaid-work',
  other: 'other',
};

/**
 * The answer a server 400 is about, read from its message ("formData.plaintiffEmail must be an email",
 * "Amount claimed must be $10,000.00 or less", "Missing Information: …"); null when it names none.
 */
export function fieldFromServerMessage(message: string): AnswerField | null {
  const named = /\bformData\.(\w+)/.exec(message)?.[1];
  if (named && (ANSWER_FIELDS as readonly string[]).includes(named)) return named as AnswerField;
  if (/Missing Information/i.test(message)) return 'plaintiffName';
  if (/^amount\b/i.test(message)) return 'amountClaimed';
  if (/^(state|jurisdiction)\b/i.test(message)) return 'state';
  if (/^(caseType|case type)\b/i.test(message)) return 'caseType';
  if (/^claimantKind\b/i.test(message)) return 'claimantKind';
  if (/^(incidentDate|incident date)\b/i.test(message)) return 'incidentDate';
  if (/^(documentType|document type)\b/i.test(message)) return 'documentType';
  if (/^(agreedToTerms|terms)\b/i.test(message)) return 'agreedToTerms';
  return null;
}
