import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { PageQuery } from '../../common/page-query.dto';

export const AUDIT_LOOKUPS_PAGE_SIZE = 20;
export const AUDIT_LOOKUPS_MAX_PAGE_SIZE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/audit/lookups?page=&pageSize=&caseId=&auditorId=`: the lookup log, newest first. */
export class ListAuditLookupsQueryDto extends PageQuery(
  AUDIT_LOOKUPS_PAGE_SIZE,
  AUDIT_LOOKUPS_MAX_PAGE_SIZE,
) {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only lookups that showed this case (directly or in an email lookup).',
  })
  @IsOptional()
  @Matches(UUID, { message: 'caseId must be a UUID' })
  caseId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only lookups by this staff member or auditor (staff only).',
  })
  @IsOptional()
  @Matches(UUID, { message: 'auditorId must be a UUID' })
  auditorId?: string;
}
