import { Module } from '@nestjs/common';
import { AuditLookupLog } from './audit-lookup-log';
import { ListAuditLookupsController } from './list-audit-lookups/list-audit-lookups.http.controller';
import { LookupCasesByEmailController } from './lookup-cases-by-email/lookup-cases-by-email.http.controller';

/**
 * The auditor's tools (DESIGN §4, §7): find a claimant's cases by email, and the log of every lookup staff and
 * auditors make (ADR 130). The case history itself is served by the cases module, which records its lookups here.
 */
@Module({
  controllers: [LookupCasesByEmailController, ListAuditLookupsController],
  providers: [AuditLookupLog],
  exports: [AuditLookupLog],
})
export class AuditModule {}
