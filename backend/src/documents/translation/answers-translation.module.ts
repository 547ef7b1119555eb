import { Module } from '@nestjs/common';
import { UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { AnswersTranslationController } from './answers-translation.http.controller';

/** The optional translation of the claimant's own words into English (issue 33, ADR 207). */
@Module({ controllers: [AnswersTranslationController], providers: [UserRateLimiter] })
export class AnswersTranslationModule {}
