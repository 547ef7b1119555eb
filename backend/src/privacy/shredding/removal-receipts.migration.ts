import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `privacy.removed_streams.mac` (docs/adr/211): retention signs each removal (stream id, event count, last hash)
 * under the audit anchor key, so a row written by anyone else does not excuse a stream missing since the anchor.
 */
export class SignRemovedStreams1798370000000 implements MigrationInterface {
  name = 'SignRemovedStreams1798370000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE privacy.removed_streams ADD COLUMN mac bytea NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE privacy.removed_streams DROP COLUMN mac`);
  }
}
