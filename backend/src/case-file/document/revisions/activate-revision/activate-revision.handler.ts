import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { caseStreamId } from '../../../case.events';
import { EventStore } from '../../../../event-store/event-store';
import { handleCommand } from '../../../../event-store/handle-command';
import { caseEventSchemaVersion } from '../../../case.events';
import { ownerCheckedCaseDecider } from '../../../owner-checked-case-decider';
import { ActivateRevisionCommand } from './activate-revision.command';

/**
 * Activations do not conflict in meaning (the last one wins, and the stream has exactly one active revision at
 * every version), so a lost append race is simply decided again, generously, instead of answering 409.
 */
const ACTIVATE_ATTEMPTS = 40;

@CommandHandler(ActivateRevisionCommand)
export class ActivateRevisionHandler implements ICommandHandler<ActivateRevisionCommand> {
  constructor(private readonly events: EventStore) {}

  async execute(c: ActivateRevisionCommand) {
    const result = await handleCommand(
      this.events,
      caseStreamId(c.caseId),
      ownerCheckedCaseDecider(c.actor),
      {
        type: 'ActivateRevision',
        data: { caseId: c.caseId, revisionId: c.revisionId, documentId: c.documentId },
        metadata: { now: c.now },
      },
      { metadata: { actor: c.actor }, maxAttempts: ACTIVATE_ATTEMPTS, schemaVersion: caseEventSchemaVersion },
    );
    return { position: result.position };
  }
}
