import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';

/** A SetupIntent succeeded: activate the subscription it belongs to, or start the plan it was created for. */
export class ActivateAfterSetupCommand extends Command<{ status: string; position: Position | null }> {
  constructor(
    readonly user: { id: string; email: string; role: string; emailVerified: boolean },
    readonly setupIntentId: string,
  ) {
    super();
  }
}
