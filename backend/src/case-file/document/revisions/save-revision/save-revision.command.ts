import { Command } from '@nestjs/cqrs';
import type { RevisionSaved } from '../../../case.events';
import type { Position } from '../../../../event-store/event-store';
import type { Actor } from '../../../../identity/index';

/** Save the owner's edited text as a new, active revision. */
export class SaveRevisionCommand extends Command<{
  position: Position | null;
  saved: RevisionSaved['data'] | null;
}> {
  constructor(
    readonly caseId: string,
    readonly actor: Actor,
    readonly revisionId: string,
    readonly content: string,
    readonly editSummary: string,
    readonly baseVersion: string,
    readonly now: Date = new Date(),
    /** A later document of the case (ADR 180); null for the first one. */
    readonly documentId: string | null = null,
  ) {
    super();
  }
}
