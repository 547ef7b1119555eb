import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CasesModule } from '../case-file/index';
import { SupportModule } from '../support/index';
import { IdentityModule } from '../identity/index';
import { AuditLookupLog } from './audit-lookup-log';
import { CaseHistoryController } from './case-history/case-history.http.controller';
import { CaseChainCheck } from './case-history/case-chain-check';
import { CaseStreamCache } from './case-history/case-stream-cache';
import { ListAuditLookupsController } from './list-audit-lookups/list-audit-lookups.http.controller';
import { LookupInterceptor } from './record-lookups/lookup.interceptor';
import { LookupCasesByEmailController } from './lookup-cases-by-email/lookup-cases-by-email.http.controller';

/**
 * The auditor's tools (DESIGN §4, §7): find a claimant's cases by email, and the log of every lookup staff and
 * auditors make (ADR 130, every read of another person's data included: `LookupInterceptor`), and the replay of a case's history from its stream (`GET /audit/cases/:id/history`).
 */
@Module({
  imports: [IdentityModule, CasesModule, SupportModule],
  controllers: [LookupCasesByEmailController, ListAuditLookupsController, CaseHistoryController],
  providers: [
    AuditLookupLog,
    CaseStreamCache,
    CaseChainCheck,
    // Every read of another person's data by staff or an auditor is a lookup (issue 37): see @RecordsLookup.
    { provide: APP_INTERCEPTOR, useClass: LookupInterceptor },
  ],
  exports: [AuditLookupLog],
})
export class AuditModule {}
