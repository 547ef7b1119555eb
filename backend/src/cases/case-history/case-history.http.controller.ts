import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { CurrentUser } from '../../identity/access.decorators';
import type { AuthenticatedUser } from '../../identity/authenticated-user';
import { assertCanRead } from '../../identity/ownership';
import { caseStreamId, type CaseOpened } from '../case.events';
import { CASE_ID } from '../get-case/case-queries';
import { caseHistory, type CaseHistory } from './case-history';
import { CaseStreamCache } from './case-stream-cache';

export class CaseHistoryQueryDto {
  @ApiPropertyOptional({
    description: 'Fold the history up to this instant (ISO 8601).',
    example: '2026-11-23T12:00:00Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'asOf must be an ISO 8601 date-time' })
  asOf?: string;
}

@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit/cases')
export class CaseHistoryController {
  constructor(private readonly streams: CaseStreamCache) {}

  /**
   * Every event of a case with its time, actor and a readable summary, read from the event store (not a read
   * model); `?asOf=` replays it up to that instant. The owner, staff and auditors may read it; anyone else gets 404.
   */
  @Get(':id/history')
  @ApiOkResponse({
    description:
      '{ caseId, asOf, events: [{ position, type, occurredAt, recordedAt, actor, summary }], state }',
  })
  async history(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: CaseHistoryQueryDto,
  ): Promise<CaseHistory> {
    const recorded = CASE_ID.test(id) ? await this.streams.read(caseStreamId(id)) : [];
    // The owner comes from the whole stream, whatever `asOf` says.
    const opened = recorded.find((e) => e.type === 'CaseOpened')?.data as CaseOpened['data'] | undefined;
    assertCanRead(user, opened?.userId, { allow: ['staff', 'auditor'] }, 'Case not found');
    return caseHistory(id, recorded, query.asOf ? new Date(query.asOf) : null);
  }
}
