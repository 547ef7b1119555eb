import { columnPolicy } from '../../../backend/src/event-store/sealed-columns';
import type { AuditLogEvent } from '../../../backend/src/audit/audit-log.events';
import { AUDIT_LOG_EVENT_TYPES } from '../../../backend/src/audit/audit-log.events';
import type { RecordedEvent } from '../../../backend/src/event-store/event-store';
import { batchUpsert, quoteIdentifier } from '../../../backend/src/event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../backend/src/event-store/projection/projection';
import { execSql } from '../../../backend/src/database/sql';

export const AUDIT_LOOKUPS_VIEW = 'rm_audit_lookups';

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

/** One row of the lookup log, in column names. */
export interface AuditLookupRow {
  id: string;
  auditor_id: string;
  auditor_role: string;
  kind: 'case' | 'email';
  case_id: string | null;
  /** An address typed that matched no account: sealed on disk ({@link AUDIT_LOOKUP_COLUMNS}). */
  email: string | null;
  matched_user_id: string | null;
  case_ids: string[];
  as_of: string | null;
  found: boolean;
  looked_up_at: string;
  global_position: bigint;
}

export function auditLookupRow(event: RecordedEvent): AuditLookupRow {
  const e = event as unknown as AuditLogEvent;
  const base = {
    id: event.eventId,
    auditor_id: e.data.auditorId,
    auditor_role: e.data.auditorRole,
    looked_up_at: e.data.lookedUpAt,
    global_position: event.position.globalPosition,
  };
  switch (e.type) {
    case 'CaseHistoryLookedUp':
      return {
        ...base,
        kind: 'case',
        case_id: e.data.caseId,
        email: null,
        matched_user_id: null,
        case_ids: [e.data.caseId],
        as_of: e.data.asOf,
        found: e.data.found,
      };
    case 'CasesLookedUpByEmail':
      return {
        ...base,
        kind: 'email',
        case_id: null,
        // An account's email is read from the account (gone with it): only a search that matched no account
        // keeps the text the auditor typed (under the auditor's key in the log, erased with them).
        email: e.data.matchedUserId === null ? e.data.email : null,
        matched_user_id: e.data.matchedUserId,
        case_ids: e.data.caseIds,
        as_of: null,
        found: e.data.matchedUserId !== null || e.data.caseIds.length > 0,
      };
    default: {
      const _exhaustive: never = e;
      throw new Error(`Unexpected audit log event ${(event as { type: string }).type}`);
    }
  }
}

/**
 * Who looked up what (docs/adr/127): the address an auditor typed that matched no account is sealed under the
 * auditor's key, the key its event is sealed under (the audit log stream's owner, ADR 131), so it reads as "[erased]"
 * once the auditor is erased. Readers select `auditor_id` with `email` and `open` the rows.
 */
export const AUDIT_LOOKUP_COLUMNS = columnPolicy<Pick<AuditLookupRow, 'auditor_id'>>({
  table: AUDIT_LOOKUPS_VIEW,
  subject: (row) => row.auditor_id,
  sealed: { email: 'text' },
  plain: ['auditor_role', 'kind', 'case_ids'],
});

/**
 * The audit lookup log (ADR 130): one row per lookup a staff member or auditor made, newest first for staff.
 * Insert-only and keyed by the event id, so a replay writes the same rows.
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
