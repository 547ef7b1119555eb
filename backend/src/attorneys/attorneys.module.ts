import { Module, type OnModuleInit } from '@nestjs/common';
import { CasesModule } from '../case-file/index';
import { UserRateLimiter } from '../rate-limits/user-rate-limiter';
import { IdentityModule } from '../identity/index';
import { ProviderEventHandler } from '../payments/index';
import { PaymentsModule } from '../payments/index';
import { SubscriptionQueries } from '../subscriptions/index';
import { AttorneyClock } from './access/attorney-clock';
import { AttorneySearchPayments } from './access/attorney-search-payments';
import { SearchAccessController } from './access/search-access.http.controller';
import { SearchAccessService } from './access/search-access.service';
import { AttorneyDirectory } from './directory/attorney-directory';
import { DirectoryIndex } from './directory/directory-index';
import { AttorneyMatchesController } from './matching/attorney-matches.http.controller';
import { CaseMatchesService } from './matching/case-matches.service';
import { PendingReferralController } from './referrals/pending-referral/pending-referral.http.controller';
import { PendingReferrals } from './referrals/pending-referral/pending-referral.service';
import { ReferCaseController } from './referrals/refer-case/refer-case.http.controller';
import { ReferCaseHandler } from './referrals/refer-case/refer-case.handler';
import { ReferralOpener } from './referrals/referral-opener';
import { ReferralPayments } from './referrals/referral-payments';
import { ReferralQueries } from './referrals/referral-queries';
import { RequestReferralController } from './referrals/request-referral/request-referral.http.controller';
import { RequestReferralHandler } from './referrals/request-referral/request-referral.handler';
import { SampleDirectoryLoader } from './sample/sample-loader';
import { AttorneySearchController } from './search/attorney-search.http.controller';
import { AttorneySearchService } from './search/attorney-search.service';

/**
 * The attorney directory (DESIGN §7a, issue 15): the state-stored `attorneys` table (sample loader, CSV import),
 * search behind the paywall (a plan, or the one-time purchase on `attorney-search-{userId}`), case matching, and
 * referrals on `referral-request-{id}` streams (the $15 fee and the search purchase paid through the payments
 * module's one provider-event handler; AttorneyReferralSent on the case stream).
 */
@Module({
  imports: [PaymentsModule, CasesModule, IdentityModule],
  controllers: [
    AttorneySearchController,
    SearchAccessController,
    AttorneyMatchesController,
    RequestReferralController,
    PendingReferralController,
    ReferCaseController,
  ],
  providers: [
    AttorneyClock,
    AttorneyDirectory,
    DirectoryIndex,
    SampleDirectoryLoader,
    SubscriptionQueries,
    SearchAccessService,
    AttorneySearchService,
    AttorneySearchPayments,
    CaseMatchesService,
    ReferralQueries,
    ReferralOpener,
    ReferralPayments,
    PendingReferrals,
    RequestReferralHandler,
    ReferCaseHandler,
    UserRateLimiter,
  ],
})
export class AttorneysModule implements OnModuleInit {
  constructor(
    private readonly providerEvents: ProviderEventHandler,
    private readonly searchPayments: AttorneySearchPayments,
    private readonly referralPayments: ReferralPayments,
  ) {}

  onModuleInit(): void {
    this.providerEvents.registerIntentConsumer(this.searchPayments);
    this.providerEvents.registerIntentConsumer(this.referralPayments);
  }
}
