import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';

/** The signed-in customer writes back on one of their own tickets. */
export class ReplyAsCustomerCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly ticketId: string,
    readonly replyId: string,
    readonly author: { id: string; role: string },
    readonly message: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
