import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram matching for the staff search by email or subject (`ILIKE '%…%'` on `rm_support_tickets`, whose GIN
 * indexes the projection creates). pg_trgm ships with PostgreSQL's contrib modules (embedded PostgreSQL included)
 * and is a trusted extension, so the database owner may create it.
 */
export class EnableTrigramSearch1796490000000 implements MigrationInterface {
  name = 'EnableTrigramSearch1796490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  }

  async down(): Promise<void> {
    // Left in place: other objects may use it, and it holds no data.
  }
}
