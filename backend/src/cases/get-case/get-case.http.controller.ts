import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../identity/access.decorators';
import type { AuthenticatedUser } from '../../identity/authenticated-user';
import { assertCanRead } from '../../identity/ownership';
import { CaseResponse, toCaseResponse } from '../case.response';
import { CaseQueries } from './case-queries';

@ApiTags('cases')
@ApiBearerAuth()
@Controller('cases')
export class GetCaseController {
  constructor(private readonly queries: CaseQueries) {}

  /** The signed-in user's own cases, newest first (My Documents). */
  @Get('my-documents')
  @ApiOkResponse({ type: [CaseResponse] })
  async myDocuments(@CurrentUser() user: AuthenticatedUser): Promise<CaseResponse[]> {
    return (await this.queries.listForUser(user.id)).map(toCaseResponse);
  }

  /** One case: its owner, staff and auditors may read it; anyone else gets 404. */
  @Get(':id')
  @ApiOkResponse({ type: CaseResponse })
  async getCase(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<CaseResponse> {
    const row = await this.queries.findById(id);
    assertCanRead(user, row?.userId, { allow: ['staff', 'auditor'] }, 'Case not found');
    return toCaseResponse(row!);
  }
}
