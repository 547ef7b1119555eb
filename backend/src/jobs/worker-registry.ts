import type { DataSource } from 'typeorm';
import { execSql } from '../database/sql';

/** A worker process as `job_workers` knows it. */
export interface WorkerIdentity {
  /** Written in `jobs.locked_by`; unique per process start. */
  id: string;
  host: string;
  pid: number;
}

/** The workers registered by this very process and not yet stopped (several share a pid in tests and replicas). */
const registeredHere = new Set<string>();

/**
 * True when the worker's process still runs: a process with its pid exists on this host (EPERM: it exists, it is
 * just not ours to signal). A row with our own pid is an earlier incarnation that had our pid (e.g. pid 1 in a
 * container), unless this process registered that worker itself and has not stopped it.
 */
function workerAlive(worker: { id: string; pid: number }): boolean {
  if (worker.pid === process.pid) return registeredHere.has(worker.id);
  try {
    process.kill(worker.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Leases of dead workers end now: the claim query takes jobs whose `locked_until` has passed. */
const RELEASE_LEASES = `
  UPDATE jobs SET locked_until = now() - interval '1 second', updated_at = now()
   WHERE status = 'running' AND locked_by = ANY($1::text[]) AND locked_until >= now() - interval '1 second'`;

/**
 * Worker identity and heartbeat over `job_workers` (issue 11 point 5). A crashed worker's jobs wait for its lease
 * (60 s) unless someone knows it is dead sooner: its successor on the same host (its pid is gone) knows at start,
 * and every worker knows once the heartbeat has been silent for `deadAfterMs`. Either way the dead worker's leases
 * are ended at once and the jobs are claimed again (attempt + 1; completion stays fenced on worker and attempt, so
 * a worker wrongly taken for dead cannot mark a job it lost).
 */
export class WorkerRegistry {
  constructor(
    private readonly dataSource: DataSource,
    readonly me: WorkerIdentity,
  ) {}

  /** Registers this worker and releases the leases of earlier incarnations on this host whose process is gone. */
  async register(): Promise<string[]> {
    const { id, host, pid } = this.me;
    const { rows } = await execSql<{ id: string; pid: number }>(
      this.dataSource,
      `SELECT id, pid FROM job_workers WHERE host = $1 AND id <> $2 AND stopped_at IS NULL`,
      [host, id],
    );
    const dead = rows.filter((w) => !workerAlive(w)).map((w) => w.id);
    await this.dataSource.transaction(async (tx) => {
      await execSql(
        tx,
        `INSERT INTO job_workers (id, host, pid) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET host = EXCLUDED.host, pid = EXCLUDED.pid, heartbeat_at = now(), stopped_at = NULL`,
        [id, host, pid],
      );
      if (dead.length > 0) {
        await execSql(tx, `UPDATE job_workers SET stopped_at = now() WHERE id = ANY($1::text[])`, [dead]);
        await execSql(tx, RELEASE_LEASES, [dead]);
      }
      // Old rows go; a stopped worker's row is kept a day for whoever looks at its jobs' history.
      await execSql(tx, `DELETE FROM job_workers WHERE stopped_at < now() - interval '1 day'`);
    });
    registeredHere.add(id);
    return dead;
  }

  /** This worker is alive (and un-stops itself if it had been taken for dead). */
  async beat(): Promise<void> {
    const { id, host, pid } = this.me;
    await execSql(
      this.dataSource,
      `INSERT INTO job_workers (id, host, pid) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET host = EXCLUDED.host, pid = EXCLUDED.pid, heartbeat_at = now(), stopped_at = NULL`,
      [id, host, pid],
    );
  }

  /** Workers silent for longer than `deadAfterMs` are dead: their leases end now. Returns their ids. */
  async sweep(deadAfterMs: number): Promise<string[]> {
    return this.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ id: string }>(
        tx,
        `UPDATE job_workers SET stopped_at = now()
          WHERE stopped_at IS NULL AND id <> $1 AND heartbeat_at < now() - make_interval(secs => $2)
          RETURNING id`,
        [this.me.id, deadAfterMs / 1000],
      );
      const dead = rows.map((r) => r.id);
      if (dead.length > 0) await execSql(tx, RELEASE_LEASES, [dead]);
      return dead;
    });
  }

  /** A clean stop (no jobs in hand any more). */
  async deregister(): Promise<void> {
    registeredHere.delete(this.me.id);
    await execSql(this.dataSource, `UPDATE job_workers SET stopped_at = now() WHERE id = $1`, [this.me.id]);
  }
}
