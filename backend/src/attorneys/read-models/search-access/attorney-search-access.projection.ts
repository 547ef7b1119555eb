import { plainColumns } from '../../../event-store/sealed-columns';
import {
  ATTORNEY_SEARCH_EVENT_TYPES,
  type AttorneySearchEvent,
} from '../../access/attorney-search.events';
import { execSql } from '../../../database/sql';
import { AUTH_CHANGED_CHANNEL } from '../../../identity/auth-changed.channel';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import type { ProjectionDefinition } from '../../../event-store/projection/projection';
import { rowPerStreamProjection } from '../../../event-store/projection/row-per-stream-projection';

export const ATTORNEY_SEARCH_ACCESS_VIEW = 'rm_attorney_search_access';

/** One row per user who ever bought attorney search: until when it runs. */
export interface AttorneySearchAccessRow {
  user_id: string;
  valid_until: string;
  purchases: number;
  amount_paid: number;
  last_payment_intent_id: string;
  version: number;
  updated_at: string;
}

const COLUMNS = [
  { name: 'user_id', type: 'uuid' },
  { name: 'valid_until', type: 'timestamptz' },
  { name: 'purchases', type: 'integer' },
  { name: 'amount_paid', type: 'integer' },
  { name: 'last_payment_intent_id', type: 'text' },
  { name: 'version', type: 'bigint' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

/** The one-time attorney search purchases (DESIGN §6), for the search paywall. */
export const attorneySearchAccessProjection: ProjectionDefinition = rowPerStreamProjection<
  AttorneySearchAccessRow,
  AttorneySearchEvent
>({
  name: 'attorney_search_access',
  view: ATTORNEY_SEARCH_ACCESS_VIEW,
  // Who paid for attorney search and until when (docs/adr/127): a provider id is all the text it holds.
  columns: plainColumns(ATTORNEY_SEARCH_ACCESS_VIEW, ['last_payment_intent_id']),
  handles: ATTORNEY_SEARCH_EVENT_TYPES,
  tableColumns: COLUMNS,
  key: 'user_id',
  idOf: (event) => event.data.userId,
  evolve(row, event, version) {
    if (row && row.version >= version) return row; // replayed: already in the row
    return {
      user_id: event.data.userId,
      valid_until: event.data.validUntil,
      purchases: (row?.purchases ?? 0) + 1,
      amount_paid: (row?.amount_paid ?? 0) + event.data.amount,
      last_payment_intent_id: event.data.paymentIntentId,
      version,
      updated_at: event.data.purchasedAt,
    };
  },
  forget: { column: 'user_id', streamType: 'attorney-search' },
  // Sent at commit: every API process drops its cached search access of these users (ADR 006's channel).
  async onChanged(rows, tx) {
    if (rows.length === 0) return;
    await execSql(tx, `SELECT pg_notify($1, 'u:' || u) FROM unnest($2::text[]) AS u`, [
      AUTH_CHANGED_CHANNEL,
      rows.map((r) => r.user_id),
    ]);
  },

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         user_id                uuid        PRIMARY KEY,
         valid_until            timestamptz NOT NULL,
         purchases              integer     NOT NULL,
         amount_paid            integer     NOT NULL,
         last_payment_intent_id text        NOT NULL,
         version                bigint      NOT NULL,
         updated_at             timestamptz NOT NULL
       )`,
    );
  },
});
