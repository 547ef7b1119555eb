import { EventEmitter } from 'node:events';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit, execSql } from '../database/sql';
import { toJob, type Job, type JobHandler, type JobRow, type NewJob } from './job';

/** Enqueueing, lookup and the handler registry; the worker (job-worker.ts) does the running. */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly events = new EventEmitter();

  constructor(private readonly dataSource: DataSource) {
    this.events.setMaxListeners(0);
  }

  registerHandler<Payload>(handler: JobHandler<Payload>): void {
    if (this.handlers.has(handler.type))
      throw new Error(`A handler for job type ${handler.type} is already registered`);
    this.handlers.set(handler.type, handler);
  }

  handler(type: string): JobHandler | undefined {
    return this.handlers.get(type);
  }

  types(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * Adds a job in the caller's transaction (`tx`; null for its own statement), so that a process manager's job
   * and its checkpoint commit together. Idempotent by key: a second enqueue returns the existing job
   * (`created: false`), whatever its status.
   */
  async enqueue<Payload>(
    tx: EntityManager | null,
    job: NewJob<Payload>,
  ): Promise<{ job: Job<Payload>; created: boolean }> {
    if (!job.type) throw new Error('enqueue: type is required');
    if (!job.idempotencyKey) throw new Error('enqueue: idempotencyKey is required');
    const manager = tx ?? this.dataSource.manager;
    const inserted = await execSql<JobRow>(
      manager,
      // The job's fair turn: after its key's last unfinished job, and not before the turn being served now.
      `INSERT INTO jobs (type, payload, idempotency_key, max_attempts, run_at, fair_key, fair_turn)
       VALUES ($1, $2::jsonb, $3, $4, coalesce($5::timestamptz, now()), $6::text,
               greatest(
                 coalesce((SELECT max(fair_turn) FROM jobs
                            WHERE fair_key = $6::text AND status IN ('queued', 'running')), 0),
                 coalesce((SELECT min(fair_turn) FROM jobs WHERE status IN ('queued', 'running')), 1) - 1
               ) + 1)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING *`,
      [
        job.type,
        JSON.stringify(job.payload ?? {}),
        job.idempotencyKey,
        job.maxAttempts ?? 5,
        job.runAt?.toISOString() ?? null,
        job.fairKey ?? null,
      ],
    );
    const row = inserted.rows[0];
    if (row) {
      afterCommit(manager, () => this.events.emit('enqueued'));
      return { job: toJob(row) as Job<Payload>, created: true };
    }
    const existing = await execSql<JobRow>(manager, `SELECT * FROM jobs WHERE idempotency_key = $1`, [
      job.idempotencyKey,
    ]);
    const found = existing.rows[0];
    if (!found) throw new Error(`Job ${job.idempotencyKey} conflicted but cannot be read`);
    return { job: toJob(found) as Job<Payload>, created: false };
  }

  async get(id: string): Promise<Job | null> {
    const { rows } = await execSql<JobRow>(this.dataSource, `SELECT * FROM jobs WHERE id = $1`, [id]);
    return rows[0] ? toJob(rows[0]) : null;
  }

  async findByKey(idempotencyKey: string): Promise<Job | null> {
    const { rows } = await execSql<JobRow>(this.dataSource, `SELECT * FROM jobs WHERE idempotency_key = $1`, [
      idempotencyKey,
    ]);
    return rows[0] ? toJob(rows[0]) : null;
  }

  /** Wake-up for workers in this process after a job was committed. */
  onEnqueued(listener: () => void): () => void {
    this.events.on('enqueued', listener);
    return () => this.events.off('enqueued', listener);
  }
}
