import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  AUDIT_LOOKUP_COLUMNS,
  AUDIT_LOOKUPS_VIEW,
} from '../read-models/audit-lookups/audit-lookup.row';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';
import { CurrentUser, Roles, UserAccounts } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { AUDIT_LOOKUPS_PAGE_SIZE, ListAuditLookupsQueryDto } from './list-audit-lookups.request.dto';

export class AuditLookupLooker {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['staff', 'auditor'] }) role!: string;
  @ApiProperty({ nullable: true, type: String, description: 'null once the account is gone' }) email!:
    string | null;
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
}

export class AuditLookupResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) lookedUpAt!: string;
  @ApiProperty({ type: AuditLookupLooker }) by!: AuditLookupLooker;
  @ApiProperty({ enum: ['case', 'email'] }) kind!: 'case' | 'email';
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) caseId!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) asOf!: string | null;
  @ApiProperty({ description: 'The case existed / the email matched an account or cases.' }) found!: boolean;
  @ApiProperty({ description: 'Cases the lookup showed.' }) caseCount!: number;
}

export class AuditLookupsPageResponse {
  @ApiProperty({ type: [AuditLookupResponse] }) items!: AuditLookupResponse[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

interface Row {
  id: string;
  looked_up_at: Date;
  auditor_id: string;
  auditor_role: string;
  matched_user_id: string | null;
  kind: 'case' | 'email';
  case_id: string | null;
  /** Sealed on disk under the auditor's key; opened (or "[erased]") before use. */
  email: string | Buffer | null;
  as_of: Date | null;
  found: boolean;
  case_count: number;
  total: number;
}

/**
 * Who looked at which case or email, and when (ADR 130), from the audit_lookups read model. Staff see every
 * lookup; an auditor sees their own. A lookup shows up here once the projection has caught up (well under a
 * second).
 */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit/lookups')
export class ListAuditLookupsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
    private readonly store: EventStore,
  ) {}

  @Get()
  @Roles('staff', 'auditor')
  @ApiOkResponse({ type: AuditLookupsPageResponse })
  @ApiForbiddenResponse({ description: 'Not staff or an auditor.' })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListAuditLookupsQueryDto,
  ): Promise<AuditLookupsPageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? AUDIT_LOOKUPS_PAGE_SIZE;
    const auditorId = user.role === 'staff' ? (query.auditorId ?? null) : user.id;
    const { rows } = await execSql<Row>(
      this.dataSource,
      `SELECT l.id, l.looked_up_at, l.auditor_id, l.auditor_role, l.matched_user_id, l.kind, l.case_id, l.email,
              l.as_of, l.found, jsonb_array_length(l.case_ids) AS case_count, count(*) OVER ()::int AS total
         FROM ${AUDIT_LOOKUPS_VIEW} l
        WHERE ($1::uuid IS NULL OR l.auditor_id = $1::uuid)
          AND ($2::text IS NULL OR l.case_ids @> jsonb_build_array($2::text))
        ORDER BY l.looked_up_at DESC, l.global_position DESC
        LIMIT $3 OFFSET $4`,
      [auditorId, query.caseId?.toLowerCase() ?? null, pageSize, (page - 1) * pageSize],
    );
    // An address typed that matched no account is sealed under the auditor's key (docs/adr/127).
    await AUDIT_LOOKUP_COLUMNS.open(this.store.sealedValues, rows);
    let total = rows[0]?.total;
    if (total === undefined) {
      const count = await execSql<{ n: number }>(
        this.dataSource,
        `SELECT count(*)::int AS n FROM ${AUDIT_LOOKUPS_VIEW} l
          WHERE ($1::uuid IS NULL OR l.auditor_id = $1::uuid)
            AND ($2::text IS NULL OR l.case_ids @> jsonb_build_array($2::text))`,
        [auditorId, query.caseId?.toLowerCase() ?? null],
      );
      total = count.rows[0]?.n ?? 0;
    }
    // Who looked, and whose account an email lookup matched, as identity knows them now (null once gone).
    const people = await this.accounts.contacts(
      rows.flatMap((r) => (r.matched_user_id ? [r.auditor_id, r.matched_user_id] : [r.auditor_id])),
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        lookedUpAt: new Date(r.looked_up_at).toISOString(),
        by: {
          id: r.auditor_id,
          role: r.auditor_role,
          email: people.get(r.auditor_id)?.email ?? null,
          name: people.get(r.auditor_id)?.name ?? null,
        },
        kind: r.kind,
        caseId: r.case_id,
        email:
          (r.email as string | null) ??
          (r.matched_user_id ? (people.get(r.matched_user_id)?.email ?? null) : null),
        asOf: r.as_of ? new Date(r.as_of).toISOString() : null,
        found: r.found,
        caseCount: r.case_count,
      })),
      total,
      page,
      pageSize,
    };
  }
}
