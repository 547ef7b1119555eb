import { Module } from '@nestjs/common';
import { UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { PaymentsModule } from '../../payments/payments.module';
import { DataExportController } from './data-export.http.controller';
import { DataExportService } from './data-export.service';

/** 'Download my data' on /account (issue 17, ADR 131). */
@Module({
  imports: [PaymentsModule],
  controllers: [DataExportController],
  providers: [DataExportService, UserRateLimiter],
})
export class DataExportModule {}
