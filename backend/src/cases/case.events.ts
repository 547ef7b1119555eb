import type { CaseDetails, CaseStatus } from './case.types';

/**
 * Events of the `case-{id}` stream: the public contract of the case aggregate. Type strings never change;
 * a new shape gets an upcaster (DESIGN.md §4).
 */
export type CaseOpened = {
  type: 'CaseOpened';
  data: {
    caseId: string;
    userId: string;
    title: string;
    status: Extract<CaseStatus, 'pending'>;
    details: CaseDetails;
    openedAt: string;
  };
};

export type CaseDetailsRevised = {
  type: 'CaseDetailsRevised';
  data: {
    caseId: string;
    title: string;
    details: CaseDetails;
    revisedAt: string;
  };
};

export type CaseEvent = CaseOpened | CaseDetailsRevised;
export type CaseEventType = CaseEvent['type'];
export const CASE_EVENT_TYPES: readonly CaseEventType[] = ['CaseOpened', 'CaseDetailsRevised'];

export const caseStreamId = (caseId: string) => `case-${caseId}`;
