import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One stored print per document revision (DocumentPdfStore); a cache of what the revision's content prints as. */
export class CreateDocumentPdfs1795900000000 implements MigrationInterface {
  name = 'CreateDocumentPdfs1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document_pdfs (
        revision_id uuid        PRIMARY KEY,
        html_sha256 bytea       NOT NULL CHECK (octet_length(html_sha256) = 32),
        pdf         bytea       NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE document_pdfs`);
  }
}
