import { Global, Module, OnModuleInit } from '@nestjs/common';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { EmailOnEvents } from './event-notifications.process-manager';
import { Mailer } from './mailer';
import { NotificationOutbox } from './outbox';
import { OutboxController } from './outbox.controller';

/** The outbox, its send job, the event → email process manager and /api/admin/outbox (ADR 110). */
@Global()
@Module({
  controllers: [OutboxController],
  providers: [Mailer, NotificationOutbox, EmailOnEvents],
  exports: [NotificationOutbox],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly processManager: EmailOnEvents,
  ) {}

  onModuleInit(): void {
    this.subscriptions.register(this.processManager);
  }
}
