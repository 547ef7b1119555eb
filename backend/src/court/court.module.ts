import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/index';
import { FinalNoticeController } from './final-notice/final-notice.http.controller';
import { Sc100Controller } from './sc100/sc100.http.controller';

/** After the letter, toward court (issue 30, ADR 181): the final notice and California's SC-100,
 * decided over the case stream. */
@Module({
  imports: [CasesModule],
  controllers: [FinalNoticeController, Sc100Controller],
})
export class CourtModule {}
