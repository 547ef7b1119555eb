import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CASES_VIEW } from '../../case-file';
import { CASE_COLUMNS } from '../../case-file';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';
import { CurrentUser, Roles, UserAccounts } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { AuditLookupLog } from '../audit-lookup-log';
import { LookupCasesByEmailQueryDto } from './lookup-cases-by-email.request.dto';
import { AuditCaseSummaryResponse, LookupCasesByEmailResponse } from './lookup-cases-by-email.response';

export const AUDIT_EMAIL_LOOKUP_LIMIT = 200;

interface CaseRow {
  id: string;
  user_id: string;
  title: string;
  status: string;
  case_type: string;
  state: string;
  amount: string;
  document_type: string;
  created_at: Date;
  updated_at: Date;
  by_account: boolean;
  by_claimant_email: boolean;
}

/**
 * The auditor's first question: which cases does this person have? Staff and auditors only; every lookup is
 * recorded on the looker's audit log before the answer leaves (ADR 130). An unknown email is an empty answer.
 */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit/cases')
export class LookupCasesByEmailController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly log: AuditLookupLog,
    private readonly accounts: UserAccounts,
    private readonly store: EventStore,
  ) {}

  @Get()
  @Roles('staff', 'auditor')
  @ApiOkResponse({ type: LookupCasesByEmailResponse })
  @ApiForbiddenResponse({ description: 'Not staff or an auditor.' })
  async lookup(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: LookupCasesByEmailQueryDto,
  ): Promise<LookupCasesByEmailResponse> {
    const email = query.email;
    const account = await this.accounts.byEmail(email);
    // The claimant's email is sealed in form_data; its keyed hash finds it (docs/adr/127).
    const values = this.store.sealedValues;
    const { rows } = await CASE_COLUMNS.open(
      values,
      (
        await execSql<CaseRow>(
          this.dataSource,
          `SELECT id, user_id, title, status, case_type, state, amount::text AS amount, document_type, created_at,
                  updated_at, coalesce(user_id = $1::uuid, false) AS by_account,
                  coalesce(plaintiff_email_hash = $2, false) AS by_claimant_email
             FROM ${CASES_VIEW}
            WHERE user_id = $1::uuid OR plaintiff_email_hash = $2
            ORDER BY created_at DESC, id DESC
            LIMIT $3`,
          [account?.id ?? null, values.lookupHash('email', email), AUDIT_EMAIL_LOOKUP_LIMIT + 1],
        )
      ).rows,
    ).then((opened) => ({ rows: opened }));
    const cases = rows.slice(0, AUDIT_EMAIL_LOOKUP_LIMIT).map((r): AuditCaseSummaryResponse => ({
      id: r.id,
      userId: r.user_id,
      title: r.title,
      status: r.status,
      caseType: r.case_type,
      state: r.state,
      amount: r.amount,
      documentType: r.document_type,
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
      matchedBy: [
        ...(r.by_account ? (['account'] as const) : []),
        ...(r.by_claimant_email ? (['claimantEmail'] as const) : []),
      ],
    }));
    await this.log.record(user, {
      type: 'RecordEmailLookup',
      data: { email, matchedUserId: account?.id ?? null, caseIds: cases.map((c) => c.id) },
    });
    return {
      email,
      account: account && {
        id: account.id,
        email: account.email,
        name: account.name,
        role: account.role,
        createdAt: new Date(account.created_at).toISOString(),
      },
      cases,
      truncated: rows.length > AUDIT_EMAIL_LOOKUP_LIMIT,
    };
  }
}
