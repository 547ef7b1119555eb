import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CASE_READ_BY_STAFF_AND_AUDITORS, CurrentUser, RecordsLookup } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { assertCanRead } from '../../../identity/index';
import { CaseResponse, toCaseResponse } from '../../case.response';
import { CaseQueries } from './case-queries';
import { MY_DOCUMENTS_PAGE_SIZE, MyDocumentsQueryDto } from './my-documents.request.dto';
import { MyDocumentsResponse } from './my-documents.response';

@ApiTags('cases')
@ApiBearerAuth()
@Controller('cases')
export class GetCaseController {
  constructor(private readonly queries: CaseQueries) {}

  /**
   * The signed-in user's own cases, newest first, a page at a time (My Documents): card summaries with the
   * document's first 300 characters; GET /api/cases/{id} carries the document.
   */
  @Get('my-documents')
  @ApiOkResponse({ type: MyDocumentsResponse })
  async myDocuments(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: MyDocumentsQueryDto,
  ): Promise<MyDocumentsResponse> {
    const page = { page: query.page ?? 1, pageSize: query.pageSize ?? MY_DOCUMENTS_PAGE_SIZE };
    return { ...(await this.queries.pageForUser(user.id, page)), ...page };
  }

  /** One case: its owner, staff and auditors may read it; anyone else gets 404. */
  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get(':id')
  @ApiOkResponse({ type: CaseResponse })
  async getCase(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<CaseResponse> {
    const row = await this.queries.findById(id);
    assertCanRead(user, row?.userId, { allow: ['staff', 'auditor'] }, 'Case not found');
    return toCaseResponse(row!);
  }
}
