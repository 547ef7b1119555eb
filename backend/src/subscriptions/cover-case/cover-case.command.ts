import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';

/** A signed-in user just opened a case: let their plan cover it if it can. */
export class CoverCaseBySubscriptionCommand extends Command<{ covered: boolean; position: Position | null }> {
  constructor(
    readonly caseId: string,
    readonly actor: { id: string; role: string },
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
