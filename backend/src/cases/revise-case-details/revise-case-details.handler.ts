import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { assertOwner } from '../../identity/ownership';
import type { Role } from '../../identity/roles';
import type { Case } from '../case';
import { caseDecider } from '../case.decider';
import { caseStreamId } from '../case.events';
import { ReviseCaseDetailsCommand } from './revise-case-details.command';

@CommandHandler(ReviseCaseDetailsCommand)
export class ReviseCaseDetailsHandler implements ICommandHandler<ReviseCaseDetailsCommand> {
  constructor(private readonly events: EventStore) {}

  async execute(command: ReviseCaseDetailsCommand) {
    const ownerChecked = {
      ...caseDecider,
      // Ownership is checked on the same state the decision uses: another user's case is "not found".
      decide: (cmd: Parameters<typeof caseDecider.decide>[0], state: Case) => {
        assertOwner({ id: command.actor.id, role: command.actor.role as Role }, state.status === 'none' ? null : state.userId, 'Case not found');
        return caseDecider.decide(cmd, state);
      },
    };
    const result = await handleCommand(
      this.events,
      caseStreamId(command.caseId),
      ownerChecked,
      { type: 'ReviseCaseDetails', data: { caseId: command.caseId, details: command.details }, metadata: { now: command.now } },
      { metadata: { actor: command.actor } },
    );
    return { position: result.position };
  }
}
