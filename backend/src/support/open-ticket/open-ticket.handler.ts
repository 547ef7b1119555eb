import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { supportTicketDecider } from '../support-ticket.decider';
import { ticketStreamId } from '../support-ticket.events';
import { OpenSupportTicketCommand } from './open-ticket.command';

/** Appends SupportTicketOpened; the acknowledgement email follows from it (EmailOnEvents, ADR 110). */
@CommandHandler(OpenSupportTicketCommand)
export class OpenSupportTicketHandler implements ICommandHandler<OpenSupportTicketCommand> {
  constructor(private readonly store: EventStore) {}

  async execute({ ticketId, actor, request, now }: OpenSupportTicketCommand) {
    const result = await handleCommand(
      this.store,
      ticketStreamId(ticketId),
      supportTicketDecider,
      { type: 'OpenTicket', data: { ticketId, userId: actor?.id ?? null, ...request }, metadata: { now } },
      { metadata: { actor } },
    );
    const opened = result.events.find((e) => e.type === 'SupportTicketOpened');
    return { position: result.position, opened: opened?.data ?? null };
  }
}
