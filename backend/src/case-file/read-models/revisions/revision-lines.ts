import { execSql } from '../../../database/sql';
import { batchUpsert, quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import type { ProjectionDefinition } from '../../../event-store/projection/projection';
import type { ColumnPolicy } from '../../../event-store/sealed-columns';
import type { SealedValues } from '../../../event-store/sealed-values';

type Tx = Parameters<ProjectionDefinition['apply']>[1];
type Row = Record<string, unknown>;

/**
 * The two revision read models (the case's first document, `rm_document_revisions`, and its later documents,
 * `rm_case_document_revisions`, ADR 180) store a batch the same way; only the line a revision belongs to differs.
 */

/** Whose key seals each revision: the owner of its case's stream (docs/adr/127). */
export async function assignCaseOwners(tx: Tx, values: SealedValues, rows: Row[]): Promise<void> {
  const owners = await values.streamOwners([...new Set(rows.map((r) => `case-${r.case_id as string}`))], tx);
  for (const row of rows) row.subject_id = owners.get(`case-${row.case_id as string}`) ?? null;
}

/**
 * Writes the batch's revisions sealed, then leaves exactly one revision active on each line it touched (`line`:
 * the column naming the line, `active`: line id → its active revision; the one-active constraint is checked at
 * commit).
 */
export async function storeRevisions(
  tx: Tx,
  store: {
    table: string;
    columns: Parameters<typeof batchUpsert>[1]['columns'];
    policy: ColumnPolicy<{ subject_id?: string | null }>;
    values: SealedValues;
    rows: Row[];
    line: 'case_id' | 'document_id';
    active: Map<string, string>;
  },
): Promise<void> {
  const { table, line, active } = store;
  await batchUpsert(tx, {
    table,
    columns: store.columns,
    key: ['id'],
    rows: await store.policy.seal(store.values, store.rows, tx),
  });
  if (active.size === 0) return;
  await execSql(
    tx,
    `UPDATE ${quoteIdentifier(table)} AS t SET is_active = (t.id = a.revision_id)
       FROM unnest($1::uuid[], $2::uuid[]) AS a(line_id, revision_id)
      WHERE t.${line} = a.line_id AND t.is_active IS DISTINCT FROM (t.id = a.revision_id)`,
    [[...active.keys()], [...active.values()]],
  );
}
