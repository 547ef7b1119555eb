import { Module } from '@nestjs/common';
import { UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { IdentityModule } from '../../identity/index';
import { PaymentsModule } from '../../payments/index';
import { SubscriptionsModule } from '../../subscriptions/index';
import { DataExportController } from './data-export.http.controller';
import { DataExportService } from './data-export.service';

/** 'Download my data' on /account (issue 17, ADR 131). */
@Module({
  imports: [PaymentsModule, IdentityModule, SubscriptionsModule],
  controllers: [DataExportController],
  providers: [DataExportService, UserRateLimiter],
})
export class DataExportModule {}
