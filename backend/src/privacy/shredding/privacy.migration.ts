import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Crypto-shredding state (docs/adr/120):
 * - `privacy.subject_keys`: one AES-256 key per data subject, wrapped by the master key (`kek_id` says which);
 *   erasure nulls `wrapped_key` and keeps the row as a tombstone;
 * - `privacy.stream_subjects`: which subject owns which stream (cases, subscriptions), for sealing later events
 *   of the stream, erasing a subject's derived copies and retention;
 * - `privacy.settings`: the master key id the keys are wrapped with (a process with another key refuses to start);
 * - `privacy.removed_streams`: what the retention job deleted and when (no personal data), for auditors.
 * Keep this schema out of long-lived backups, or give it a shorter backup retention: a restored key un-erases.
 */
export class CreatePrivacy1796600000001 implements MigrationInterface {
  name = 'CreatePrivacy1796600000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA privacy`);
    await q.query(`
      CREATE TABLE privacy.subject_keys (
        subject_id  text        PRIMARY KEY,
        wrapped_key bytea       NULL,
        kek_id      text        NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        erased_at   timestamptz NULL,
        CONSTRAINT subject_keys_erased_check CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
      )`);
    await q.query(`
      CREATE TABLE privacy.stream_subjects (
        stream_id  text        PRIMARY KEY,
        subject_id text        NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stream_subjects_subject_idx ON privacy.stream_subjects (subject_id)`);
    await q.query(`CREATE TABLE privacy.settings (name text PRIMARY KEY, value text NOT NULL)`);
    await q.query(`
      CREATE TABLE privacy.removed_streams (
        stream_id   text        PRIMARY KEY,
        events      bigint      NOT NULL,
        last_hash   bytea       NULL,
        closed_at   timestamptz NOT NULL,
        removed_at  timestamptz NOT NULL,
        reason      text        NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA privacy CASCADE`);
  }
}
