import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store';

/**
 * A named, checkpointed consumer of the global event order: a projection (builds read tables; pure, so it can
 * be rebuilt and `waitFor` waits for it) or a process manager (appends events and enqueues jobs; never rebuilt).
 */
export interface Subscription {
  /** Checkpoint id and leadership key. Renaming it restarts the subscription from zero. */
  name: string;
  kind: 'projection' | 'process-manager';
  /** Event types to receive; the checkpoint still moves over the others. All types when unset. */
  handles?: readonly string[];
  /** Events read per batch (default 500). */
  batchSize?: number;
  /** Attempts on one event before the subscription stops as failed (default from the runner options). */
  maxAttempts?: number;
  /**
   * Applies a batch. Everything written through `tx` commits together with the checkpoint, so each event takes
   * effect exactly once in this database. Throwing rolls the batch back; it is retried with backoff, then
   * isolated, and an event that keeps failing stops the subscription (it is never skipped).
   */
  handle(events: RecordedEvent[], tx: EntityManager): Promise<void>;
}

export type SubscriptionStatus = 'starting' | 'standby' | 'running' | 'retrying' | 'failed' | 'stopped';

export interface RunnerOptions {
  /** Idle poll interval; appends in this process wake runners at once. */
  pollMs: number;
  /** How often a standby instance tries to take over leadership. */
  standbyRetryMs: number;
  /** Attempts on one event before the subscription is marked failed. */
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How often a failed subscription checks whether an operator has reset it. */
  failedRecheckMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = {
  pollMs: 200,
  standbyRetryMs: 2_000,
  maxAttempts: 5,
  backoffBaseMs: 200,
  backoffMaxMs: 30_000,
  failedRecheckMs: 5_000,
};

export interface RunnerLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
