import { Command } from '@nestjs/cqrs';
import type { Position } from '../../../../event-store/event-store';
import type { Actor } from '../../../../identity/index';

/** Make one of the case's revisions the active one. */
export class ActivateRevisionCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly caseId: string,
    readonly revisionId: string,
    readonly actor: Actor,
    readonly now: Date = new Date(),
    /** A later document of the case (ADR 180); null for the first one. */
    readonly documentId: string | null = null,
  ) {
    super();
  }
}
