import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-user fair ordering of jobs (issue 11 point 3). `fair_key` names whose work a job is (the case owner for a
 * document); `fair_turn` is the job's turn, given at enqueue: one after the key's last unfinished job, and never
 * before the lowest turn still unfinished (the turn the queue is serving now). Workers take jobs by turn, so keys are served round-robin and one
 * user's burst of 40 waits behind everyone else's next job.
 */
export class AddJobsFairTurns1796013000000 implements MigrationInterface {
  name = 'AddJobsFairTurns1796013000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs ADD COLUMN fair_key text NULL, ADD COLUMN fair_turn bigint NOT NULL DEFAULT 0`);
    await q.query(
      `CREATE INDEX jobs_unfinished_fair_key_idx ON jobs (fair_key, fair_turn) WHERE status IN ('queued', 'running')`,
    );
    await q.query(`CREATE INDEX jobs_unfinished_turn_idx ON jobs (fair_turn) WHERE status IN ('queued', 'running')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_unfinished_turn_idx`);
    await q.query(`DROP INDEX jobs_unfinished_fair_key_idx`);
    await q.query(`ALTER TABLE jobs DROP COLUMN fair_turn, DROP COLUMN fair_key`);
  }
}
