import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaseDetailsRow } from '../../../projections/src/cases/case-details.entity';
import { UserRateLimiter } from '../rate-limits/user-rate-limiter';
import { IdentityModule } from '../identity/identity.module';
import { EligibilityController } from './eligibility/eligibility.http.controller';
import { CaseQueries } from './get-case/case-queries';
import { GetCaseController } from './get-case/get-case.http.controller';
import { CaseCoverage } from './open-case/case-coverage.port';
import { OpenCaseHandler } from './open-case/open-case.handler';
import { OpenCaseController } from './open-case/open-case.http.controller';
import { ReviseCaseDetailsHandler } from './revise-case-details/revise-case-details.handler';
import { ReviseCaseDetailsController } from './revise-case-details/revise-case-details.http.controller';

/**
 * Case intake: open and revise cases (commands → case-{id} events) and read them from the `cases` projection.
 * The auditor's replay of a case's history lives in audit/case-history/.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CaseDetailsRow]), IdentityModule],
  controllers: [
    EligibilityController,
    GetCaseController,
    OpenCaseController,
    ReviseCaseDetailsController,
  ],
  providers: [CaseQueries, OpenCaseHandler, ReviseCaseDetailsHandler, UserRateLimiter, CaseCoverage],
  exports: [CaseQueries, CaseCoverage],
})
export class CasesModule {}
