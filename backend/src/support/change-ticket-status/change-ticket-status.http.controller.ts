import { Body, Controller, Header, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { CurrentUser, Roles } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { NotFoundError } from '../../common/errors';
import { SupportQueries } from '../support-queries';
import { TICKET_NOT_FOUND_MESSAGE } from '../support-ticket.decide';
import { SupportTicketResponse, toTicketResponse } from '../support-ticket.response';
import { ChangeTicketStatusCommand } from './change-ticket-status.command';
import { ChangeTicketStatusRequestDto } from './change-ticket-status.request.dto';

@ApiTags('support')
@ApiBearerAuth()
@Roles('staff')
@Controller('support')
export class ChangeTicketStatusController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly queries: SupportQueries,
  ) {}

  /** Staff set the status, any to any (spec §4); the answer is the ticket as the dashboard will read it. */
  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SupportTicketResponse })
  @ApiBadRequestResponse({ description: 'status must be one of open, in_progress, resolved, closed' })
  @ApiNotFoundResponse({ description: TICKET_NOT_FOUND_MESSAGE })
  async change(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ChangeTicketStatusRequestDto,
  ): Promise<SupportTicketResponse> {
    const { position } = await this.commands.execute(
      new ChangeTicketStatusCommand(id, { id: user.id, role: user.role }, body.status),
    );
    await this.readYourWrites.after(position);
    const row = await this.queries.byId(id);
    if (!row) throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
    return toTicketResponse(row);
  }
}
