import { Command } from '@nestjs/cqrs';
import type { Position } from '../../../event-store/event-store';
import type { CaseDetails } from '../../../claim/case.types';

/** Open a new case for the signed-in user with their questionnaire answers. */
export class OpenCaseCommand extends Command<{ caseId: string; position: Position | null }> {
  constructor(
    readonly caseId: string,
    readonly actor: { id: string; role: string },
    readonly details: CaseDetails,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
