import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../../common/errors';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { toCaseDetails } from '../case-form-data.dto';
import { CaseResponse, toCaseResponse } from '../../case.response';
import { CaseQueries } from '../get-case/case-queries';
import { OwnCaseGuard } from '../../own-case.guard';
import { ReviseCaseDetailsCommand } from './revise-case-details.command';
import { ReviseCaseDetailsRequestDto } from './revise-case-details.request.dto';

@ApiTags('cases')
@ApiBearerAuth()
@Controller('cases')
export class ReviseCaseDetailsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
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
    await this.readYourWrites.after(position);
    const row = await this.queries.findById(id);
    if (!row) throw new NotFoundError('Case not found');
    return toCaseResponse(row);
  }
}
