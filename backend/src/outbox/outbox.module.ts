import { Global, Module } from '@nestjs/common';
import { Mailer } from './mailer';
import { NotificationOutbox } from './outbox';
import { SendConditions } from './send-conditions';

/**
 * The outbox (ADR 110): rendered emails recorded in the caller's transaction and sent by a job. Global, like the
 * jobs it runs on: identity (password reset), notifications and support record emails through it, and the owners
 * of send conditions register them here.
 */
@Global()
@Module({
  providers: [Mailer, NotificationOutbox, SendConditions],
  exports: [NotificationOutbox, SendConditions],
})
export class OutboxModule {}
