import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/index';
import { FinalNoticeController } from './final-notice/final-notice.http.controller';

/** After the letter, toward court (issue 30, ADR 181): the final notice, decided over the case stream. */
@Module({
  imports: [CasesModule],
  controllers: [FinalNoticeController],
})
export class CourtModule {}
