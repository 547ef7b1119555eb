import type { EntityManager } from 'typeorm';
import { caseStreamId } from '../case.events';
import type { EventStore, RecordedEvent } from '../../event-store/event-store';
import { evolveCaseMailings, initialCaseMailings, type CaseMailings } from './mailing';
import type { CaseFileEvent } from '../case-file.events';

/** The case stream as the mailing decider folds it. */
export const foldCaseMailings = (events: readonly RecordedEvent[]): CaseMailings =>
  events.reduce(
    (state, e) => evolveCaseMailings(state, e as unknown as CaseFileEvent),
    initialCaseMailings(),
  );

export async function loadCaseMailings(
  store: EventStore,
  caseId: string,
  tx?: EntityManager,
): Promise<CaseMailings> {
  return foldCaseMailings(await store.readStream(caseStreamId(caseId), { tx }));
}
