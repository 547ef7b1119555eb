import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaseDetailsRow } from '../../../projections/src/cases/case-details.entity';
import { AuditModule } from '../audit/audit.module';
import { UserRateLimiter } from '../rate-limits/user-rate-limiter';
import { IdentityModule } from '../identity/identity.module';
import { CaseHistoryController } from './case-history/case-history.http.controller';
import { CaseStreamCache } from './case-history/case-stream-cache';
import { EligibilityController } from './eligibility/eligibility.http.controller';
import { CaseQueries } from './get-case/case-queries';
import { GetCaseController } from './get-case/get-case.http.controller';
import { OpenCaseHandler } from './open-case/open-case.handler';
import { OpenCaseController } from './open-case/open-case.http.controller';
import { ReviseCaseDetailsHandler } from './revise-case-details/revise-case-details.handler';
import { ReviseCaseDetailsController } from './revise-case-details/revise-case-details.http.controller';

/**
 * Case intake: open and revise cases (commands → case-{id} events), read them from the `cases` projection, and
 * replay a case's audit history from its stream.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CaseDetailsRow]), IdentityModule, AuditModule],
  controllers: [
    EligibilityController,
    GetCaseController,
    OpenCaseController,
    ReviseCaseDetailsController,
    CaseHistoryController,
  ],
  providers: [CaseQueries, OpenCaseHandler, ReviseCaseDetailsHandler, UserRateLimiter, CaseStreamCache],
  exports: [CaseQueries, CaseStreamCache],
})
export class CasesModule {}
