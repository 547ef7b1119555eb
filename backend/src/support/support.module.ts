import { Module } from '@nestjs/common';
import { UserRateLimiter } from '../rate-limits/user-rate-limiter';
import { IdentityModule } from '../identity/index';
import { ChangeTicketStatusHandler } from './change-ticket-status/change-ticket-status.handler';
import { ChangeTicketStatusController } from './change-ticket-status/change-ticket-status.http.controller';
import { ListTicketsController } from './list-tickets/list-tickets.http.controller';
import { MyRequestsController } from './my-requests/my-requests.http.controller';
import { ReplyAsCustomerHandler } from './my-requests/reply-as-customer.handler';
import { OpenSupportTicketHandler } from './open-ticket/open-ticket.handler';
import { OpenTicketController } from './open-ticket/open-ticket.http.controller';
import { ReplyToTicketHandler } from './reply-to-ticket/reply-to-ticket.handler';
import { ReplyToTicketController } from './reply-to-ticket/reply-to-ticket.http.controller';
import { SupportQueries } from './support-queries';

/**
 * The support desk (DESIGN §4 `ticket-{id}`, §7): the public form, the staff dashboard (list, status, replies),
 * the customer's My requests. Emails go through the notifications outbox (EmailOnEvents reacts to the events).
 */
@Module({
  imports: [IdentityModule],
  controllers: [
    OpenTicketController,
    ListTicketsController,
    ChangeTicketStatusController,
    ReplyToTicketController,
    MyRequestsController,
  ],
  providers: [
    SupportQueries,
    UserRateLimiter,
    OpenSupportTicketHandler,
    ChangeTicketStatusHandler,
    ReplyToTicketHandler,
    ReplyAsCustomerHandler,
  ],
  exports: [SupportQueries],
})
export class SupportModule {}
