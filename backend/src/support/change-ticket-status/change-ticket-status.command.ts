import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';
import type { TicketStatus } from '../support-ticket.events';

/** Staff set a ticket's status (any to any). */
export class ChangeTicketStatusCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly ticketId: string,
    readonly actor: { id: string; role: string },
    readonly status: TicketStatus,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
