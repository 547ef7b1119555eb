import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { AuditLookupLog } from '../audit-lookup-log';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { assertCanRead } from '../../identity/index';
import { caseStreamId, type CaseOpened } from '../../case-file/index';
import { CASE_ID } from '../../case-file/index';
import { caseHistory, type CaseHistory } from './case-history';
import { CaseChainCheck, type ChainIntegrity } from './case-chain-check';
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
  constructor(
    private readonly streams: CaseStreamCache,
    private readonly log: AuditLookupLog,
    private readonly chains: CaseChainCheck,
  ) {}

  /**
   * Every event of a case with its time, actor and a readable summary, read from the event store (not a read
   * model); `?asOf=` replays it up to that instant, and each event lists the fields it changed. The owner, staff and
   * auditors may read it; anyone else gets 404. A staff member's or auditor's lookup is recorded on their audit log
   * before the answer leaves (ADR 130), found or not.
   */
  @Get(':id/history')
  @ApiOkResponse({
    description:
      '{ caseId, asOf, events: [{ position, type, occurredAt, recordedAt, actor, summary, changes: [{ field, label, before, after }] }], ' +
      "state (the folded case; revisions named by id and version, the active one's text in state.activeText), " +
      "integrity: { verified, reason, anchoredAt } (the case's hash chain, checked against the latest audit anchor) }",
  })
  async history(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: CaseHistoryQueryDto,
  ): Promise<CaseHistory & { integrity: ChainIntegrity }> {
    const recorded = CASE_ID.test(id) ? await this.streams.read(caseStreamId(id)) : [];
    // The owner comes from the whole stream, whatever `asOf` says.
    const opened = recorded.find((e) => e.type === 'CaseOpened')?.data as CaseOpened['data'] | undefined;
    const asOf = query.asOf ? new Date(query.asOf) : null;
    if (CASE_ID.test(id)) {
      await this.log.record(user, {
        type: 'RecordCaseHistoryLookup',
        data: { caseId: id.toLowerCase(), asOf, found: opened !== undefined },
      });
    }
    assertCanRead(user, opened?.userId, { allow: ['staff', 'auditor'] }, 'Case not found');
    // Tamper evidence on the page (docs/adr/155): the history shown is what the chain and the anchor vouch for.
    return { ...caseHistory(id, recorded, asOf), integrity: await this.chains.check(caseStreamId(id)) };
  }
}
