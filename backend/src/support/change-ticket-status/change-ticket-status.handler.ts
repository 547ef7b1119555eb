import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { TICKET_ID } from '../support-queries';
import { TICKET_NOT_FOUND_MESSAGE } from '../support-ticket.decide';
import { supportTicketDecider } from '../support-ticket.decider';
import { ticketStreamId } from '../support-ticket.events';
import { ChangeTicketStatusCommand } from './change-ticket-status.command';

@CommandHandler(ChangeTicketStatusCommand)
export class ChangeTicketStatusHandler implements ICommandHandler<ChangeTicketStatusCommand> {
  constructor(private readonly store: EventStore) {}

  async execute({ ticketId, actor, status, now }: ChangeTicketStatusCommand) {
    if (!TICKET_ID.test(ticketId)) throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
    const result = await handleCommand(
      this.store,
      ticketStreamId(ticketId),
      supportTicketDecider,
      { type: 'ChangeTicketStatus', data: { status, changedBy: actor.id }, metadata: { now } },
      { metadata: { actor }, maxAttempts: 10 },
    );
    return { position: result.position };
  }
}
