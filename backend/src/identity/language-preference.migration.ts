import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's language (issue 33, ADR 201): the site, its emails and its documents' reading copies. NULL until the
 * person chooses (or an account opened from a Spanish page takes that page's): emails then go in English.
 */
export class AddUserLanguage1797900000000 implements MigrationInterface {
  name = 'AddUserLanguage1797900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN language text NULL
         CONSTRAINT users_language_check CHECK (language IN ('en', 'es'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
