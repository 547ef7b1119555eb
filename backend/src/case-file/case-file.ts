import type { EntityManager } from 'typeorm';
import type { EventStore, RecordedEvent } from '../event-store/event-store';
import { evolveCase, initialCaseState, type Case } from './case';
import { caseStreamId, isCaseEvent, type CaseFileEvent } from './case-file.events';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from './court/court';
import { evolveCaseFollowUp, initialCaseFollowUp, type CaseFollowUp } from './follow-up/follow-up';
import { evolveCaseMailings, initialCaseMailings, type CaseMailings } from './mailing/mailing';

/**
 * A case's whole stream as its parts see it (issue 39), composed once: the case itself (intake, checkout,
 * documents), its mailings, what happened after the letter, and the court steps. Each part's deciders decide on
 * their own slice; readers take the slice they need from one fold instead of folding the stream themselves.
 */
export interface CaseFile {
  case: Case;
  mailings: CaseMailings;
  followUp: CaseFollowUp;
  court: CaseCourt;
}

export const initialCaseFile = (): CaseFile => ({
  case: initialCaseState(),
  mailings: initialCaseMailings(),
  followUp: initialCaseFollowUp(),
  court: initialCaseCourt(),
});

export function evolveCaseFile(state: CaseFile, event: CaseFileEvent): CaseFile {
  return {
    case: isCaseEvent(event) ? evolveCase(state.case, event) : state.case,
    mailings: evolveCaseMailings(state.mailings, event),
    followUp: evolveCaseFollowUp(state.followUp, event),
    court: evolveCaseCourt(state.court, event),
  };
}

/** The case file that a run of its stream's events (oldest first) describes. */
export const foldCaseFile = (events: readonly RecordedEvent[]): CaseFile =>
  events.reduce<CaseFile>(
    (state, e) => evolveCaseFile(state, e as unknown as CaseFileEvent),
    initialCaseFile(),
  );

/** The case file as its stream says now (in `tx` when given); an unknown case folds to the initial state. */
export async function readCaseFile(store: EventStore, caseId: string, tx?: EntityManager): Promise<CaseFile> {
  return foldCaseFile(await store.readStream(caseStreamId(caseId), { tx }));
}
