import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { IdentityModule } from '../identity/index';
import { PaymentsModule } from '../payments/index';
import { SubscriptionsModule } from '../subscriptions/index';
import { DeleteAccountController } from './delete-account/delete-account.http.controller';
import { DeleteAccountHandler } from './delete-account/delete-account.handler';
import { ErasureService } from './erasure/erasure.service';
import {
  RETENTION_SCHEDULER_SETTINGS,
  RetentionScheduler,
  type RetentionSchedulerSettings,
} from './retention/retention.scheduler';
import { RetentionService } from './retention/retention.service';

/**
 * Privacy around the event store (the codec itself is wired in EventStoreModule): erasure of a person's data,
 * account deletion, and the retention schedule.
 */
@Module({
  imports: [IdentityModule, PaymentsModule, SubscriptionsModule],
  controllers: [DeleteAccountController],
  providers: [
    ErasureService,
    DeleteAccountHandler,
    RetentionService,
    RetentionScheduler,
    {
      provide: RETENTION_SCHEDULER_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): RetentionSchedulerSettings => ({
        autoStart: config.role !== 'api' && config.env !== 'test',
      }),
    },
  ],
  exports: [ErasureService, RetentionService],
})
export class PrivacyModule {}
