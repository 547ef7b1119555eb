import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { caseStreamId } from '../../../case.events';
import { EventStore } from '../../../../event-store/event-store';
import { handleCommand } from '../../../../event-store/handle-command';
import { caseEventSchemaVersion } from '../../../case.events';
import { ownerCheckedCaseDecider } from '../../../owner-checked-case-decider';
import { SaveRevisionCommand } from './save-revision.command';

@CommandHandler(SaveRevisionCommand)
export class SaveRevisionHandler implements ICommandHandler<SaveRevisionCommand> {
  constructor(private readonly events: EventStore) {}

  async execute(c: SaveRevisionCommand) {
    // A writer that wins the race makes the retry decide again on the new state: a stale base then answers 409.
    const result = await handleCommand(
      this.events,
      caseStreamId(c.caseId),
      ownerCheckedCaseDecider(c.actor),
      {
        type: 'SaveRevision',
        data: {
          caseId: c.caseId,
          revisionId: c.revisionId,
          content: c.content,
          editSummary: c.editSummary,
          baseVersion: c.baseVersion,
          authorId: c.actor.id,
          documentId: c.documentId,
        },
        metadata: { now: c.now },
      },
      { metadata: { actor: c.actor }, eventId: () => c.revisionId, schemaVersion: caseEventSchemaVersion },
    );
    const saved = result.events.find((e) => e.type === 'RevisionSaved');
    return { position: result.position, saved: saved?.type === 'RevisionSaved' ? saved.data : null };
  }
}
