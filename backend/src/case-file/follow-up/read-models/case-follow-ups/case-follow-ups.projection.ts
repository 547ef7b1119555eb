import { plainColumns } from '../../../../event-store/sealed-columns';
import { execSql } from '../../../../database/sql';
import { quoteIdentifier } from '../../../../event-store/projection/batch-upsert';
import type { ProjectionDefinition } from '../../../../event-store/projection/projection';
import { rowPerStreamProjection } from '../../../../event-store/projection/row-per-stream-projection';
import { FOLLOW_UP_EVENT_TYPES } from '../../follow-up.events';
import { MAILING_EVENT_TYPES } from '../../../mailing/mailing.events';
import {
  evolveFollowUpRow,
  toFollowUpRow,
  type CaseFollowUpRow,
  type FollowUpRowEvent,
} from './case-follow-up.row';

export const CASE_FOLLOW_UPS_VIEW = 'rm_case_follow_ups';

const COLUMNS = [
  { name: 'case_id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'state', type: 'text' },
  { name: 'case_type', type: 'text' },
  { name: 'incident_date', type: 'text' },
  { name: 'agreement_form', type: 'text' },
  { name: 'document_ready_at', type: 'timestamptz' },
  { name: 'printed_response_due_date', type: 'text' },
  { name: 'letters', type: 'jsonb' },
  { name: 'delivered_at', type: 'timestamptz' },
  { name: 'mailed_through_suego', type: 'boolean' },
  { name: 'outcome', type: 'text' },
  { name: 'outcome_amount_cents', type: 'bigint' },
  { name: 'outcome_recorded_at', type: 'timestamptz' },
  { name: 'outcome_via', type: 'text' },
  { name: 'reminders', type: 'jsonb' },
  { name: 'version', type: 'bigint' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

/** The case-stream events this read model folds: the case's own that it needs, every mailing's, the follow-up's. */
const HANDLES = [
  'CaseOpened',
  'CaseDetailsRevised',
  'DocumentGenerated',
  'RevisionSaved',
  'RevisionActivated',
  ...MAILING_EVENT_TYPES,
  ...FOLLOW_UP_EVENT_TYPES,
];

/**
 * `rm_case_follow_ups` (issue 29): one row per case with what happened after its letter, for the case's timeline,
 * its calendar, the My Documents card and the staff's outcome figures.
 */
export const caseFollowUpsProjection: ProjectionDefinition = rowPerStreamProjection<CaseFollowUpRow, FollowUpRowEvent>({
  name: 'case_follow_ups',
  view: CASE_FOLLOW_UPS_VIEW,
  // After the letter (docs/adr/127): codes, dates and the letters' carrier tracking (ids, statuses, dates), the
  // answers the last-day-to-sue rule needs (state, case type, incident date, agreement form); no text a person wrote.
  columns: plainColumns(CASE_FOLLOW_UPS_VIEW, [
    'state',
    'case_type',
    'incident_date',
    'agreement_form',
    'printed_response_due_date',
    'letters',
    'outcome',
    'outcome_via',
    'reminders',
  ]),
  handles: HANDLES,
  tableColumns: COLUMNS,
  key: 'case_id',
  idOf: (event) => event.data.caseId,
  evolve: (row, event, position, recorded) =>
    evolveFollowUpRow(row, event, position, recorded.createdAt.toISOString()),
  fromStored: toFollowUpRow,
  forget: { column: 'case_id', streamType: 'case' },

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         case_id                   uuid        PRIMARY KEY,
         user_id                   uuid        NOT NULL,
         state                     text,
         case_type                 text,
         incident_date             text,
         agreement_form            text,
         document_ready_at         timestamptz,
         printed_response_due_date text,
         letters                   jsonb       NOT NULL,
         delivered_at              timestamptz,
         mailed_through_suego      boolean     NOT NULL,
         outcome                   text,
         outcome_amount_cents      bigint,
         outcome_recorded_at       timestamptz,
         outcome_via               text,
         reminders                 jsonb       NOT NULL,
         version                   bigint      NOT NULL,
         updated_at                timestamptz NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_user_idx`)} ON ${quoteIdentifier(table)} (user_id)`,
    );
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_outcome_idx`)} ON ${quoteIdentifier(table)} (outcome_recorded_at)
        WHERE outcome IS NOT NULL`,
    );
  },
});
