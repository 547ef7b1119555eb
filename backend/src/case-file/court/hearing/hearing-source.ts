import { caseStreamId } from '../../case.events';
import type { EventStore } from '../../../event-store/event-store';
import type { CourtStepsSource } from '../../follow-up/index';
import { evolveCaseCourt, initialCaseCourt } from '../court';
import { hearingCalendar, hearingSteps } from './hearing-steps';
import type { CaseFileEvent } from '../../case-file.events';

/** The court's source for the case's timeline and calendar (ADR 186): the hearing, folded from the case stream. */
export const hearingSourceFor =
  (store: EventStore): CourtStepsSource =>
  async (caseId, today) => {
    const events = await store.readStream(caseStreamId(caseId));
    const state = events.reduce(
      (s, e) => evolveCaseCourt(s, e as unknown as CaseFileEvent),
      initialCaseCourt(),
    );
    return { steps: hearingSteps(state, today), calendar: hearingCalendar(state, caseId, today) };
  };
