import { CASE_EVENT_TYPES, type CaseEvent } from '../../../backend/src/cases/case.events';
import type { RecordedEvent } from '../../../backend/src/event-store/event-store';
import {
  batchUpsert,
  loadRowsForUpdate,
  quoteIdentifier,
  storedRow,
} from '../../../backend/src/event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../backend/src/event-store/projection/projection';
import { execSql } from '../../../backend/src/database/sql';
import { CASE_COLUMNS, evolveCaseRow, withCard, type CaseRow } from './case-details.row';

export const CASES_VIEW = 'rm_cases';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'case_type', type: 'text' },
  { name: 'title', type: 'bytea' },
  { name: 'status', type: 'text' },
  { name: 'form_data', type: 'bytea' },
  { name: 'amount', type: 'numeric' },
  { name: 'state', type: 'text' },
  { name: 'document_type', type: 'text' },
  { name: 'document_url', type: 'text' },
  { name: 'document_content', type: 'bytea' },
  { name: 'document_title', type: 'bytea' },
  { name: 'generated_document', type: 'bytea' },
  { name: 'review_notes', type: 'bytea' },
  { name: 'complexity_score', type: 'numeric' },
  { name: 'complexity_reasons', type: 'bytea' },
  { name: 'card', type: 'bytea' },
  { name: 'document_length', type: 'integer' },
  { name: 'plaintiff_email_hash', type: 'bytea' },
  { name: 'version', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

const toRow = (stored: Record<string, unknown>) => storedRow<CaseRow>(stored);

/** The `cases` read model (spec §3): one row per case, for My Documents and the case pages. */
export const caseDetailsProjection: ProjectionDefinition = {
  name: 'case_details',
  view: CASES_VIEW,
  columns: CASE_COLUMNS,
  handles: CASE_EVENT_TYPES,
  batchSize: 500,
  rebuildBatchSize: 5_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                 uuid          PRIMARY KEY,
         user_id            uuid          NOT NULL,
         case_type          text          NOT NULL,
         title              bytea         NOT NULL,
         status             text          NOT NULL DEFAULT 'draft',
         form_data          bytea         NOT NULL,
         amount             numeric(10,2) NOT NULL,
         state              text          NOT NULL,
         document_type      text          NOT NULL,
         document_url       text,
         document_content   bytea,
         document_title     bytea,
         generated_document bytea,
         review_notes       bytea,
         complexity_score   numeric(4,2),
         complexity_reasons bytea,
         card               bytea         NOT NULL,
         document_length    integer       NOT NULL DEFAULT 0,
         plaintiff_email_hash bytea,
         version            bigint        NOT NULL,
         created_at         timestamptz   NOT NULL,
         updated_at         timestamptz   NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_user_idx`)} ON ${quoteIdentifier(table)} (user_id, created_at DESC)`,
    );
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_plaintiff_email_idx`)} ON ${quoteIdentifier(table)} (plaintiff_email_hash) WHERE plaintiff_email_hash IS NOT NULL`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'case'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    const caseEvents = events.filter((e) => (CASE_EVENT_TYPES as readonly string[]).includes(e.type));
    const ids = [...new Set(caseEvents.map((e) => (e.data as { caseId: string }).caseId))];
    const stored = await CASE_COLUMNS.open(
      values,
      await loadRowsForUpdate<Record<string, unknown>>(tx, table, 'id', 'uuid', ids),
      tx,
    );
    const rows = new Map<string, CaseRow | undefined>(stored.map((r) => [r.id as string, toRow(r)]));
    const touched = new Set<string>();
    for (const event of caseEvents) {
      const id = (event.data as { caseId: string }).caseId;
      const next = evolveCaseRow(rows.get(id), event as unknown as CaseEvent, Number(event.streamPosition));
      if (next !== rows.get(id)) touched.add(id);
      rows.set(id, next);
    }
    const changed = [...touched]
      .map((id) => rows.get(id))
      .filter((r): r is CaseRow => r !== undefined)
      .map(withCard);
    await batchUpsert(tx, {
      table,
      columns: COLUMNS,
      key: ['id'],
      rows: await CASE_COLUMNS.seal(values, changed, tx),
    });
  },
};
