import type { EscalationEvent } from './escalate/escalation.events';
import type { HearingEvent } from './hearing/hearing.events';
import type { Sc100Answers } from './sc100/sc100.types';

/**
 * Events of the court steps after the letter (issue 30) on the case's stream (`case-{id}`), beside the case's, the
 * mailing's and the follow-up's; the court context decides them over that stream (ADR 181). Type strings never
 * change.
 */

/** The answers SC-100 needs that the case cannot give (ADR 182); a later save replaces them. */
export type Sc100AnswersSaved = {
  type: 'Sc100AnswersSaved';
  data: {
    caseId: string;
    answers: Sc100Answers;
    savedAt: string;
  };
};

export type CourtEvent = Sc100AnswersSaved | HearingEvent | EscalationEvent;
export type CourtEventType = CourtEvent['type'];
