import { IllegalStateError } from '../../common/errors';
import type { Case } from '../case';
import type {
  DocumentGenerated,
  DocumentGenerationFailed,
  DocumentGenerationStarted,
  ComplexityAssessed,
} from '../case.events';
import { complexityAssessed } from '../intake/complexity/complexity-assessed';

// Drafting the document of a paid (or covered) case: one document per case, whatever jobs retry. Dispatched by
// decideCase (case.decide.ts).

/** A worker starts drafting the paid case's document (attempt n of its job). */
export type StartDocumentGeneration = {
  type: 'StartDocumentGeneration';
  data: { caseId: string; jobId: string; attempt: number };
  metadata: { now: Date };
};

/** The drafter produced the document. */
export type RecordDocumentGenerated = {
  type: 'RecordDocumentGenerated';
  data: Omit<DocumentGenerated['data'], 'generatedAt' | 'version'>;
  metadata: { now: Date };
};

/** An attempt failed. */
export type RecordDocumentGenerationFailed = {
  type: 'RecordDocumentGenerationFailed';
  data: { caseId: string; jobId: string; attempt: number; reason: string; final: boolean };
  metadata: { now: Date };
};

export type CaseDocumentCommand =
  StartDocumentGeneration | RecordDocumentGenerated | RecordDocumentGenerationFailed;

/** Paid for (or covered by a plan): a document may be drafted. */
function assertEntitledToDocument(state: Case): asserts state is Exclude<Case, { status: 'none' }> {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  if (state.status !== 'paid' && state.status !== 'subscription' && state.status !== 'completed') {
    throw new IllegalStateError('The document is drafted once the case is paid for');
  }
}

export function startDocumentGeneration(
  command: StartDocumentGeneration,
  state: Case,
): DocumentGenerationStarted[] {
  assertEntitledToDocument(state);
  if (state.document) return []; // exactly one document per case
  const { caseId, jobId, attempt } = command.data;
  return [
    {
      type: 'DocumentGenerationStarted',
      data: { caseId, jobId, attempt, startedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function recordDocumentGenerated(
  command: RecordDocumentGenerated,
  state: Case,
): Array<DocumentGenerated | ComplexityAssessed> {
  assertEntitledToDocument(state);
  // A crashed-and-retried job, or a second job for the same case, finds the document already there.
  if (state.document) return [];
  const { now } = command.metadata;
  return [
    { type: 'DocumentGenerated', data: { ...command.data, version: '1.0', generatedAt: now.toISOString() } },
    complexityAssessed(command.data.caseId, state.details, now),
  ];
}

export function recordDocumentGenerationFailed(
  command: RecordDocumentGenerationFailed,
  state: Case,
): DocumentGenerationFailed[] {
  assertEntitledToDocument(state);
  if (state.document) return [];
  const { caseId, jobId, attempt, reason, final } = command.data;
  return [
    {
      type: 'DocumentGenerationFailed',
      data: { caseId, jobId, attempt, reason, final, failedAt: command.metadata.now.toISOString() },
    },
  ];
}
