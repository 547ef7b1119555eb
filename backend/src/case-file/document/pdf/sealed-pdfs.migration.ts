import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored PDFs are sealed with their case owner's key (docs/adr/129), which `subject_id` names. Prints of revisions
 * (`document_pdfs`) are a cache and are dropped here (printed again, sealed, at the next download); the proofs of
 * mailed letters cannot be printed again byte for byte, so they keep a null `subject_id` until MailingPrints seals
 * them at its next start.
 */
export class SealStoredPdfs1798210000001 implements MigrationInterface {
  name = 'SealStoredPdfs1798210000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM document_pdfs`);
    await q.query(`ALTER TABLE document_pdfs ADD COLUMN subject_id text NOT NULL`);
    await q.query(`ALTER TABLE mailing_proofs ADD COLUMN subject_id text NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Sealed prints cannot be read back without the keys: the cache starts empty, sealed proofs go.
    await q.query(`DELETE FROM document_pdfs`);
    await q.query(`ALTER TABLE document_pdfs DROP COLUMN subject_id`);
    await q.query(`DELETE FROM mailing_proofs WHERE subject_id IS NOT NULL`);
    await q.query(`ALTER TABLE mailing_proofs DROP COLUMN subject_id`);
  }
}
