import { Module, OnModuleInit } from '@nestjs/common';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { IdentityModule } from '../identity/index';
import { EmailOnEvents } from './event-notifications.process-manager';
import { OutboxController } from './outbox.controller';

/** The event → email process manager and the staff screen of the outbox, /api/admin/outbox (ADR 110). */
@Module({
  imports: [IdentityModule],
  controllers: [OutboxController],
  providers: [EmailOnEvents],
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
