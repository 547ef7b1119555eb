import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { NotFoundError } from '../../common/errors';
import { UserRateLimiter, type UserRateLimitRule } from '../../rate-limits/user-rate-limiter';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { TicketReplyRequestDto } from '../reply-to-ticket/reply-to-ticket.request.dto';
import { SupportQueries } from '../support-queries';
import { TICKET_CLOSED_MESSAGE, TICKET_NOT_FOUND_MESSAGE } from '../support-ticket.decide';
import {
  MySupportRequestsResponse,
  SupportTicketThreadResponse,
  toThreadResponse,
  type StoredTicketRow,
} from '../support-ticket.response';
import { ReplyAsCustomerCommand } from './reply-as-customer.command';

/** Customer replies: 10 at once, then one a minute. */
export const SUPPORT_REPLY_LIMIT: UserRateLimitRule = {
  name: 'support-reply',
  burst: 10,
  refillSeconds: 60,
  message: 'You have sent many messages in a short time. Please wait a minute and try again.',
};
/**
 * Account → My requests: the tickets the signed-in user filed while signed in, with every reply, and their own
 * answers. Another user's ticket is 404 (never 403), like a ticket that does not exist.
 */
@ApiTags('support')
@ApiBearerAuth()
@Controller('account/support-requests')
export class MyRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly queries: SupportQueries,
    private readonly limits: UserRateLimiter,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: MySupportRequestsResponse })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<MySupportRequestsResponse> {
    const rows = await this.queries.forUser(user.id);
    const replies = await this.queries.replies(rows.map((r) => r.id));
    const now = new Date();
    return { tickets: rows.map((r) => toThreadResponse(r, replies.get(r.id) ?? [], now)) };
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SupportTicketThreadResponse })
  @ApiNotFoundResponse({ description: TICKET_NOT_FOUND_MESSAGE })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SupportTicketThreadResponse> {
    const row = await this.own(user, id);
    const replies = await this.queries.replies([row.id]);
    return toThreadResponse(row, replies.get(row.id) ?? []);
  }

  @Post(':id/replies')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: SupportTicketThreadResponse })
  @ApiBadRequestResponse({ description: 'message is required' })
  @ApiNotFoundResponse({ description: TICKET_NOT_FOUND_MESSAGE })
  @ApiConflictResponse({ description: TICKET_CLOSED_MESSAGE })
  @ApiTooManyRequestsResponse({ description: 'Too many messages in a short time; see Retry-After.' })
  async reply(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: TicketReplyRequestDto,
  ): Promise<SupportTicketThreadResponse> {
    await this.own(user, id);
    await this.limits.consume(SUPPORT_REPLY_LIMIT, user.id);
    const { position } = await this.commands.execute(
      new ReplyAsCustomerCommand(id, randomUUID(), { id: user.id, role: user.role }, body.message),
    );
    await this.readYourWrites.after(position);
    return this.get(user, id);
  }

  private async own(user: AuthenticatedUser, id: string): Promise<StoredTicketRow> {
    const row = await this.queries.byId(id);
    if (!row || row.user_id !== user.id) throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
    return row;
  }
}
