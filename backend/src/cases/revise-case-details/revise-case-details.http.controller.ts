import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../common/errors';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { CurrentUser } from '../../identity/access.decorators';
import type { AuthenticatedUser } from '../../identity/authenticated-user';
import { toCaseDetails } from '../case-form-data.dto';
import { CaseResponse, toCaseResponse } from '../case.response';
import { CaseQueries } from '../get-case/case-queries';
import { OwnCaseGuard } from '../own-case.guard';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../open-case/open-case.http.controller';
import { ReviseCaseDetailsCommand } from './revise-case-details.command';
import { ReviseCaseDetailsRequestDto } from './revise-case-details.request.dto';

@ApiTags('cases')
@ApiBearerAuth()
@Controller('cases')
export class ReviseCaseDetailsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionsService,
    private readonly queries: CaseQueries,
  ) {}

  /** Revise the answers before payment; answers the case as the next GET will show it. Owner only (404 otherwise). */
  @Patch(':id')
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: CaseResponse })
  async revise(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ReviseCaseDetailsRequestDto,
  ): Promise<CaseResponse> {
    const details = toCaseDetails(body.formData, { amount: body.amount });
    const { position } = await this.commands.execute(new ReviseCaseDetailsCommand(id, { id: user.id, role: user.role }, details));
    await this.subscriptions.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS);
    const row = await this.queries.findById(id);
    if (!row) throw new NotFoundError('Case not found');
    return toCaseResponse(row);
  }
}
