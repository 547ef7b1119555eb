import { Command } from '@nestjs/cqrs';
import type { Position } from '../../../event-store/event-store';
import type { CaseDetails } from '../../../claim/case.types';

/** Change the answers of a case before it is paid for. */
export class ReviseCaseDetailsCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly caseId: string,
    readonly actor: { id: string; role: string },
    readonly details: CaseDetails,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
