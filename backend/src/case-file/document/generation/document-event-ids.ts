import { deterministicUuid } from '../../../common/deterministic-uuid';

/**
 * Event ids of the generation events. `generated` and `revision` depend only on the case: however many jobs or
 * retries run, a case gets one DocumentGenerated and one revision 1.0.
 */
export const documentEventIds = {
  started: (jobId: string, attempt: number) => deterministicUuid(`DocumentGenerationStarted:${jobId}:${attempt}`),
  failed: (jobId: string, attempt: number) => deterministicUuid(`DocumentGenerationFailed:${jobId}:${attempt}`),
  generated: (caseId: string) => deterministicUuid(`DocumentGenerated:${caseId}`),
  revision: (caseId: string) => deterministicUuid(`DocumentRevision:${caseId}:1.0`),
};

export const GENERATE_DOCUMENT_JOB = 'generate-document';
