import type { DataSource } from 'typeorm';
import {
  comparePositions,
  formatPosition,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../event-store';
import type { AdvisoryLockSession, LockHandle } from './advisory-locks';
import type { Checkpoint, CheckpointStore } from './checkpoint-store';
import type { RunnerLogger, RunnerOptions, Subscription, SubscriptionStatus } from './subscription';

/** The handler threw: the batch was rolled back. */
class HandlerFailure extends Error {
  constructor(
    reason: unknown,
    readonly first: RecordedEvent,
    readonly last: Position,
    readonly batchSize: number,
  ) {
    super(reason instanceof Error ? reason.message : String(reason), { cause: reason });
  }
}

/** The checkpoint was no longer where this instance left it (another instance, or a rebuild swap, moved it). */
class CheckpointMoved extends Error {}

export interface RunnerDependencies {
  dataSource: DataSource;
  store: EventStore;
  checkpoints: CheckpointStore;
  locks: AdvisoryLockSession;
  logger: RunnerLogger;
  /** Called after every committed batch and whenever the checkpoint is (re)loaded. */
  onProgress?: (name: string, position: Position) => void;
}

// Long enough to outlast another database's open write transaction (it holds back xmin cluster-wide).
const WAKE_HINT_MS = 10_000;
const WAKE_RETRY_MS = 25;

const describeError = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Runs one subscription (research §5.3): leadership through an advisory lock, read a batch after the checkpoint
 * outside any transaction, then one transaction with the handler's writes and the checkpoint compare-and-set.
 * Woken by appends in this process, polling otherwise; exponential backoff on errors; a failing batch is
 * retried one event at a time, and an event that fails `maxAttempts` times stops the subscription in status
 * `failed` (logged with its position), so nothing is ever skipped.
 */
export class SubscriptionRunner {
  private state: SubscriptionStatus = 'stopped';
  private checkpoint?: Checkpoint;
  private lock: LockHandle | null = null;
  private loop?: Promise<void>;
  private stopping = false;
  private woken = false;
  /**
   * The latest position announced by a wake-up and not yet passed. While it is fresh, an empty read is retried
   * quickly: the event exists, but an older open transaction elsewhere can keep it invisible for a moment.
   */
  private hint: { position: Position; at: number } | null = null;
  private interrupt?: () => void;
  private interruptible = false;
  private error: string | null = null;
  private unsubscribe?: () => void;

  constructor(
    readonly subscription: Subscription,
    private readonly deps: RunnerDependencies,
    private readonly options: RunnerOptions,
  ) {}

  get name(): string {
    return this.subscription.name;
  }

  get status(): SubscriptionStatus {
    return this.state;
  }

  /** The last committed (or loaded) checkpoint, if this instance has one. */
  get position(): Position | null {
    return this.checkpoint?.position ?? null;
  }

  get lastError(): string | null {
    return this.error;
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.state = 'starting';
    this.unsubscribe = this.deps.store.onAppended((position) => this.wake(position));
    this.loop = this.run().catch((error: unknown) => {
      this.state = 'failed';
      this.error = describeError(error);
      this.deps.logger.error(`Subscription ${this.name} crashed: ${this.error}`);
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.interrupt?.();
    await this.loop;
    this.loop = undefined;
    if (this.lock) {
      await this.deps.locks.unlock(this.lock).catch(() => undefined);
      this.lock = null;
    }
    this.state = 'stopped';
  }

  /** New events may be there: skip the rest of the idle wait (never cuts a backoff short). */
  wake(position?: Position): void {
    if (position && (!this.hint || comparePositions(position, this.hint.position) > 0)) {
      this.hint = { position, at: Date.now() };
    }
    if (this.interrupt && this.interruptible) this.interrupt();
    else this.woken = true;
  }

  private async run(): Promise<void> {
    const batchSize = this.subscription.batchSize ?? 500;
    const maxAttempts = this.subscription.maxAttempts ?? this.options.maxAttempts;
    let failures = 0;
    let isolateUntil: Position | null = null;

    while (!this.stopping) {
      if (!this.lock?.isHeld()) {
        if (!(await this.acquire())) {
          await this.sleep(this.options.standbyRetryMs, false);
          continue;
        }
        failures = 0;
        isolateUntil = null;
      }
      const limit = isolateUntil ? 1 : batchSize;
      try {
        const processed = await this.step(limit);
        if (processed === 'failed') {
          this.state = 'failed';
          await this.sleep(this.options.failedRecheckMs, false);
          this.checkpoint = undefined; // re-read: an operator may have cleared the failure
          continue;
        }
        failures = 0;
        this.error = null;
        this.state = 'running';
        if (
          isolateUntil &&
          this.checkpoint &&
          comparePositions(this.checkpoint.position, isolateUntil) >= 0
        ) {
          isolateUntil = null;
        }
        if (
          this.hint &&
          this.checkpoint &&
          comparePositions(this.checkpoint.position, this.hint.position) >= 0
        ) {
          this.hint = null; // served
        }
        if (processed === 0 && this.hint && Date.now() - this.hint.at < WAKE_HINT_MS) {
          // Retry soon, backing off as the hint ages: ~25 ms at first, ~1 s near the end of the window.
          const age = Date.now() - this.hint.at;
          await this.sleep(Math.min(this.options.pollMs, Math.max(WAKE_RETRY_MS, age / 10)), true);
        } else if (processed < limit) {
          await this.sleep(this.options.pollMs, true);
        }
      } catch (error) {
        if (error instanceof CheckpointMoved) {
          this.deps.logger.warn(`Subscription ${this.name}: checkpoint moved by someone else; reloading it`);
          this.checkpoint = undefined;
          continue;
        }
        this.error = describeError(error);
        if (error instanceof HandlerFailure && error.batchSize > 1 && !isolateUntil) {
          // Find the failing event: retry the batch's events one by one.
          isolateUntil = error.last;
          failures = 0;
          this.deps.logger.warn(
            `Subscription ${this.name}: batch failed (${this.error}); retrying its events one by one`,
          );
          continue;
        }
        failures++;
        if (error instanceof HandlerFailure && failures >= maxAttempts) {
          await this.fail(error, failures);
          continue;
        }
        this.state = 'retrying';
        const delay = Math.min(this.options.backoffMaxMs, this.options.backoffBaseMs * 2 ** (failures - 1));
        this.deps.logger.warn(
          `Subscription ${this.name}: attempt ${failures} failed (${this.error}); retrying in ${delay} ms`,
        );
        await this.sleep(delay * (0.8 + Math.random() * 0.4), false);
      }
    }
  }

  private async acquire(): Promise<boolean> {
    try {
      this.lock = await this.deps.locks.tryLock(`subscription:${this.name}`);
    } catch (error) {
      this.lock = null;
      this.error = describeError(error);
      this.deps.logger.warn(`Subscription ${this.name}: cannot take leadership (${this.error})`);
    }
    if (!this.lock) {
      this.state = 'standby';
      return false;
    }
    this.checkpoint = undefined;
    return true;
  }

  /** One batch. Returns how many events were read, or 'failed' when the checkpoint is marked failed. */
  private async step(limit: number): Promise<number | 'failed'> {
    if (!this.checkpoint) {
      this.checkpoint = await this.deps.checkpoints.load(this.name);
      this.deps.onProgress?.(this.name, this.checkpoint.position);
    }
    const checkpoint = this.checkpoint;
    if (checkpoint.status === 'failed') {
      this.error = checkpoint.lastError;
      return 'failed';
    }
    const events = await this.deps.store.readAll(checkpoint.position, limit);
    const last = events.at(-1);
    if (!last) return 0;
    const handles = this.subscription.handles;
    const relevant = handles ? events.filter((e) => handles.includes(e.type)) : events;
    const first = relevant[0];

    await this.deps.dataSource.transaction(async (tx) => {
      if (first) {
        try {
          await this.subscription.handle(relevant, tx);
        } catch (error) {
          throw new HandlerFailure(error, first, last.position, relevant.length);
        }
      }
      if (!(await this.deps.checkpoints.compareAndSet(tx, this.name, checkpoint.position, last.position))) {
        throw new CheckpointMoved();
      }
    });
    this.checkpoint = { ...checkpoint, position: last.position };
    this.deps.onProgress?.(this.name, last.position);
    return events.length;
  }

  private async fail(failure: HandlerFailure, attempts: number): Promise<void> {
    const event = failure.first;
    const message =
      `event ${event.type} ${event.eventId} at position ${formatPosition(event.position)} ` +
      `(stream ${event.streamId}@${event.streamPosition}) failed ${attempts} times: ${failure.message}`;
    this.deps.logger.error(
      `Subscription ${this.name} stopped: ${message}. Fix the cause, then clear the failure.`,
    );
    this.error = message;
    this.state = 'failed';
    try {
      await this.deps.checkpoints.markFailed(this.name, message);
    } catch (error) {
      this.deps.logger.error(
        `Subscription ${this.name}: could not record the failure (${describeError(error)})`,
      );
    }
    this.checkpoint = this.checkpoint
      ? { ...this.checkpoint, status: 'failed', lastError: message }
      : undefined;
  }

  private sleep(ms: number, interruptible: boolean): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (interruptible && this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.interrupt = undefined;
        if (interruptible) this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.interruptible = interruptible;
      this.interrupt = done;
    });
  }
}
