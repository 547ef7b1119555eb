import { Injectable } from '@nestjs/common';
import type { Position } from '../event-store/event-store';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { AuthChangeListener } from '../identity/auth-change-listener';

const TIMEOUT_MS = 5_000;

/**
 * Before a subscription write answers: the read model has passed the write (so the next GET sees it), and this
 * process has received the projection's commit-time notification that drops the user's cached status answer
 * (a marker notification sent now arrives after it; ADR 006).
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly authChanges: AuthChangeListener,
  ) {}

  async after(position: Position | null | undefined): Promise<void> {
    if (!position) return;
    await this.subscriptions.waitFor(position, TIMEOUT_MS);
    await this.authChanges.barrier().catch(() => undefined);
  }
}
