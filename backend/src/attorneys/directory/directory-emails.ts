import type { EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';

/**
 * The addresses the directory holds now for these attorneys, active and real (not the fictional samples): the only
 * addresses an attorney email may go to (issue 22 point 7). Keyed by attorney id.
 */
export async function directoryEmails(tx: EntityManager, attorneyIds: readonly string[]): Promise<Map<string, string>> {
  if (attorneyIds.length === 0) return new Map();
  const { rows } = await execSql<{ id: string; email: string }>(
    tx,
    `SELECT id, email FROM attorneys WHERE id = ANY($1::uuid[]) AND is_active AND source <> 'sample'`,
    [attorneyIds],
  );
  return new Map(rows.map((r) => [r.id, r.email]));
}
