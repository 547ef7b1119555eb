import type { ReferralRequested } from '../../referrals/referral-request.events';
import { deterministicUuid } from '../../../common/deterministic-uuid';
import type { RecordedEvent } from '../../../event-store/event-store';
import { execSql } from '../../../database/sql';
import { batchUpsert, quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../event-store/projection/projection';
import { ATTORNEY_REFERRAL_COLUMNS } from './referral-request.row';

export const ATTORNEY_REFERRALS_VIEW = 'rm_attorney_referrals';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'referral_request_id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'case_id', type: 'uuid' },
  { name: 'attorney_id', type: 'uuid' },
  { name: 'attorney_name', type: 'text' },
  { name: 'kind', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'referral_notes', type: 'bytea' },
  { name: 'created_at', type: 'timestamptz' },
] as const;

/** One referral row's id: the same for the same request and attorney, so a replay writes the same row. */
export const attorneyReferralId = (referralRequestId: string, attorneyId: string) =>
  deterministicUuid(`attorney-referral:${referralRequestId}:${attorneyId}`);

/**
 * The spec's `attorney_referrals` (§3): one row per attorney a referral went to, status `sent`. Written once per
 * ReferralRequested (rows never change afterwards).
 *
 * Hand-written, not rowPerStreamProjection: one request fans out to a row per attorney, written once.
 */
export const attorneyReferralsProjection: ProjectionDefinition = {
  name: 'attorney_referrals',
  view: ATTORNEY_REFERRALS_VIEW,
  columns: ATTORNEY_REFERRAL_COLUMNS,
  handles: ['ReferralRequested'],

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                  uuid        PRIMARY KEY,
         referral_request_id uuid        NOT NULL,
         user_id             uuid        NOT NULL,
         case_id             uuid        NULL,
         attorney_id         uuid        NOT NULL,
         attorney_name       text        NOT NULL,
         kind                text        NOT NULL,
         status              text        NOT NULL DEFAULT 'sent',
         referral_notes      bytea       NULL,
         created_at          timestamptz NOT NULL
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
      `CREATE INDEX ${quoteIdentifier(`${table}_case_idx`)} ON ${quoteIdentifier(table)} (case_id) WHERE case_id IS NOT NULL`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE referral_request_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'referral-request'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    const rows = new Map<string, { user_id: string } & Record<string, unknown>>();
    for (const recorded of events) {
      if (recorded.type !== 'ReferralRequested') continue;
      const d = (recorded as unknown as ReferralRequested).data;
      for (const attorney of d.attorneys) {
        const id = attorneyReferralId(d.referralRequestId, attorney.attorneyId);
        rows.set(id, {
          id,
          referral_request_id: d.referralRequestId,
          user_id: d.userId,
          case_id: d.caseId,
          attorney_id: attorney.attorneyId,
          attorney_name: attorney.name,
          kind: d.kind,
          status: 'sent',
          referral_notes: d.notes ?? (d.kind === 'matched' ? d.description : null),
          created_at: d.requestedAt,
        });
      }
    }
    await batchUpsert(tx, {
      table,
      columns: COLUMNS,
      key: ['id'],
      rows: await ATTORNEY_REFERRAL_COLUMNS.seal(values, [...rows.values()], tx),
    });
  },
};
