import type { EntityManager } from 'typeorm';
import { ALL_PROJECTIONS } from '../all-projections';

/** A column that names a person (the same rule as the export's coverage test, plus authors and owners). */
const PERSON_COLUMN = /^(user_id|.+_user_id|subject_id|author_id|owner_id|auditor_id|email|.+_email)$/;
/** Column types that can hold free text or bytes, so personal data: each must be classified (docs/adr/127). */
const TEXT_TYPE = /^(text|varchar|character varying|char|jsonb?|bytea|citext)\b/i;

/** The columns (name → type) of the tables a projection creates, read from the SQL its createTable runs. */
async function columnsOf(
  create: (tx: EntityManager, table: string) => Promise<void>,
): Promise<Map<string, string>> {
  const statements: string[] = [];
  const tx = {
    queryRunner: {
      query: (sql: string) => {
        statements.push(sql);
        return Promise.resolve({ records: [], affected: 0 });
      },
    },
  } as unknown as EntityManager;
  await create(tx, 'probe_table');
  const columns = new Map<string, string>();
  for (const sql of statements) {
    const created = /^\s*CREATE TABLE[^(]*\(([\s\S]*)\)\s*$/i.exec(sql);
    if (created) {
      for (const line of splitTopLevel(created[1]!)) {
        const def = /^\s*"?([a-z_][a-z0-9_]*)"?\s+([a-z]+(?: varying)?(?:\[\])?)/i.exec(line);
        if (!def || /^(constraint|primary|unique|check|foreign|exclude)$/i.test(def[1]!)) continue;
        columns.set(def[1]!, def[2]!.trim());
      }
    }
    for (const added of sql.matchAll(
      /ADD COLUMN (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)"?\s+([a-z]+(?: varying)?(?:\[\])?)/gi,
    ))
      columns.set(added[1]!, added[2]!.trim());
  }
  return columns;
}

/** `a, b (c, d), e` → ['a', 'b (c, d)', 'e']. */
function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of body) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

describe('read models and erasure', () => {
  it('every projection can forget the rows of given streams, or only aggregates (add forgetStreams to a new one)', () => {
    const unclassified = ALL_PROJECTIONS.filter((p) => !p.forgetStreams && !p.aggregateOnly).map(
      (p) => p.name,
    );
    expect(unclassified).toEqual([]);
  });

  it('reads every table it creates (the column scan below sees columns)', async () => {
    const columns = await columnsOf(ALL_PROJECTIONS.find((p) => p.view === 'rm_mailings')!.createTable);
    expect(columns.get('to_address')).toBe('bytea');
    expect(columns.get('user_id')).toBe('uuid');
  });

  it('classifies every text, JSON and bytea column of a read table that names a person: sealed, keyed hash or plain (docs/adr/127)', async () => {
    const missing: string[] = [];
    for (const p of ALL_PROJECTIONS) {
      const columns = await columnsOf(p.createTable.bind(p));
      if (![...columns.keys()].some((c) => PERSON_COLUMN.test(c))) continue;
      const classes = p.columns?.classes() ?? new Map<string, string>();
      for (const [column, type] of columns)
        if (TEXT_TYPE.test(type) && !classes.has(column)) missing.push(`${p.view}.${column}`);
    }
    // No exceptions: the last one, rm_audit_lookups.email, is sealed since (docs/adr/132).
    expect(missing).toEqual([]);
  });
});
