/**
 * What other contexts may use of the case aggregate (docs/architecture rule 4): its stream, its events, and its
 * state as the case's own evolve folds it. The mailing context decides its events on this stream with a decider
 * that folds the case through `evolveCase`, so it never reaches into the case's internals.
 */
export { evolveCase, initialCaseState, type Case, type CaseRevision } from './case';
export { caseStreamId, CASE_EVENT_TYPES, type CaseEvent, type CaseEventType } from './case.events';
export { foldCase, loadCase } from './load-case';
export type { CaseDetails } from './case.types';
