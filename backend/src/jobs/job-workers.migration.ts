import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Worker identity and heartbeat (issue 11 point 5). Each worker process registers a row (its id is what it writes
 * in `jobs.locked_by`) with its host and pid, and beats every couple of seconds. A restarted worker finds the
 * earlier incarnations on its host whose process is gone and releases their leases at once; any worker releases
 * the leases of a worker whose heartbeat stopped, long before the 60 s lease would run out.
 */
export class CreateJobWorkers1796011000000 implements MigrationInterface {
  name = 'CreateJobWorkers1796011000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_workers (
        id           text        PRIMARY KEY,
        host         text        NOT NULL,
        pid          int         NOT NULL,
        started_at   timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now(),
        stopped_at   timestamptz NULL
      )`);
    await q.query(`CREATE INDEX job_workers_live_idx ON job_workers (heartbeat_at) WHERE stopped_at IS NULL`);
    await q.query(`CREATE INDEX jobs_locked_by_idx ON jobs (locked_by) WHERE status = 'running'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_locked_by_idx`);
    await q.query(`DROP TABLE job_workers`);
  }
}
