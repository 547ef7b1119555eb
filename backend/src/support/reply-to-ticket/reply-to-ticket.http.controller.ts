import { randomUUID } from 'node:crypto';
import { Body, Controller, Header, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../common/errors';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { CurrentUser, Roles } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { SupportQueries } from '../support-queries';
import { TICKET_NOT_FOUND_MESSAGE } from '../support-ticket.decide';
import { SupportTicketThreadResponse, toThreadResponse } from '../support-ticket.response';
import { ReplyToTicketCommand } from './reply-to-ticket.command';
import { TicketReplyRequestDto } from './reply-to-ticket.request.dto';

@ApiTags('support')
@ApiBearerAuth()
@Roles('staff')
@Controller('support')
export class ReplyToTicketController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly queries: SupportQueries,
  ) {}

  /** Staff reply: added to the thread and emailed to the customer. Answers the ticket with its thread. */
  @Post(':id/replies')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: SupportTicketThreadResponse })
  @ApiBadRequestResponse({ description: 'message is required' })
  @ApiNotFoundResponse({ description: TICKET_NOT_FOUND_MESSAGE })
  async reply(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: TicketReplyRequestDto,
  ): Promise<SupportTicketThreadResponse> {
    const { position } = await this.commands.execute(
      new ReplyToTicketCommand(id, randomUUID(), { id: user.id, role: user.role, name: user.name }, body.message),
    );
    await this.readYourWrites.after(position);
    const row = await this.queries.byId(id);
    if (!row) throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
    const replies = await this.queries.replies([row.id]);
    return toThreadResponse(row, replies.get(row.id) ?? []);
  }
}
