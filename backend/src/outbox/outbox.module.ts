import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { PersonalDataHolders } from '../common/personal-data-holder';
import { EventStore } from '../event-store/event-store';
import { Mailer } from './mailer';
import { NotificationOutbox } from './outbox';
import { outboxPersonalData } from './personal-data.holder';
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
export class OutboxModule implements OnModuleInit {
  constructor(
    private readonly holders: PersonalDataHolders,
    private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.holders.register(outboxPersonalData(() => this.store.sealedValues));
  }
}
