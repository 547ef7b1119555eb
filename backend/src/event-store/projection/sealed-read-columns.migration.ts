import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdentifier } from './batch-upsert';
import { activeTable } from './read-model-migrations';

/** The read models whose personal columns became sealed (docs/adr/127): their tables are built again from the log. */
export const SEALED_READ_MODELS = [
  'case_details',
  'document_revisions',
  'support_tickets',
  'support_ticket_replies',
  'attorney_referral_requests',
  'attorney_referrals',
  'mailings',
  'subscriptions',
  'case_document_revisions',
] as const;

/**
 * Personal columns of these read tables are now stored sealed with the subject's key (`bytea`), which an `ALTER`
 * cannot produce (the keys live in the application). The old table, its view and its registration are dropped;
 * at start `ensureProjection` creates the new shape and the projection replays the log into it (the old plaintext
 * stays in the dropped files' free blocks: docs/adr/127). Nothing to do before the projections exist.
 */
export class SealReadColumns1797400000000 implements MigrationInterface {
  name = 'SealReadColumns1797400000000';

  async up(q: QueryRunner): Promise<void> {
    await dropForRebuild(q, SEALED_READ_MODELS);
  }

  async down(): Promise<void> {
    // The plaintext shape is not brought back.
  }
}

/**
 * The lookup log's `email` (an address an auditor typed that matched no account) became sealed under the
 * auditor's key (docs/adr/127, 132), the last plain personal column of a read table: rebuilt from the log as above.
 */
export class SealAuditLookupEmails1798220000000 implements MigrationInterface {
  name = 'SealAuditLookupEmails1798220000000';

  async up(q: QueryRunner): Promise<void> {
    await dropForRebuild(q, ['audit_lookups']);
  }

  async down(): Promise<void> {
    // The plaintext shape is not brought back.
  }
}

/** Drops read models' live tables, views and registrations, so `ensureProjection` rebuilds them from the log. */
async function dropForRebuild(q: QueryRunner, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const active = await activeTable(q, name);
    if (!active) continue;
    await q.query(`DROP VIEW IF EXISTS ${quoteIdentifier(active.view)}`);
    await q.query(`DROP TABLE IF EXISTS ${quoteIdentifier(active.table)}`);
    await q.query(`DELETE FROM es.projections WHERE name = $1`, [name]);
  }
}
