import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export const AUDIT_LOOKUPS_PAGE_SIZE = 20;
export const AUDIT_LOOKUPS_MAX_PAGE_SIZE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/audit/lookups?page=&pageSize=&caseId=&auditorId=`: the lookup log, newest first. */
export class ListAuditLookupsQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page must be 100000 or less' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_LOOKUPS_MAX_PAGE_SIZE, default: AUDIT_LOOKUPS_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(AUDIT_LOOKUPS_MAX_PAGE_SIZE, { message: `pageSize must be ${AUDIT_LOOKUPS_MAX_PAGE_SIZE} or less` })
  pageSize?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only lookups that showed this case (directly or in an email lookup).' })
  @IsOptional()
  @Matches(UUID, { message: 'caseId must be a UUID' })
  caseId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only lookups by this staff member or auditor (staff only).' })
  @IsOptional()
  @Matches(UUID, { message: 'auditorId must be a UUID' })
  auditorId?: string;
}
