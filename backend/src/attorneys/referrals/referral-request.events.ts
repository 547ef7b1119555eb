import type { Specialty } from '../directory/specialties';

/**
 * Events of the `referral-request-{id}` stream (DESIGN §4): a claimant asked SueGo to put them in touch with
 * attorneys. Personal data stays under plainly named fields (contactEmail, contactPhone, description, notes) so a
 * later per-subject encryption can find it. Type strings never change; new shapes get upcasters.
 */

/**
 * - `matched`: the Request Attorney Referral form; SueGo picks 2-3 attorneys;
 * - `direct`: Contact Attorney on a search result (part of search access);
 * - `case`: a case sent to one recommended attorney (POST /api/cases/{id}/refer-attorney).
 */
export type ReferralKind = 'matched' | 'direct' | 'case';
export type ReferralUrgency = 'low' | 'medium' | 'high';
export type ReferralBudget = 'under-500' | '500-2000' | '2000-5000' | '5000-plus' | 'contingency';

/** An attorney the referral goes to, as the directory had them when it was made. */
export interface ReferralAttorney {
  attorneyId: string;
  name: string;
  firm: string;
  city: string;
  state: string;
  email: string;
  /** A sample (fictional) attorney gets no email. */
  source: 'sample' | 'import';
}

/** What the claimant asked for (the form, or what a case or a search result says). */
export interface ReferralDetails {
  referralRequestId: string;
  userId: string;
  kind: ReferralKind;
  caseId: string | null;
  /** The form's practice area code, or the case's type (e.g. `landlord-dispute`). */
  caseType: string;
  specialty: Specialty | null;
  state: string;
  description: string;
  urgency: ReferralUrgency | null;
  budget: ReferralBudget | null;
  contactEmail: string;
  contactPhone: string | null;
  notes: string | null;
  attorneys: ReferralAttorney[];
}

/** How the referral was paid for: included in a plan, $15 paid (DESIGN §6), or part of search access (contact). */
export type ReferralPayment =
  | { method: 'subscription'; plan: 'suego' | 'suepro' }
  | { method: 'paid'; paymentIntentId: string; amount: number }
  | { method: 'search-access' };

/** A non-subscriber's referral waits for its $15 fee (the intent is the provider's). Nothing is sent yet. */
export type ReferralRequestOpened = {
  type: 'ReferralRequestOpened';
  data: ReferralDetails & { fee: number; currency: 'usd'; paymentIntentId: string; openedAt: string };
};

/** The referral is on: it goes to these attorneys now (one `attorney_referrals` row each, status sent). */
export type ReferralRequested = {
  type: 'ReferralRequested';
  data: ReferralDetails & { payment: ReferralPayment; requestedAt: string };
};

/**
 * The claimant removed a referral still waiting for its fee (issue 32): its payment intent was canceled first, so
 * nothing can be charged for it any more, and it is never sent.
 */
export type ReferralRequestWithdrawn = {
  type: 'ReferralRequestWithdrawn';
  data: { referralRequestId: string; userId: string; paymentIntentId: string; withdrawnAt: string };
};

export type ReferralRequestEvent = ReferralRequestOpened | ReferralRequested | ReferralRequestWithdrawn;

export const REFERRAL_REQUEST_EVENT_TYPES: readonly ReferralRequestEvent['type'][] = [
  'ReferralRequestOpened',
  'ReferralRequested',
  'ReferralRequestWithdrawn',
];

export const referralRequestStreamId = (id: string) => `referral-request-${id}`;
