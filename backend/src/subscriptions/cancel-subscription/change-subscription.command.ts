import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';

/** Cancel (now, or at period end with an optional reason) or reactivate the signed-in user's subscription. */
export class ChangeSubscriptionCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly user: { id: string; role: string },
    readonly change: { type: 'cancel'; immediate: boolean; reason: string | null } | { type: 'reactivate' },
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
