import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { TICKET_ID } from '../support-queries';
import { TICKET_NOT_FOUND_MESSAGE } from '../support-ticket.decide';
import { supportTicketDecider } from '../support-ticket.decider';
import { ticketStreamId } from '../support-ticket.events';
import { ReplyAsCustomerCommand } from './reply-as-customer.command';

/** The decider checks the ticket is the author's (404 otherwise) and not closed (409). */
@CommandHandler(ReplyAsCustomerCommand)
export class ReplyAsCustomerHandler implements ICommandHandler<ReplyAsCustomerCommand> {
  constructor(private readonly store: EventStore) {}

  async execute({ ticketId, replyId, author, message, now }: ReplyAsCustomerCommand) {
    if (!TICKET_ID.test(ticketId)) throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
    const result = await handleCommand(
      this.store,
      ticketStreamId(ticketId),
      supportTicketDecider,
      { type: 'ReplyAsCustomer', data: { replyId, authorId: author.id, message }, metadata: { now } },
      { metadata: { actor: author }, maxAttempts: 10 },
    );
    return { position: result.position };
  }
}
