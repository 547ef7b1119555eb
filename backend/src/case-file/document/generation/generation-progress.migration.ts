import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live stage of a document being generated (drafting → rendering), for the progress indicator. A UI hint
 * only: whether a document exists is decided by the case stream (DocumentGenerated), never by this table.
 */
export class CreateDocumentGenerationProgress1795700000000 implements MigrationInterface {
  name = 'CreateDocumentGenerationProgress1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document_generation_progress (
        case_id    uuid        PRIMARY KEY,
        job_id     uuid        NOT NULL,
        stage      text        NOT NULL CHECK (stage IN ('drafting', 'rendering', 'completed')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX jobs_generate_document_case_idx ON jobs ((payload->>'caseId'), created_at) WHERE type = 'generate-document'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_generate_document_case_idx`);
    await q.query(`DROP TABLE document_generation_progress`);
  }
}
