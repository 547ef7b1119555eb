import { AUDIT_LOG_EVENT_TYPES } from '../../audit-log.events';
import type { RecordedEvent } from '../../../event-store/event-store';
import { batchUpsert, quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../event-store/projection/projection';
import { execSql } from '../../../database/sql';
import { AUDIT_LOOKUP_COLUMNS, AUDIT_LOOKUPS_VIEW, auditLookupRow } from './audit-lookup.row';

export { AUDIT_LOOKUPS_VIEW };

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'auditor_id', type: 'uuid' },
  { name: 'auditor_role', type: 'text' },
  { name: 'kind', type: 'text' },
  { name: 'case_id', type: 'uuid' },
  { name: 'email', type: 'bytea' },
  { name: 'matched_user_id', type: 'uuid' },
  { name: 'case_ids', type: 'jsonb' },
  { name: 'as_of', type: 'timestamptz' },
  { name: 'found', type: 'boolean' },
  { name: 'looked_up_at', type: 'timestamptz' },
  { name: 'global_position', type: 'bigint' },
] as const;

/**
 * The audit lookup log (ADR 130): one row per lookup a staff member or auditor made, newest first for staff.
 * Insert-only and keyed by the event id, so a replay writes the same rows.
 *
 * Hand-written, not rowPerStreamProjection: insert-only, one row per event, nothing to fold.
 */
export const auditLookupsProjection: ProjectionDefinition = {
  name: 'audit_lookups',
  view: AUDIT_LOOKUPS_VIEW,
  columns: AUDIT_LOOKUP_COLUMNS,
  handles: AUDIT_LOG_EVENT_TYPES,
  batchSize: 500,
  rebuildBatchSize: 5_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id              uuid        PRIMARY KEY,
         auditor_id      uuid        NOT NULL,
         auditor_role    text        NOT NULL,
         kind            text        NOT NULL CHECK (kind IN ('case', 'email')),
         case_id         uuid        NULL,
         email           bytea       NULL,
         matched_user_id uuid        NULL,
         case_ids        jsonb       NOT NULL DEFAULT '[]',
         as_of           timestamptz NULL,
         found           boolean     NOT NULL,
         looked_up_at    timestamptz NOT NULL,
         global_position bigint      NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    const t = quoteIdentifier(table);
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_recent_idx`)} ON ${t} (looked_up_at DESC, global_position DESC)`,
    );
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_auditor_idx`)} ON ${t} (auditor_id, looked_up_at DESC)`,
    );
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_matched_idx`)} ON ${t} (matched_user_id) WHERE matched_user_id IS NOT NULL`,
    );
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_cases_idx`)} ON ${t} USING gin (case_ids jsonb_path_ops)`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE auditor_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'audit-log'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    await batchUpsert(tx, {
      table,
      columns: COLUMNS,
      key: ['id'],
      rows: await AUDIT_LOOKUP_COLUMNS.seal(values, events.map(auditLookupRow), tx),
    });
  },
};
