import { Injectable } from '@nestjs/common';
import type { Position } from '../../event-store/event-store';

/** Runs after a customer's test clock moved: what else follows the sandbox's clock (the sandbox mail provider). */
export type SandboxClockHook = (customer: string, now: Date) => Promise<Position | null>;

/**
 * Other sandboxes that keep time by the payment sandbox's per-customer test clocks register here (the sandbox mail
 * provider moves a customer's letters along when `POST /api/sandbox/test-clock/advance` moves their clock).
 */
@Injectable()
export class SandboxClockHooks {
  private readonly hooks: SandboxClockHook[] = [];

  register(hook: SandboxClockHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook in turn; the last position any of them appended at (for read-your-writes). */
  async advanced(customer: string, now: Date): Promise<Position | null> {
    let position: Position | null = null;
    for (const hook of this.hooks) position = (await hook(customer, now)) ?? position;
    return position;
  }
}
