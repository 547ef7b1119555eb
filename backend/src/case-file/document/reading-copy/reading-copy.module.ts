import { Module } from '@nestjs/common';
import { CasesModule } from '../../cases.module';
import { UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { DocumentsModule } from '../../../documents/index';
import { ReadingCopyController } from './reading-copy.http.controller';
import { ReadingCopyService } from './reading-copy.service';

/** The Spanish reading copy of a case's first document (issue 33, ADR 206). */
@Module({
  imports: [DocumentsModule, CasesModule],
  controllers: [ReadingCopyController],
  providers: [ReadingCopyService, UserRateLimiter],
})
export class ReadingCopyModule {}
