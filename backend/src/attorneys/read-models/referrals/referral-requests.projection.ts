import {
  REFERRAL_REQUEST_EVENT_TYPES,
  type ReferralRequestEvent,
} from '../../referrals/referral-request.events';
import { execSql } from '../../../database/sql';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import type { ProjectionDefinition } from '../../../event-store/projection/projection';
import { rowPerStreamProjection } from '../../../event-store/projection/row-per-stream-projection';
import { REFERRAL_REQUEST_COLUMNS } from './referral-request.row';

export const REFERRAL_REQUESTS_VIEW = 'rm_attorney_referral_requests';

/** An attorney as the user's referral list shows them (no contact details). */
export interface ReferralRequestAttorney {
  attorneyId: string;
  name: string;
  firm: string;
  city: string;
  state: string;
  source: 'sample' | 'import';
}

/** One row per referral request: what was asked, to whom it went, how it was paid. */
export interface ReferralRequestRow {
  id: string;
  user_id: string;
  kind: string;
  status: 'awaiting_payment' | 'sent';
  case_id: string | null;
  case_type: string;
  specialty: string | null;
  state: string;
  description: string;
  urgency: string | null;
  budget: string | null;
  contact_email: string;
  contact_phone: string | null;
  notes: string | null;
  attorneys: ReferralRequestAttorney[];
  fee_amount: number;
  payment_method: string | null;
  payment_intent_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'kind', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'case_id', type: 'uuid' },
  { name: 'case_type', type: 'text' },
  { name: 'specialty', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'description', type: 'bytea' },
  { name: 'urgency', type: 'text' },
  { name: 'budget', type: 'text' },
  { name: 'contact_email', type: 'bytea' },
  { name: 'contact_phone', type: 'bytea' },
  { name: 'notes', type: 'bytea' },
  { name: 'attorneys', type: 'jsonb' },
  { name: 'fee_amount', type: 'integer' },
  { name: 'payment_method', type: 'text' },
  { name: 'payment_intent_id', type: 'text' },
  { name: 'version', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

function evolveRequest(
  row: ReferralRequestRow | undefined,
  event: Exclude<ReferralRequestEvent, { type: 'ReferralRequestWithdrawn' }>,
  version: number,
): ReferralRequestRow {
  const d = event.data;
  const at = event.type === 'ReferralRequestOpened' ? event.data.openedAt : event.data.requestedAt;
  const base: ReferralRequestRow = {
    id: d.referralRequestId,
    user_id: d.userId,
    kind: d.kind,
    status: 'awaiting_payment',
    case_id: d.caseId,
    case_type: d.caseType,
    specialty: d.specialty,
    state: d.state,
    description: d.description,
    urgency: d.urgency,
    budget: d.budget,
    contact_email: d.contactEmail,
    contact_phone: d.contactPhone,
    notes: d.notes,
    attorneys: d.attorneys.map(({ attorneyId, name, firm, city, state, source }) => ({
      attorneyId,
      name,
      firm,
      city,
      state,
      source,
    })),
    fee_amount: row?.fee_amount ?? 0,
    payment_method: null,
    payment_intent_id: row?.payment_intent_id ?? null,
    version,
    created_at: row?.created_at ?? at,
    updated_at: at,
  };
  if (event.type === 'ReferralRequestOpened') {
    return { ...base, fee_amount: event.data.fee, payment_intent_id: event.data.paymentIntentId };
  }
  const payment = event.data.payment;
  return {
    ...base,
    status: 'sent',
    payment_method: payment.method,
    fee_amount: payment.method === 'paid' ? payment.amount : 0,
    payment_intent_id: payment.method === 'paid' ? payment.paymentIntentId : base.payment_intent_id,
  };
}

/** Referral requests (spec §3 attorney referral request) for the user's list and the referral page. */
export const referralRequestsProjection: ProjectionDefinition = rowPerStreamProjection<
  ReferralRequestRow,
  ReferralRequestEvent
>({
  name: 'attorney_referral_requests',
  view: REFERRAL_REQUESTS_VIEW,
  columns: REFERRAL_REQUEST_COLUMNS,
  handles: REFERRAL_REQUEST_EVENT_TYPES,
  tableColumns: COLUMNS,
  idOf: (event) => event.data.referralRequestId,
  evolve(row, event, version) {
    if (row && row.version >= version) return row; // replayed: already in the row
    // Withdrawn (issue 32): it leaves the claimant's list; the stream keeps the history.
    if (event.type === 'ReferralRequestWithdrawn') return undefined;
    return evolveRequest(row, event, version);
  },
  forget: { column: 'id', streamType: 'referral-request' },

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                uuid        PRIMARY KEY,
         user_id           uuid        NOT NULL,
         kind              text        NOT NULL,
         status            text        NOT NULL,
         case_id           uuid        NULL,
         case_type         text        NOT NULL,
         specialty         text        NULL,
         state             text        NOT NULL,
         description       bytea       NOT NULL,
         urgency           text        NULL,
         budget            text        NULL,
         contact_email     bytea       NOT NULL,
         contact_phone     bytea       NULL,
         notes             bytea       NULL,
         attorneys         jsonb       NOT NULL,
         fee_amount        integer     NOT NULL,
         payment_method    text        NULL,
         payment_intent_id text        NULL,
         version           bigint      NOT NULL,
         created_at        timestamptz NOT NULL,
         updated_at        timestamptz NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_user_idx`)} ON ${quoteIdentifier(table)} (user_id, created_at DESC)`,
    );
  },
});
