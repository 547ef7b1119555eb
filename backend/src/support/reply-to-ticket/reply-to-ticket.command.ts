import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';

/** Staff answer a ticket; the customer gets the reply by email (and under My requests when signed in). */
export class ReplyToTicketCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly ticketId: string,
    readonly replyId: string,
    readonly author: { id: string; role: string; name: string },
    readonly message: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
