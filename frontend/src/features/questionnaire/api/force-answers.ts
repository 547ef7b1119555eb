import { z } from 'zod';
import { isIsoDate, type CaseFormData, type CaseType } from '@/lib/cases';

/**
 * The answers issue 43 added (all optional, "not said" when blank): how long the letter gives (step 6), and the facts
 * that carry leverage, asked only where the case type needs them (step 4). The letter states them only when given.
 */
export const RESPONSE_DAY_CHOICES = ['10', '14', '21', '30'] as const;
export type ResponseDaysAnswer = '' | (typeof RESPONSE_DAY_CHOICES)[number];
type YesNo = '' | 'yes' | 'no';

export interface ForceAnswers {
  responseDays: ResponseDaysAnswer;
  tenancyKind: '' | 'residential' | 'commercial';
  forwardingAddressGiven: YesNo;
  forwardingAddressDate: string;
  itemizedStatementReceived: YesNo;
  paymentDueDate: string;
  faultAdmitted: YesNo;
  policeReport: YesNo;
}
export type ForceField = keyof ForceAnswers;

export const EMPTY_FORCE_ANSWERS: ForceAnswers = {
  responseDays: '',
  tenancyKind: '',
  forwardingAddressGiven: '',
  forwardingAddressDate: '',
  itemizedStatementReceived: '',
  paymentDueDate: '',
  faultAdmitted: '',
  policeReport: '',
};

/** The leverage questions each case type asks (step 4), in order. */
export const LEVERAGE_FIELDS: Readonly<Record<CaseType, readonly ForceField[]>> = {
  'security-deposit': [
    'tenancyKind',
    'forwardingAddressGiven',
    'forwardingAddressDate',
    'itemizedStatementReceived',
  ],
  'landlord-dispute': ['tenancyKind'],
  'unpaid-work': ['paymentDueDate'],
  'vehicle-damage': ['faultAdmitted', 'policeReport'],
  'property-damage': ['faultAdmitted', 'policeReport'],
  'contract-breach': [],
  other: [],
};
export const LEVERAGE_STEP_FIELDS: readonly ForceField[] = [
  'tenancyKind',
  'forwardingAddressGiven',
  'forwardingAddressDate',
  'itemizedStatementReceived',
  'paymentDueDate',
  'faultAdmitted',
  'policeReport',
];

const yesNo = z.enum(['', 'yes', 'no']);
const optionalDate = (message: () => string) =>
  z.string().refine((v) => v === '' || isIsoDate(v), { error: message });

export const forceAnswersShape = (dateInvalid: () => string) => ({
  responseDays: z.enum(['', ...RESPONSE_DAY_CHOICES]),
  tenancyKind: z.enum(['', 'residential', 'commercial']),
  forwardingAddressGiven: yesNo,
  forwardingAddressDate: optionalDate(dateInvalid),
  itemizedStatementReceived: yesNo,
  paymentDueDate: optionalDate(dateInvalid),
  faultAdmitted: yesNo,
  policeReport: yesNo,
});

const asked = (caseType: CaseType, field: ForceField) => LEVERAGE_FIELDS[caseType].includes(field);
const bool = (v: YesNo) => v === 'yes';

/** The answers as the server stores them: each only when given and asked for this case type. */
export function forceFormData(answers: ForceAnswers, caseType: CaseType): Partial<CaseFormData> {
  const out: Partial<CaseFormData> = {};
  if (answers.responseDays) out.responseDays = Number(answers.responseDays) as CaseFormData['responseDays'];
  if (asked(caseType, 'tenancyKind') && answers.tenancyKind) out.tenancyKind = answers.tenancyKind;
  if (asked(caseType, 'forwardingAddressGiven') && answers.forwardingAddressGiven) {
    out.forwardingAddressGiven = bool(answers.forwardingAddressGiven);
    if (out.forwardingAddressGiven && answers.forwardingAddressDate) {
      out.forwardingAddressDate = answers.forwardingAddressDate;
    }
  }
  if (asked(caseType, 'itemizedStatementReceived') && answers.itemizedStatementReceived) {
    out.itemizedStatementReceived = bool(answers.itemizedStatementReceived);
  }
  if (asked(caseType, 'paymentDueDate') && answers.paymentDueDate)
    out.paymentDueDate = answers.paymentDueDate;
  if (asked(caseType, 'faultAdmitted') && answers.faultAdmitted)
    out.faultAdmitted = bool(answers.faultAdmitted);
  if (asked(caseType, 'policeReport') && answers.policeReport) out.policeReport = bool(answers.policeReport);
  return out;
}

/** One stored answer read back (a draft or a case's formData); false when the value is not a valid one. */
export function readForceAnswer(answers: ForceAnswers, field: ForceField, value: unknown): boolean {
  switch (field) {
    case 'responseDays': {
      const text = typeof value === 'number' ? String(value) : value;
      if (!(RESPONSE_DAY_CHOICES as readonly unknown[]).includes(text)) return false;
      answers.responseDays = text as ResponseDaysAnswer;
      return true;
    }
    case 'tenancyKind':
      if (value !== 'residential' && value !== 'commercial') return false;
      answers.tenancyKind = value;
      return true;
    case 'forwardingAddressDate':
    case 'paymentDueDate':
      if (typeof value !== 'string' || !isIsoDate(value)) return false;
      answers[field] = value;
      return true;
    default:
      if (value === true || value === 'yes') answers[field] = 'yes';
      else if (value === false || value === 'no') answers[field] = 'no';
      else return false;
      return true;
  }
}
