import type { EventStore, RecordedEvent } from '../event-store/event-store';
import { evolveCase, initialCaseState, type Case } from './case';
import { caseStreamId, type CaseEvent } from './case.events';

/** The case that a run of its stream's events (oldest first) describes. */
export function foldCase(events: readonly RecordedEvent[]): Case {
  return events.reduce<Case>((state, e) => evolveCase(state, e as unknown as CaseEvent), initialCaseState());
}

/** The case as its stream says now (for jobs that must look before they act outside a transaction). */
export async function loadCase(store: EventStore, caseId: string): Promise<Case> {
  return foldCase(await store.readStream(caseStreamId(caseId)));
}
