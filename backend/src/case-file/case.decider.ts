import type { Decider } from '../event-store/handle-command';
import { evolveCase, initialCaseState, type Case } from './case';
import { decideCase, type CaseCommand } from './case.decide';
import type { CaseEvent } from './case.events';

/** The case aggregate's pure functions, as the event store's command helper wants them. */
export const caseDecider: Decider<CaseCommand, Case, CaseEvent> = {
  decide: decideCase,
  evolve: evolveCase,
  initialState: initialCaseState,
};
