import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CaseQueries } from '../../../intake/get-case/case-queries';
import { CASE_READ_BY_STAFF, CurrentUser, RecordsLookup } from '../../../../identity/index';
import type { AuthenticatedUser } from '../../../../identity/index';
import { assertCanRead } from '../../../../identity/index';
import { RevisionQueries } from '../revision-queries';
import { RevisionResponse, toRevisionResponse } from '../revision.response';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('cases')
export class ListRevisionsController {
  constructor(
    private readonly cases: CaseQueries,
    private readonly revisions: RevisionQueries,
  ) {}

  /** Every revision of the case's document, oldest first (owner and staff). Empty before the document exists. */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/revisions')
  @ApiOkResponse({ type: [RevisionResponse] })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<RevisionResponse[]> {
    const row = await this.cases.findById(id);
    assertCanRead(user, row?.userId, { allow: ['staff'] }, 'Case not found');
    return (await this.revisions.listForCase(id)).map(toRevisionResponse);
  }
}
