import type { Actor } from '../identity/index';
import type { EventStore } from '../event-store/event-store';
import {
  handleCommand,
  type HandleCommandOptions,
  type HandleCommandResult,
} from '../event-store/handle-command';
import type { Case } from './case';
import type { CaseCommand } from './case.decide';
import { caseDecider } from './case.decider';
import { caseStreamId, type CaseEvent } from './case.events';
import { foldCase } from './load-case';
import { ownerCheckedCaseDecider } from './owner-checked-case-decider';

export interface DecideOnCaseOptions extends HandleCommandOptions<CaseEvent> {
  /** Decide only if the case is this actor's (another user's case: 404), on the very state the decision uses. */
  owner?: Actor;
}

/**
 * The one way a folder outside case-file/ acts on a case (issue 39): a command to the case's decider on its own
 * stream, appended through the event store's command helper (in the caller's transaction when `tx` is given).
 */
export function decideOnCase(
  store: EventStore,
  caseId: string,
  command: CaseCommand,
  { owner, ...options }: DecideOnCaseOptions = {},
): Promise<HandleCommandResult<Case, CaseEvent>> {
  return handleCommand(
    store,
    caseStreamId(caseId),
    owner ? ownerCheckedCaseDecider(owner) : caseDecider,
    command,
    options,
  );
}

/** The case as its stream says now, read in `tx` when given (a process manager's look before it acts). */
export async function readCase(
  store: EventStore,
  caseId: string,
  tx?: HandleCommandOptions<CaseEvent>['tx'],
): Promise<Case> {
  return foldCase(await store.readStream(caseStreamId(caseId), { tx }));
}
