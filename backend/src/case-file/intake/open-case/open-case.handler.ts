import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { caseDecider } from '../../case.decider';
import { caseStreamId } from '../../case.events';
import { OpenCaseCommand } from './open-case.command';

@CommandHandler(OpenCaseCommand)
export class OpenCaseHandler implements ICommandHandler<OpenCaseCommand> {
  constructor(private readonly events: EventStore) {}

  async execute(command: OpenCaseCommand) {
    const result = await handleCommand(
      this.events,
      caseStreamId(command.caseId),
      caseDecider,
      { type: 'OpenCase', data: { caseId: command.caseId, userId: command.actor.id, details: command.details }, metadata: { now: command.now } },
      { metadata: { actor: command.actor } },
    );
    return { caseId: command.caseId, position: result.position };
  }
}
