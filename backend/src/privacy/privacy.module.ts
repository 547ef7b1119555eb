import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { DeleteAccountController } from './delete-account/delete-account.http.controller';
import { DeleteAccountHandler } from './delete-account/delete-account.handler';
import { ErasureService } from './erasure/erasure.service';

/**
 * Privacy around the event store (the codec itself is wired in EventStoreModule): erasure of a person's data,
 * account deletion, and the retention schedule.
 */
@Module({
  imports: [PaymentsModule, SubscriptionsModule],
  controllers: [DeleteAccountController],
  providers: [ErasureService, DeleteAccountHandler],
  exports: [ErasureService],
})
export class PrivacyModule {}
