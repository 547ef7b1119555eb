import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The jobs table (research §3, §5.8): side effects that must survive a crash (document generation, e-mails),
 * claimed with FOR UPDATE SKIP LOCKED under a lease, retried with exponential backoff, dead after max_attempts.
 * `idempotency_key` is unique: enqueueing the same work twice yields one job.
 */
export class CreateJobs1795300000001 implements MigrationInterface {
  name = 'CreateJobs1795300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jobs (
        id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
        type            text        NOT NULL,
        payload         jsonb       NOT NULL DEFAULT '{}',
        idempotency_key text        NOT NULL CONSTRAINT jobs_idempotency_key_key UNIQUE,
        status          text        NOT NULL DEFAULT 'queued',
        attempts        int         NOT NULL DEFAULT 0,
        max_attempts    int         NOT NULL DEFAULT 5,
        run_at          timestamptz NOT NULL DEFAULT now(),
        locked_until    timestamptz NULL,
        locked_by       text        NULL,
        last_error      text        NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        completed_at    timestamptz NULL,
        CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'running', 'done', 'dead')),
        CONSTRAINT jobs_attempts_check CHECK (attempts >= 0 AND max_attempts >= 1),
        CONSTRAINT jobs_type_check CHECK (type <> '')
      )`);
    await q.query(`CREATE INDEX jobs_ready_idx ON jobs (run_at) WHERE status IN ('queued', 'running')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE jobs`);
  }
}
