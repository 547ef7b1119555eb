import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DataSource } from 'typeorm';
import { execSql } from '../database/sql';
import type { RunnerLogger } from '../event-store/subscriptions/subscription';
import { toJob, type Job, type JobRow } from './job';
import type { JobQueue } from './job-queue';
import { WorkerRegistry } from './worker-registry';

export interface JobWorkerOptions {
  /** Names the lease holder in `jobs.locked_by` and this worker's row in `job_workers` (unique per process start). */
  workerId: string;
  /** The machine (container) this worker runs on: a restarted worker recognises its dead predecessors by host + pid. */
  host: string;
  /** How often this worker says it is alive. */
  heartbeatMs: number;
  /** A worker silent this long is dead and its leases end at once (well before `leaseMs`). */
  deadAfterMs: number;
  /** Idle poll interval; enqueues in this process wake the worker at once. */
  pollMs: number;
  /** How long a claim is valid; renewed every third of it while the handler runs. */
  leaseMs: number;
  /** Jobs run at the same time by this worker. */
  concurrency: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_JOB_WORKER_OPTIONS: JobWorkerOptions = {
  workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  host: hostname(),
  heartbeatMs: 2_000,
  deadAfterMs: 10_000,
  pollMs: 500,
  leaseMs: 60_000,
  concurrency: 2,
  backoffBaseMs: 2_000,
  backoffMaxMs: 10 * 60_000,
};

/** A job a worker may claim: queued and due, or running under a lease that has ended (with attempts left). */
const DUE = `((jobs.status = 'queued' AND jobs.run_at <= now())
  OR (jobs.status = 'running' AND jobs.locked_until < now() AND jobs.attempts < jobs.max_attempts))`;

/** The lease ran out and another worker may own the job now: this worker must not mark it. */
class LeaseLost extends Error {}

const describeError = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Claims due jobs with `FOR UPDATE SKIP LOCKED` (so workers never wait on each other), under a lease; a job
 * whose worker died is claimed again once its lease has expired. The claim's (worker, attempt) pair fences
 * completion: a worker that lost its lease cannot mark the job done or failed. Failures are retried with
 * exponential backoff; after `max_attempts` the job is dead and keeps its last error.
 */
export class JobWorker {
  private readonly options: JobWorkerOptions;
  private loop?: Promise<void>;
  private stopping = false;
  private woken = false;
  private interrupt?: () => void;
  private unsubscribe?: () => void;
  private readonly running = new Set<Promise<void>>();
  private readonly registry: WorkerRegistry;
  private registered = false;
  private heartbeat?: ReturnType<typeof setInterval>;
  private beating?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    options: Partial<JobWorkerOptions> = {},
    private readonly logger?: RunnerLogger,
  ) {
    this.options = { ...DEFAULT_JOB_WORKER_OPTIONS, ...options };
    this.registry = new WorkerRegistry(dataSource, {
      id: this.options.workerId,
      host: this.options.host,
      pid: process.pid,
    });
  }

  get workerId(): string {
    return this.options.workerId;
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.unsubscribe = this.queue.onEnqueued(() => this.wake());
    this.heartbeat = setInterval(() => {
      this.beating ??= this.beat().finally(() => (this.beating = undefined));
    }, this.options.heartbeatMs);
    this.loop = this.run();
  }

  /** Stops claiming and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    this.interrupt?.();
    await this.loop;
    this.loop = undefined;
    await Promise.allSettled([...this.running]);
    clearInterval(this.heartbeat);
    await this.beating;
    if (this.registered) {
      this.registered = false;
      await this.registry
        .deregister()
        .catch((e: unknown) => this.logger?.warn(`Job worker: could not deregister (${describeError(e)})`));
    }
  }

  /**
   * Registers this worker; earlier incarnations on this host whose process is gone (a crash, `kill -9`, the OOM
   * killer) are dead, and their leases end now instead of in a minute.
   */
  private async register(): Promise<void> {
    const dead = await this.registry.register();
    this.registered = true;
    if (dead.length > 0) this.logger?.warn(`Job worker: reclaiming the jobs of dead worker(s) ${dead.join(', ')}`);
  }

  /** Says this worker is alive, and ends the leases of workers whose heartbeat stopped. */
  private async beat(): Promise<void> {
    try {
      if (!this.registered) return; // the loop registers first
      await this.registry.beat();
      const dead = await this.registry.sweep(this.options.deadAfterMs);
      if (dead.length === 0) return;
      this.logger?.warn(`Job worker: worker(s) ${dead.join(', ')} stopped beating; reclaiming their jobs`);
      this.wake();
    } catch (error) {
      this.logger?.warn(`Job worker: heartbeat failed (${describeError(error)})`);
    }
  }

  wake(): void {
    if (this.interrupt) this.interrupt();
    else this.woken = true;
  }

  /** Claims what is due (up to the free slots), runs it to the end, and returns how many jobs ran. */
  async runOnce(): Promise<number> {
    await this.buryExpired();
    const free = this.options.concurrency - this.running.size;
    if (free <= 0) return 0;
    const jobs = await this.claim(free);
    await Promise.all(jobs.map((job) => this.track(this.execute(job))));
    return jobs.length;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        if (!this.registered) await this.register();
        await this.buryExpired();
        const free = this.options.concurrency - this.running.size;
        const jobs = free > 0 ? await this.claim(free) : [];
        for (const job of jobs) void this.track(this.execute(job));
        failures = 0;
        if (jobs.length === 0 || jobs.length < free) await this.sleep(this.options.pollMs);
      } catch (error) {
        failures++;
        this.logger?.warn(`Job worker: polling failed (${describeError(error)})`);
        await this.sleep(Math.min(30_000, this.options.pollMs * 2 ** failures));
      }
    }
  }

  private track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    void work.finally(() => {
      this.running.delete(work);
      this.wake(); // a slot is free
    });
    return work;
  }

  private async claim(limit: number): Promise<Job[]> {
    const types = this.queue.types();
    if (types.length === 0 || limit <= 0) return [];
    const { rows } = await execSql<JobRow>(
      this.dataSource,
      // Fair turns (issue 11 point 3): the lowest turn first, so users are served round-robin.
      `WITH due AS (
         SELECT id FROM jobs
          WHERE type = ANY($1::text[]) AND ${DUE}
          ORDER BY fair_turn, run_at, created_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED)
       UPDATE jobs j
          SET status = 'running', attempts = j.attempts + 1, locked_by = $3,
              locked_until = now() + make_interval(secs => $4), updated_at = now(),
              last_error = CASE WHEN j.status = 'running'
                                THEN 'lease expired: the previous worker stopped before finishing'
                                ELSE j.last_error END
         FROM due WHERE j.id = due.id
       RETURNING j.*`,
      [types, limit, this.options.workerId, this.options.leaseMs / 1000],
    );
    return rows.map(toJob);
  }

  /** Jobs whose worker died on their last attempt: nothing will claim them again, so they are dead. */
  private async buryExpired(): Promise<void> {
    if (this.queue.types().length === 0) return; // a process that runs no jobs leaves them to those that do
    await execSql(
      this.dataSource,
      `UPDATE jobs SET status = 'dead', locked_by = NULL, locked_until = NULL, updated_at = now(),
              last_error = 'lease expired on the final attempt: the worker stopped before finishing'
        WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts`,
    );
  }

  private async execute(job: Job): Promise<void> {
    const handler = this.queue.handler(job.type);
    const abort = new AbortController();
    const renew = setInterval(
      () => {
        void this.renewLease(job).then(
          (held) => held || abort.abort(new LeaseLost('lease lost')),
          () => undefined,
        );
      },
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      if (handler.transactional) {
        await this.dataSource.transaction(async (tx) => {
          await handler.handle(job, { tx, signal: abort.signal });
          if (!(await this.complete(job, tx))) throw new LeaseLost('lease lost before completion');
        });
      } else {
        await handler.handle(job, { signal: abort.signal });
        if (!(await this.complete(job))) throw new LeaseLost('lease lost before completion');
      }
    } catch (error) {
      if (error instanceof LeaseLost || abort.signal.aborted) {
        this.logger?.warn(`Job ${job.type} ${job.id}: lease lost; another worker takes it over`);
      } else {
        await this.failed(job, error).catch((e: unknown) =>
          this.logger?.error(`Job ${job.type} ${job.id}: could not record the failure (${describeError(e)})`),
        );
      }
    } finally {
      clearInterval(renew);
    }
  }

  private fence(job: Job): unknown[] {
    return [job.id, this.options.workerId, job.attempts];
  }

  private async renewLease(job: Job): Promise<boolean> {
    const { rowCount } = await execSql(
      this.dataSource,
      `UPDATE jobs SET locked_until = now() + make_interval(secs => $4), updated_at = now()
        WHERE id = $1 AND locked_by = $2 AND attempts = $3 AND status = 'running'`,
      [...this.fence(job), this.options.leaseMs / 1000],
    );
    return rowCount === 1;
  }

  private async complete(job: Job, tx?: Parameters<typeof execSql>[0]): Promise<boolean> {
    const { rowCount } = await execSql(
      tx ?? this.dataSource,
      `UPDATE jobs SET status = 'done', completed_at = now(), updated_at = now(), locked_by = NULL, locked_until = NULL
        WHERE id = $1 AND locked_by = $2 AND attempts = $3 AND status = 'running'`,
      this.fence(job),
    );
    return rowCount === 1;
  }

  private async failed(job: Job, error: unknown): Promise<void> {
    const message = describeError(error).slice(0, 4000);
    const delayMs = Math.min(this.options.backoffMaxMs, this.options.backoffBaseMs * 2 ** (job.attempts - 1));
    const { rows } = await execSql<{ status: string }>(
      this.dataSource,
      `UPDATE jobs
          SET status = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'queued' END,
              run_at = CASE WHEN attempts >= max_attempts THEN run_at ELSE now() + make_interval(secs => $4) END,
              last_error = $5, locked_by = NULL, locked_until = NULL, updated_at = now()
        WHERE id = $1 AND locked_by = $2 AND attempts = $3 AND status = 'running'
        RETURNING status`,
      [...this.fence(job), delayMs / 1000, message],
    );
    const status = rows[0]?.status;
    if (status === 'dead') {
      this.logger?.error(`Job ${job.type} ${job.id} is dead after ${job.attempts} attempts: ${message}`);
    } else if (status) {
      this.logger?.warn(
        `Job ${job.type} ${job.id} attempt ${job.attempts} failed (${message}); retry in ${delayMs} ms`,
      );
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.interrupt = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.interrupt = done;
    });
  }
}
