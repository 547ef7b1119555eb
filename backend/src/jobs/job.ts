import type { EntityManager } from 'typeorm';

export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

export interface NewJob<Payload = unknown> {
  type: string;
  payload: Payload;
  /** One job per key, ever: for a process manager, the id of the event that triggered it. */
  idempotencyKey: string;
  /** Attempts before the job is dead (default 5). */
  maxAttempts?: number;
  /** Not before this instant (default now). */
  runAt?: Date;
  /**
   * Whose work this is (a user id): workers take keys in turn, so one key's burst does not delay the others.
   * Jobs without a key are each their own.
   */
  fairKey?: string | null;
}

export interface Job<Payload = unknown> {
  id: string;
  type: string;
  payload: Payload;
  idempotencyKey: string;
  status: JobStatus;
  /** Claims so far, this one included while running. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedUntil: Date | null;
  lockedBy: string | null;
  lastError: string | null;
  fairKey: string | null;
  /** Jobs are taken by turn (then due time): see `NewJob.fairKey`. */
  fairTurn: number;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export interface JobContext {
  /** Set for `transactional` handlers: the transaction that also marks the job done. */
  tx?: EntityManager;
  /** Aborted when this worker has lost the job's lease (another worker may take it over). */
  signal: AbortSignal;
}

export interface JobHandler<Payload = unknown> {
  type: string;
  /**
   * When true, `handle` runs inside the transaction that marks the job done, so database-only effects happen
   * exactly once. Otherwise it runs outside any transaction and may run again after a crash (at-least-once):
   * make its effects idempotent by `job.idempotencyKey` (e.g. deterministic event ids).
   */
  transactional?: boolean;
  handle(job: Job<Payload>, context: JobContext): Promise<void>;
}

export interface JobRow {
  id: string;
  type: string;
  payload: unknown;
  idempotency_key: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_until: Date | null;
  locked_by: string | null;
  last_error: string | null;
  fair_key: string | null;
  fair_turn: string | number;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export const toJob = (r: JobRow): Job => ({
  id: r.id,
  type: r.type,
  payload: r.payload,
  idempotencyKey: r.idempotency_key,
  status: r.status,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  runAt: r.run_at,
  lockedUntil: r.locked_until,
  lockedBy: r.locked_by,
  lastError: r.last_error,
  fairKey: r.fair_key ?? null,
  fairTurn: Number(r.fair_turn ?? 0),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  completedAt: r.completed_at,
});
