import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SubscriptionHealth, SubscriptionsHealthSource } from './subscriptions-health';
import { comparePositions, EventStore, START, type Position } from '../event-store';
import {
  ensureProjection,
  projectionSubscription,
  type ProjectionDefinition,
} from '../projection/projection';
import {
  rebuildProjectionTable,
  type RebuildOptions,
  type RebuildResult,
} from '../projection/rebuild-projection';
import { connectionUrl } from '../../database/sql';
import { AdvisoryLockSession } from './advisory-locks';
import { CheckpointStore } from './checkpoint-store';
import {
  DEFAULT_RUNNER_OPTIONS,
  type RunnerLogger,
  type RunnerOptions,
  type Subscription,
} from './subscription';
import { SubscriptionRunner } from './subscription-runner';

export const SUBSCRIPTIONS_SETTINGS = Symbol('SUBSCRIPTIONS_SETTINGS');

export interface SubscriptionsSettings {
  /** Start every registered subscription when the app boots (ROLE all/worker outside tests). */
  autoStart: boolean;
  runner?: Partial<RunnerOptions>;
  logger?: RunnerLogger;
}

/** Lag is counted exactly up to this many events, then reported as this number. */
const LAG_CAP = 100_000;
const CHECKPOINT_POLL_MS = 100;

/**
 * The registry and host of subscriptions. Feature modules register their projections and process managers in
 * `onModuleInit`; runners start at bootstrap when the role runs workers (tests call `start()` themselves).
 * Also the read-your-writes gate (`waitFor`) and the source of `/api/health`'s subscription list.
 */
@Injectable()
export class SubscriptionsService
  implements SubscriptionsHealthSource, OnApplicationBootstrap, OnModuleDestroy
{
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly projections = new Map<string, ProjectionDefinition>();
  private readonly runners = new Map<string, SubscriptionRunner>();
  /** Latest committed position of each subscription that runs in this process. */
  private readonly positions = new Map<string, Position>();
  private readonly progress = new EventEmitter();
  private readonly checkpoints: CheckpointStore;
  private readonly logger: RunnerLogger;
  private locks?: AdvisoryLockSession;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    @Inject(SUBSCRIPTIONS_SETTINGS) private readonly settings: SubscriptionsSettings,
  ) {
    this.checkpoints = new CheckpointStore(dataSource);
    this.logger = settings.logger ?? new Logger('Subscriptions');
    this.progress.setMaxListeners(0);
  }

  register(subscription: Subscription): void {
    if (this.subscriptions.has(subscription.name))
      throw new Error(`Subscription ${subscription.name} is already registered`);
    this.subscriptions.set(subscription.name, subscription);
  }

  registerProjection(definition: ProjectionDefinition): void {
    this.register(projectionSubscription(definition, this.store.sealedValues));
    this.projections.set(definition.name, definition);
  }

  names(): string[] {
    return [...this.subscriptions.keys()];
  }

  /** The registered read models (erasure and retention re-derive or delete their rows). */
  projectionDefinitions(): ProjectionDefinition[] {
    return [...this.projections.values()];
  }

  runner(name: string): SubscriptionRunner | undefined {
    return this.runners.get(name);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureProjectionTables();
    if (this.settings.autoStart) await this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Creates each projection's table and view if missing (every role: API processes read them). */
  async ensureProjectionTables(): Promise<void> {
    for (const definition of this.projections.values()) await ensureProjection(this.dataSource, definition);
  }

  /** Starts runners for every registered subscription (or `only` those). Idempotent. */
  async start(options: Partial<RunnerOptions> & { only?: readonly string[] } = {}): Promise<void> {
    await this.ensureProjectionTables();
    this.locks ??= new AdvisoryLockSession(connectionUrl(this.dataSource), this.logger);
    const runnerOptions: RunnerOptions = { ...DEFAULT_RUNNER_OPTIONS, ...this.settings.runner, ...options };
    for (const subscription of this.subscriptions.values()) {
      if (options.only && !options.only.includes(subscription.name)) continue;
      if (this.runners.has(subscription.name)) continue;
      const runner = new SubscriptionRunner(
        subscription,
        {
          dataSource: this.dataSource,
          store: this.store,
          checkpoints: this.checkpoints,
          locks: this.locks,
          logger: this.logger,
          onProgress: (name, position) => {
            this.positions.set(name, position);
            this.progress.emit('progress');
          },
        },
        runnerOptions,
      );
      this.runners.set(subscription.name, runner);
      runner.start();
    }
  }

  async stop(): Promise<void> {
    const runners = [...this.runners.values()];
    this.runners.clear();
    await Promise.all(runners.map((r) => r.stop()));
    this.positions.clear();
    await this.locks?.close();
    this.locks = undefined;
  }

  /**
   * Read-your-writes: resolves true once every projection (not process managers) has passed `position`, false
   * after `timeoutMs`. Event-driven for projections running in this process; checkpoints are polled for the
   * others (an API process whose projections run in a worker). A null position (nothing appended) is passed.
   */
  async waitFor(position: Position | null | undefined, timeoutMs = 5_000): Promise<boolean> {
    if (!position) return true;
    const pending = new Set(
      [...this.subscriptions.values()].filter((s) => s.kind === 'projection').map((s) => s.name),
    );
    const deadline = Date.now() + timeoutMs;
    let nextPoll = 0;
    for (;;) {
      for (const name of pending) {
        const local = this.positions.get(name);
        if (local && comparePositions(local, position) >= 0) pending.delete(name);
      }
      const remote = [...pending].filter((name) => this.runners.get(name)?.status !== 'running');
      if (remote.length > 0 && Date.now() >= nextPoll) {
        nextPoll = Date.now() + CHECKPOINT_POLL_MS;
        for (const [name, checkpoint] of await this.checkpoints.get(remote)) {
          if (comparePositions(checkpoint.position, position) >= 0) pending.delete(name);
          else if (checkpoint.status === 'failed') return false;
        }
      }
      if (pending.size === 0) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await this.nextProgress(Math.min(left, remote.length > 0 ? CHECKPOINT_POLL_MS : left));
    }
  }

  async subscriptionsHealth(): Promise<SubscriptionHealth[]> {
    const names = this.names();
    const checkpoints = await this.checkpoints.get(names);
    return Promise.all(
      names.map(async (name): Promise<SubscriptionHealth> => {
        const runner = this.runners.get(name);
        const checkpoint = checkpoints.get(name);
        const position = runner?.position ?? checkpoint?.position ?? START;
        const status = runner
          ? runner.status
          : checkpoint?.status === 'failed'
            ? 'failed'
            : checkpoint
              ? 'idle'
              : 'new';
        const error = runner?.lastError ?? checkpoint?.lastError ?? undefined;
        return {
          name,
          status,
          position: position.globalPosition.toString(),
          lag: await this.store.countEventsAfter(position, LAG_CAP),
          ...(error ? { error } : {}),
        };
      }),
    );
  }

  /** After fixing the cause of a failed subscription: it resumes at the event that failed. */
  async clearFailure(name: string): Promise<void> {
    await this.checkpoints.clearFailure(name);
  }

  /** Blue/green rebuild of a registered projection (see rebuildProjectionTable). */
  async rebuild(name: string, options: RebuildOptions = {}): Promise<RebuildResult> {
    const definition = this.projections.get(name);
    if (!definition)
      throw new Error(`Unknown projection ${name}; known: ${[...this.projections.keys()].join(', ')}`);
    return rebuildProjectionTable(this.dataSource, this.store, definition, options);
  }

  private nextProgress(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.progress.off('progress', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.progress.on('progress', done);
    });
  }
}
