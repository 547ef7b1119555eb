import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { TICKET_ID } from '../support-queries';
import { TICKET_NOT_FOUND_MESSAGE } from '../support-ticket.decide';
import { supportTicketDecider } from '../support-ticket.decider';
import { ticketStreamId } from '../support-ticket.events';
import { ReplyToTicketCommand } from './reply-to-ticket.command';

/** Appends SupportTicketReplied; the email to the customer follows from it (EmailOnEvents, ADR 110). */
@CommandHandler(ReplyToTicketCommand)
export class ReplyToTicketHandler implements ICommandHandler<ReplyToTicketCommand> {
  constructor(private readonly store: EventStore) {}

  async execute({ ticketId, replyId, author, message, now }: ReplyToTicketCommand) {
    if (!TICKET_ID.test(ticketId)) throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
    const result = await handleCommand(
      this.store,
      ticketStreamId(ticketId),
      supportTicketDecider,
      { type: 'ReplyAsStaff', data: { replyId, authorId: author.id, authorName: author.name, message }, metadata: { now } },
      { metadata: { actor: { id: author.id, role: author.role } }, maxAttempts: 10 },
    );
    return { position: result.position };
  }
}
