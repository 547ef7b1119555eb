import { IllegalStateError, ValidationError } from '../common/errors';
import { assessEligibility } from '../law/law-table';
import type { Case } from './case';
import type { CaseDetailsRevised, CaseEvent, CaseOpened } from './case.events';
import { CASE_TYPE_LABELS, type CaseDetails } from './case.types';

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

export type CaseCommand = OpenCase | ReviseCaseDetails;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** "Unpaid Work v. Acme LLC": the label users see on My Documents. */
export const caseTitle = (details: CaseDetails) => `${CASE_TYPE_LABELS[details.caseType]} v. ${details.defendantName}`;

/** Rules every version of the answers must satisfy (spec §5, DESIGN §5 and §8). */
function assertValidDetails(details: CaseDetails, now: Date): void {
  if (!details.plaintiffName.trim() || !details.plaintiffEmail.trim()) {
    throw new ValidationError('Missing Information: Please provide your name and email.', { field: 'plaintiffName' });
  }
  if (details.incidentDate > today(now)) {
    throw new ValidationError('formData.incidentDate must be a date in the past', { field: 'incidentDate' });
  }
  const eligibility = assessEligibility({
    state: details.state,
    amountCents: details.amountCents,
    documentType: details.documentType,
    caseType: details.caseType,
    incidentDate: details.incidentDate,
    today: today(now),
  });
  if (eligibility.refusal) {
    throw new ValidationError(eligibility.refusal.message, { field: eligibility.refusal.field });
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

export function reviseCaseDetails(command: ReviseCaseDetails, state: Case): CaseDetailsRevised[] {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  if (state.status !== 'pending' && state.status !== 'draft') {
    throw new IllegalStateError('Case details can no longer be changed once the case is paid for');
  }
  const { caseId, details } = command.data;
  if (sameDetails(state.details, details)) return [];
  assertValidDetails(details, command.metadata.now);
  return [
    {
      type: 'CaseDetailsRevised',
      data: { caseId, title: caseTitle(details), details, revisedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function decideCase(command: CaseCommand, state: Case): CaseEvent[] {
  switch (command.type) {
    case 'OpenCase':
      return openCase(command, state);
    case 'ReviseCaseDetails':
      return reviseCaseDetails(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}
