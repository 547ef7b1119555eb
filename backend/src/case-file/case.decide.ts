import { IllegalStateError, InputErrorCode, ValidationError } from '../common/errors';
import { assessEligibility, isIsoDate } from '../law/law-table';
import type { Case } from './case';
import {
  recordDocumentGenerated,
  recordDocumentGenerationFailed,
  startDocumentGeneration,
  type CaseDocumentCommand,
} from './document/case-document.decide';
import {
  completeFreeCheckout,
  coverCaseBySubscription,
  priceOf,
  recordPaymentFailed,
  recordPaymentRefunded,
  recordPaymentSucceeded,
  startCheckout,
  type CasePaymentCommand,
} from './checkout/case-payment.decide';
import { complexityAssessed, today } from './intake/complexity/complexity-assessed';
import { activateRevision, saveRevision, type RevisionCommand } from './document/revisions/revision.decide';
import {
  sendAttorneyReferral,
  type SendAttorneyReferral,
} from './intake/attorney-referral/attorney-referral.decide';
import type {
  CaseDetailsRevised,
  ComplexityAssessed,
  CaseEvent,
  CaseOpened,
  CheckoutCanceled,
} from './case.events';
import { CASE_TYPE_LABELS, claimantKindOf, type CaseDetails } from '../claim/case.types';

export type OpenCase = {
  type: 'OpenCase';
  data: { caseId: string; userId: string; details: CaseDetails };
  metadata: { now: Date };
};

export type ReviseCaseDetails = {
  type: 'ReviseCaseDetails';
  data: { caseId: string; details: CaseDetails };
  metadata: { now: Date };
};

/**
 * Every command of the case aggregate. The lifecycle (open, revise) is decided here; paying for the case in
 * checkout/case-payment.decide.ts, its document in case-document.decide.ts, revisions and attorney referrals in
 * their folders.
 */
export type CaseCommand =
  | OpenCase
  | ReviseCaseDetails
  | CasePaymentCommand
  | CaseDocumentCommand
  | RevisionCommand
  | SendAttorneyReferral;

/** "Unpaid Work v. Acme LLC": the label users see on My Documents. */
export const caseTitle = (details: CaseDetails) =>
  `${CASE_TYPE_LABELS[details.caseType]} v. ${details.defendantName}`;

/** Where each answer lives in the request, so a refusal names the field the client sent. */
const FIELD_PATH: Record<string, string> = {
  amount: 'formData.amountClaimed',
  state: 'formData.state',
  incidentDate: 'formData.incidentDate',
  plaintiffName: 'formData.plaintiffName',
};
const refuse = (field: string, code: InputErrorCode, message: string) => {
  const path = FIELD_PATH[field] ?? `formData.${field}`;
  return new ValidationError(`${path}: ${message}`, { field: path, code });
};
/** The law table's refusals name the amount (its shape or its limits) or the incident date. */
const refusalCode = (field: string, message: string) =>
  field === 'incidentDate'
    ? InputErrorCode.InvalidDate
    : /positive amount/.test(message)
      ? InputErrorCode.InvalidFormat
      : InputErrorCode.OutOfRange;

/** Rules every version of the answers must satisfy (spec §5, DESIGN §5 and §8). */
function assertValidDetails(details: CaseDetails, now: Date): void {
  if (!details.plaintiffName.trim() || !details.plaintiffEmail.trim()) {
    throw refuse(
      'plaintiffName',
      InputErrorCode.Required,
      'Missing Information: Please provide your name and email.',
    );
  }
  if (details.incidentDate > today(now)) {
    throw refuse('incidentDate', InputErrorCode.InvalidDate, 'Incident date must not be in the future');
  }
  if (details.mailingDate !== undefined && !isIsoDate(details.mailingDate)) {
    throw refuse('mailingDate', InputErrorCode.InvalidDate, 'Mailing date must be a real date (YYYY-MM-DD)');
  }
  const eligibility = assessEligibility({
    state: details.state,
    amountCents: details.amountCents,
    documentType: details.documentType,
    caseType: details.caseType,
    incidentDate: details.incidentDate,
    today: today(now),
    claimant: claimantKindOf(details),
    agreement: details.agreementForm,
  });
  if (eligibility.refusal) {
    const { field, message } = eligibility.refusal;
    throw refuse(field, refusalCode(field, message), message);
  }
}

const sameDetails = (a: CaseDetails, b: CaseDetails) => JSON.stringify(a) === JSON.stringify(b);

export function openCase(command: OpenCase, state: Case): CaseOpened[] {
  const { caseId, userId, details } = command.data;
  if (state.status !== 'none') {
    // A retried create with the same answers is the same case: nothing new happened.
    if (state.userId === userId && sameDetails(state.details, details)) return [];
    throw new IllegalStateError('This case already exists');
  }
  assertValidDetails(details, command.metadata.now);
  return [
    {
      type: 'CaseOpened',
      data: {
        caseId,
        userId,
        title: caseTitle(details),
        status: 'pending',
        details,
        openedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function reviseCaseDetails(
  command: ReviseCaseDetails,
  state: Case,
): Array<CaseDetailsRevised | ComplexityAssessed | CheckoutCanceled> {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  if (state.status !== 'pending' && state.status !== 'draft') {
    throw new IllegalStateError('Case details can no longer be changed once the case is paid for');
  }
  const { caseId, details } = command.data;
  if (sameDetails(state.details, details)) return [];
  assertValidDetails(details, command.metadata.now);
  const at = command.metadata.now.toISOString();
  const revised: CaseDetailsRevised = {
    type: 'CaseDetailsRevised',
    data: { caseId, title: caseTitle(details), details, revisedAt: at },
  };
  // An intent priced for the old document must not stay payable: paying it would buy the new one (issue 11).
  const assessed = complexityAssessed(caseId, details, command.metadata.now);
  const open = state.checkout?.paymentIntentId;
  if (!open || priceOf(details) === priceOf(state.details)) return [revised, assessed];
  return [
    revised,
    assessed,
    {
      type: 'CheckoutCanceled',
      data: { caseId, paymentIntentId: open, reason: 'price_changed', canceledAt: at },
    },
  ];
}

export function decideCase(command: CaseCommand, state: Case): CaseEvent[] {
  switch (command.type) {
    case 'OpenCase':
      return openCase(command, state);
    case 'CoverCaseBySubscription':
      return coverCaseBySubscription(command, state);
    case 'ReviseCaseDetails':
      return reviseCaseDetails(command, state);
    case 'StartCheckout':
      return startCheckout(command, state);
    case 'CompleteFreeCheckout':
      return completeFreeCheckout(command, state);
    case 'RecordPaymentSucceeded':
      return recordPaymentSucceeded(command, state);
    case 'RecordPaymentFailed':
      return recordPaymentFailed(command, state);
    case 'RecordPaymentRefunded':
      return recordPaymentRefunded(command, state);
    case 'StartDocumentGeneration':
      return startDocumentGeneration(command, state);
    case 'RecordDocumentGenerated':
      return recordDocumentGenerated(command, state);
    case 'RecordDocumentGenerationFailed':
      return recordDocumentGenerationFailed(command, state);
    case 'SaveRevision':
      return saveRevision(command, state);
    case 'ActivateRevision':
      return activateRevision(command, state);
    case 'SendAttorneyReferral':
      return sendAttorneyReferral(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}
