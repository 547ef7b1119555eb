import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index';
import { AuditLookupLog } from './audit-lookup-log';
import { CaseHistoryController } from './case-history/case-history.http.controller';
import { CaseChainCheck } from './case-history/case-chain-check';
import { CaseStreamCache } from './case-history/case-stream-cache';
import { ListAuditLookupsController } from './list-audit-lookups/list-audit-lookups.http.controller';
import { LookupCasesByEmailController } from './lookup-cases-by-email/lookup-cases-by-email.http.controller';

/**
 * The auditor's tools (DESIGN §4, §7): find a claimant's cases by email, and the log of every lookup staff and
 * auditors make (ADR 130), and the replay of a case's history from its stream (`GET /audit/cases/:id/history`).
 */
@Module({
  imports: [IdentityModule],
  controllers: [LookupCasesByEmailController, ListAuditLookupsController, CaseHistoryController],
  providers: [AuditLookupLog, CaseStreamCache, CaseChainCheck],
  exports: [AuditLookupLog],
})
export class AuditModule {}
