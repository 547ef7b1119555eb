import { CASE_EVENT_TYPES, type CaseEvent } from './case.events';
import type { CourtEvent } from './court/court.events';
import { ESCALATION_EVENT_TYPES } from './court/escalate/escalation.events';
import { HEARING_EVENT_TYPES } from './court/hearing/hearing.events';
import { FOLLOW_UP_EVENT_TYPES, type FollowUpEvent } from './follow-up/follow-up.events';
import { MAILING_EVENT_TYPES, type MailingEvent } from './mailing/mailing.events';

export { caseStreamId } from './case.events';

/**
 * Every event on a case's stream (`case-{id}`), in one union (issue 39): the intake's, checkout's and documents'
 * (`CaseEvent`), the mailing's, the follow-up's and the court steps'. Only case-file/ appends them.
 */
export type CaseFileEvent = CaseEvent | MailingEvent | FollowUpEvent | CourtEvent;
export type CaseFileEventType = CaseFileEvent['type'];

/** Every event type on a case's stream, once (case-file.events.unit.spec.ts checks it against the declarations). */
export const CASE_FILE_EVENT_TYPES: readonly CaseFileEventType[] = [
  ...CASE_EVENT_TYPES,
  ...MAILING_EVENT_TYPES,
  ...FOLLOW_UP_EVENT_TYPES,
  'Sc100AnswersSaved',
  ...HEARING_EVENT_TYPES,
  ...ESCALATION_EVENT_TYPES,
];

const TYPES: ReadonlySet<string> = new Set(CASE_FILE_EVENT_TYPES);
const CASE_TYPES: ReadonlySet<string> = new Set(CASE_EVENT_TYPES);

/** Whether an event of the stream is the case's own (intake, checkout, documents), which `evolveCase` folds. */
export const isCaseEvent = (event: { type: string }): event is CaseEvent => CASE_TYPES.has(event.type);

/** Whether an event read from the store is one of a case's. */
export const isCaseFileEvent = (event: { type: string }): event is CaseFileEvent => TYPES.has(event.type);
