import { columnPolicy } from '../../../event-store/sealed-columns';

/**
 * Sealed under the claimant's key (docs/adr/127): what they wrote and how to reach them. The kind, status, case
 * type, specialty, state, urgency, budget range, the chosen attorneys (the public directory's names) and the
 * payment's ids stay readable.
 */
export const REFERRAL_REQUEST_COLUMNS = columnPolicy<{ user_id: string }>({
  table: 'rm_attorney_referral_requests',
  subject: (row) => row.user_id,
  sealed: { description: 'text', contact_email: 'text', contact_phone: 'text', notes: 'text' },
  plain: [
    'kind',
    'status',
    'case_type',
    'specialty',
    'state',
    'urgency',
    'budget',
    'attorneys',
    'payment_method',
    'payment_intent_id',
  ],
});

/** A referral's notes (what the claimant wrote) are sealed under their key; the attorney's name stays readable. */
export const ATTORNEY_REFERRAL_COLUMNS = columnPolicy<{ user_id: string }>({
  table: 'rm_attorney_referrals',
  subject: (row) => row.user_id,
  sealed: { referral_notes: 'text' },
  plain: ['attorney_name', 'kind', 'status'],
});
