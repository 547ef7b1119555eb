import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';
import type { SupportTicketOpened, TicketLanguage, TicketPriority } from '../support-ticket.events';

/** File a support request, as a visitor (actor null) or a signed-in user (the ticket carries their id). */
export class OpenSupportTicketCommand extends Command<{
  position: Position | null;
  opened: SupportTicketOpened['data'] | null;
}> {
  constructor(
    readonly ticketId: string,
    readonly actor: { id: string; role: string } | null,
    readonly request: {
      name: string;
      email: string;
      subject: string;
      message: string;
      priority?: TicketPriority;
      language?: TicketLanguage;
    },
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
