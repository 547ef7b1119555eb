import { Injectable } from '@nestjs/common';
import type { Position } from '../event';
import { SubscriptionsService } from './subscriptions.service';

/** How long a write waits for the read models before answering anyway (they catch up a moment later). */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

/**
 * Read-your-writes, the one way a write waits before it answers: every projection has passed the write's position
 * (so the next GET sees it), then every registered hook has run. A hook makes another cache honest the same way:
 * identity registers the auth-change barrier, so a user's cached status answers dropped by that write are gone
 * too (ADR 006). Gives up after {@link READ_YOUR_WRITES_TIMEOUT_MS}; a null position (nothing written) passes.
 */
@Injectable()
export class ReadYourWrites {
  private readonly hooks: Array<() => Promise<void>> = [];

  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** Runs `hook` after the read models have caught up with each write (called once at module init). */
  addHook(hook: () => Promise<void>): void {
    this.hooks.push(hook);
  }

  async after(position: Position | null | undefined): Promise<void> {
    if (!position) return;
    await this.subscriptions.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS);
    for (const hook of this.hooks) await hook();
  }
}
