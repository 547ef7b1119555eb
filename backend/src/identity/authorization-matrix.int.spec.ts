import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  enrolStaff,
  registerUser,
  uniqueEmail,
  verifiedStaffSession,
  type RegisteredUser,
} from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { SessionsService } from './sessions.service';
import { fixtureAttorney, insertAttorneys, subscriber } from '../testing/attorneys/attorney-fixtures';
import { deliverMail, eventually, SmtpSink } from '../testing/outbox/smtp-sink';
import { EventStore } from '../event-store/event-store';
import { AuditLookupLog } from '../audit/audit-lookup-log';
import { auditLogStreamId, type PersonalDataLookedUp } from '../audit/audit-log.events';

/**
 * The authorization matrix (ASVS 8.2.1/8.2.2; research/integrations-security.md §3.5): every API route with
 * the status each kind of caller gets. The test discovers the routes the running app really serves and fails
 * when one is missing here, so a new endpoint cannot ship without an access decision.
 *
 * Actors: `visitor` has no session; `user` owns the resources the request refers to (the fixtures in `Ctx`);
 * `otherUser` is a different signed-in user sending the very same request (IDOR); `staff` and `auditor` are
 * signed-in users with those roles; `staff` has TOTP set up and each of its sessions has passed the second
 * factor, while `staffPending` is another enrolled staff member whose sessions have not (ADR 113): it must get
 * no more than a user. Every actor gets a fresh session for each row.
 *
 * Adding a route = adding one line. Use `url` when the path has parameters, `body` for a request body, and add
 * fixtures (e.g. the owner's case) to `Ctx` and `setUpFixtures`.
 */

type ActorName = 'visitor' | 'user' | 'otherUser' | 'staff' | 'staffPending' | 'auditor';
type Expected = Record<ActorName, number>;

interface Ctx {
  /** The owner of every fixture; the `user` actor. */
  owner: RegisteredUser;
  /** A never-used email, e.g. for sign-up rows. */
  freshEmail(): string;
  /** A pending case owned by `owner`. */
  caseId: string;
  /** A support ticket `owner` filed while signed in. */
  ticketId: string;
  /** An active attorney of the directory (TX). */
  attorneyId: string;
  /** A referral request of `owner` (waiting for its fee). */
  referralId: string;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the router knows it, e.g. `/api/cases/:id`. */
  path: string;
  expect: Expected;
  url?: (c: Ctx) => string;
  body?: (c: Ctx) => object;
  /** Who leaves a lookup event reading the owner's data here (ADR 130, issue 37); nobody else does, on any row. */
  lookedUpBy?: readonly ('staff' | 'auditor')[];
}

const ACTORS: readonly ActorName[] = ['visitor', 'user', 'otherUser', 'staff', 'staffPending', 'auditor'];
/** Command routes an auditor may call because they touch only the caller's own session or account (DESIGN §7). */
/** Commands an auditor may send: their own account, email and sign-in (their second factor included, issue 22). */
const AUDITOR_SESSION_COMMANDS = [
  'POST /api/account/delete',
  'POST /api/auth/email-change',
  'POST /api/auth/email-verification',
  'POST /api/auth/logout',
  'POST /api/auth/two-factor/enrolment',
  'POST /api/auth/two-factor/enrolment/confirm',
  'POST /api/auth/two-factor/recovery-codes',
  'POST /api/auth/two-factor/verify',
];

/** The same status for everyone. */
const everyone = (status: number): Expected => ({
  visitor: status,
  user: status,
  otherUser: status,
  staff: status,
  staffPending: status,
  auditor: status,
});
/** Any signed-in user gets `status`; visitors 401. */
const signedIn = (status: number): Expected => ({ ...everyone(status), visitor: 401 });
/** Only the owner gets `status`; other signed-in users `others` (404 for resources, 403 for own-profile calls). */
const ownerOnly = (status: number, others: number): Expected => ({
  visitor: 401,
  user: status,
  otherUser: others,
  staff: others,
  staffPending: others,
  auditor: others,
});
/** Staff with a verified second factor get `status`; a pending staff session, users and auditors 403. */
const staffOnly = (status: number): Expected => ({
  visitor: 401,
  user: 403,
  otherUser: 403,
  staff: status,
  staffPending: 403,
  auditor: 403,
});

const UNKNOWN_ID = '5f0c1c52-7c1a-4d7e-9d6b-0a4b1c2d3e4f';

const row = (
  method: Row['method'],
  path: string,
  expect: Expected,
  extra: Omit<Row, 'method' | 'path' | 'expect'> = {},
): Row => ({
  method,
  path,
  expect,
  ...extra,
});

/** Read by staff and auditors: each read of the owner's data by them is one lookup event. */
const BY_BOTH = { lookedUpBy: ['staff', 'auditor'] } as const;
const BY_STAFF = { lookedUpBy: ['staff'] } as const;

const ownCredentials = (c: Ctx) => ({ email: c.owner.email, password: c.owner.password });
/** Owner, staff and auditor may read; another user gets 404. */
const caseReaders = (status: number): Expected => ({
  visitor: 401,
  user: status,
  otherUser: 404,
  staff: status,
  staffPending: 404,
  auditor: status,
});
const caseForm = () => ({
  caseType: 'unpaid-work',
  state: 'NY',
  plaintiffName: 'Owner',
  plaintiffEmail: 'owner@example.com',
  plaintiffAddress: '',
  plaintiffPhone: '',
  defendantName: 'Client Co',
  defendantAddress: '1 Client Way, Albany, NY 12207',
  disputeDescription: 'Unpaid invoice',
  amountClaimed: '800.00',
  incidentDate: '2026-09-15',
  attemptedResolution: '',
  evidenceDescription: '',
  documentType: 'demand_letter',
  agreedToTerms: true,
});

// prettier-ignore
const MATRIX: Row[] = [
  row('GET',  '/api/health',         everyone(200)),
  row('GET',  '/api/pricing',        everyone(200)),
  row('POST', '/api/auth/register',  everyone(201), { body: (c) => ({ email: c.freshEmail(), password: 'a long password', name: 'New' }) }),
  row('POST', '/api/auth/login',     everyone(200), { body: ownCredentials }),
  row('POST', '/api/login',          everyone(200), { body: ownCredentials }),
  row('POST', '/api/auth/logout',    signedIn(204)),
  row('GET',  '/api/auth/me',        signedIn(200)),
  row('POST', '/api/users',          { ...ownerOnly(200, 403), auditor: 403 }, { body: (c) => ({ email: c.owner.email, name: 'Renamed' }) }),
  // the account's own language (issue 33): each account reads and sets its own; auditors only read
  row('GET',  '/api/users/me/language', signedIn(200)),
  row('PUT',  '/api/users/me/language', { ...signedIn(200), auditor: 403 }, { body: () => ({ language: 'en' }) }),
  // Case intake (issue 5).
  row('GET',  '/api/jurisdictions',      everyone(200)),
  row('POST', '/api/eligibility',        everyone(200), { body: () => ({ state: 'AZ', amount: '4000', documentType: 'demand_letter', caseType: 'other' }) }),
  row('POST', '/api/cases',              { ...signedIn(201), auditor: 403 }, { body: () => ({ formData: caseForm() }) }),
  row('GET',  '/api/cases/my-documents', signedIn(200)),
  row('GET',  '/api/cases/:id',          caseReaders(200), { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}` }),
  row('PATCH', '/api/cases/:id',         { ...ownerOnly(200, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}`, body: () => ({ formData: caseForm() }) }),
  // Audit history (DESIGN §4): owner, staff and auditors; another user gets 404.
  row('GET',  '/api/audit/cases/:id/history', caseReaders(200), { url: (c) => `/api/audit/cases/${c.caseId}/history` }),
  // The auditor's screen (issue 17): look a claimant up by email, and the log of lookups (staff: all; auditors: their own).
  row('GET',  '/api/audit/cases',   { visitor: 401, user: 403, otherUser: 403, staff: 200, staffPending: 403, auditor: 200 }, { url: (c) => `/api/audit/cases?email=${encodeURIComponent(c.owner.email)}` }),
  row('GET',  '/api/audit/lookups', { visitor: 401, user: 403, otherUser: 403, staff: 200, staffPending: 403, auditor: 200 }),
  // Download my data (issue 17): every signed-in account, auditors included, gets its own data.
  row('GET',  '/api/account/export', signedIn(200)),
  // Documents (issue 7). The fixture case is unpaid: the owner's retry is refused (409) and there is no PDF yet
  // (404); download access on a drafted case is covered in document-generation.int.spec.ts.
  row('GET',  '/api/cases/:id/generation', caseReaders(200), { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}/generation` }),
  row('POST', '/api/cases/:id/generate',   { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/generate` }),
  row('GET',  '/api/cases/:id/download',   { ...everyone(404), visitor: 401 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/download` }),
  // Editor revisions (issue 14): owner and staff read; only the owner saves (409 here: no document yet) or activates.
  // Mail it for me (issue 28): the matrix's case has no document yet, so its owner is told 409.
  row('GET',  '/api/cases/:id/mailings',   caseReaders(200), { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}/mailings` }),
  row('GET',  '/api/cases/:id/mailings/preview',     ownerOnly(409, 404), { url: (c) => `/api/cases/${c.caseId}/mailings/preview?service=certified` }),
  row('GET',  '/api/cases/:id/mailings/preview.pdf', ownerOnly(409, 404), { url: (c) => `/api/cases/${c.caseId}/mailings/preview.pdf?service=certified` }),
  row('GET',  '/api/cases/:id/mailings/:mailingId/proof.pdf', { ...everyone(404), visitor: 401 }, { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}/mailings/5f0c1c52-7c1a-4d7e-9d6b-0a4b1c2d3e4f/proof.pdf` }),
  row('POST', '/api/cases/:id/mailings',      { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/mailings`, body: () => ({ service: 'certified' }) }),
  row('POST', '/api/cases/:id/mailings/self', { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/mailings/self`, body: () => ({ mailedOn: new Date().toISOString().slice(0, 10) }) }),
  row('POST', '/api/webhooks/lob',            everyone(404), { body: () => ({ id: 'evt_1', event_type: { id: 'letter.delivered' } }) }),
  row('GET',  '/api/cases/:id/revisions',  { ...caseReaders(200), auditor: 404 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/revisions` }),
  row('POST', '/api/cases/:id/revisions',  { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/revisions`, body: () => ({ content: 'Text', editSummary: 'Edit', baseVersion: '1.0' }) }),
  row('PUT',  '/api/revisions/:id/activate', { ...everyone(404), visitor: 401, auditor: 403 }, { url: () => '/api/revisions/5f0c1c52-7c1a-4d7e-9d6b-0a4b1c2d3e4f/activate' }),
  // Several documents per case (issue 30): the matrix's case has no document yet; an unknown document is 404 to all.
  // SC-100: owner and staff read (409: not a California package); the owner's empty answers are a 400.
  row('GET',  '/api/cases/:id/documents', { ...caseReaders(200), auditor: 404 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/documents` }),
  row('GET',  '/api/cases/:id/documents/:documentId', { ...everyone(404), visitor: 401 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/documents/${UNKNOWN_ID}` }),
  row('GET',  '/api/cases/:id/documents/:documentId/download', { ...everyone(404), visitor: 401 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/documents/${UNKNOWN_ID}/download` }),
  row('GET',  '/api/cases/:id/documents/:documentId/revisions', { ...everyone(404), visitor: 401 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/documents/${UNKNOWN_ID}/revisions` }),
  row('POST', '/api/cases/:id/documents/:documentId/revisions', { ...everyone(404), visitor: 401, auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/documents/${UNKNOWN_ID}/revisions`, body: () => ({ content: 'Text', editSummary: 'Edit', baseVersion: '1.0' }) }),
  row('PUT',  '/api/cases/:id/documents/:documentId/revisions/:revisionId/activate', { ...everyone(404), visitor: 401, auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/documents/${UNKNOWN_ID}/revisions/${UNKNOWN_ID}/activate` }),
  // Spanish (issue 33): the reading copy is the owner's alone (404 here: no document yet, and to everyone else); the
  // answers' translation is for signed-in accounts, and the matrix's app has no LLM (available: false, then 404).
  row('GET',  '/api/cases/:id/reading-copy', { ...everyone(404), visitor: 401 }, { url: (c) => `/api/cases/${c.caseId}/reading-copy` }),
  row('GET',  '/api/cases/:id/final-notice/reading-copy', { ...everyone(404), visitor: 401 }, { url: (c) => `/api/cases/${c.caseId}/final-notice/reading-copy` }),
  row('GET',  '/api/answers-translation', signedIn(200)),
  row('POST', '/api/answers-translation', { ...signedIn(404), auditor: 403 }, { body: () => ({ disputeDescription: 'El dueño no me pagó.' }) }),
  row('POST', '/api/cases/:id/final-notice', { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/final-notice` }),
  // File in small claims from the same case (ADR 184): the matrix's case has no letter yet, so its owner is told 409.
  row('POST', '/api/cases/:id/escalate', { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/escalate` }),
  row('GET',  '/api/cases/:id/sc-100', { ...ownerOnly(409, 404), staff: 409 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/sc-100` }),
  row('PUT',  '/api/cases/:id/sc-100', { ...ownerOnly(400, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/sc-100`, body: () => ({}) }),
  row('GET',  '/api/cases/:id/forms/SC-100.pdf', { ...ownerOnly(409, 404), staff: 409 }, { ...BY_STAFF, url: (c) => `/api/cases/${c.caseId}/forms/SC-100.pdf` }),
  // The hearing (ADR 186): owner, staff and auditors read; only the owner sets (an empty body is a 400) or clears it.
  row('GET',  '/api/cases/:id/hearing', caseReaders(200), { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}/hearing` }),
  row('PUT',  '/api/cases/:id/hearing', { ...ownerOnly(400, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/hearing`, body: () => ({}) }),
  row('DELETE', '/api/cases/:id/hearing', { ...ownerOnly(200, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/hearing` }),
  // Payments (issue 6), sandbox mode: the sandbox confirmation is public (the client secret is the capability;
  // an unknown one is a 400), the Stripe webhook is not mounted without Stripe keys (404).
  row('GET',  '/api/config',                everyone(200)),
  row('POST', '/api/validate-promo',        everyone(200), { body: () => ({ code: 'suegofree', plan: 'suego' }) }),
  row('POST', '/api/create-payment-intent', { ...ownerOnly(200, 404), auditor: 403 }, { body: (c) => ({ caseId: c.caseId }) }),
  row('POST', '/api/sandbox/confirm',       everyone(400), { body: () => ({ clientSecret: 'pi_unknown_secret_x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }) }),
  row('POST', '/api/webhooks/stripe',       everyone(404), { body: () => ({ id: 'evt_1', type: 'payment_intent.succeeded' }) }),
  // Subscriptions and saved cards (issue 13). Rows run in this order for each actor: none has a plan at first,
  // then each starts one (incomplete: no card yet) and cancels it; unknown card and setup ids are 404 for everyone.
  row('GET',  '/api/subscription/status',              signedIn(200)),
  row('POST', '/api/subscriptions/reactivate',         { ...signedIn(404), auditor: 403 }),
  row('POST', '/api/create-subscription',              { ...signedIn(200), auditor: 403 }, { body: () => ({ plan: 'suego' }) }),
  row('POST', '/api/create-subscription-with-signup',  everyone(200), { body: (c) => ({ plan: 'suepro', email: c.freshEmail(), password: 'a long password', name: 'New' }) }),
  row('POST', '/api/create-setup-intent',              { ...signedIn(200), auditor: 403 }, { body: () => ({}) }),
  row('POST', '/api/activate-subscription-after-setup', { ...signedIn(404), auditor: 403 }, { body: () => ({ setupIntentId: 'seti_unknown' }) }),
  row('POST', '/api/complete-payment-setup',           { ...signedIn(404), auditor: 403 }, { body: () => ({ setupIntentId: 'seti_unknown' }) }),
  row('POST', '/api/subscriptions/cancel',             { ...signedIn(200), auditor: 403 }, { body: () => ({ immediate: true }) }),
  row('GET',  '/api/payment-methods',                  signedIn(200)),
  row('POST', '/api/payment-methods',                  { ...signedIn(404), auditor: 403 }, { body: () => ({ payment_method_id: 'pm_unknown' }) }),
  row('POST', '/api/payment-methods/:id/default',      { ...signedIn(404), auditor: 403 }, { url: () => '/api/payment-methods/pm_unknown/default' }),
  row('DELETE', '/api/payment-methods/:id',            { ...signedIn(404), auditor: 403 }, { url: () => '/api/payment-methods/pm_unknown' }),
  row('POST', '/api/subscriptions/pay-now',            { ...signedIn(409), auditor: 403 }),
  row('GET',  '/api/billing/history',                  signedIn(200)),
  row('GET',  '/api/billing/receipts/:file',           signedIn(404), { url: () => '/api/billing/receipts/00000000-0000-4000-8000-000000000000.pdf' }),
  row('GET',  '/api/cases/:id/checkout',               ownerOnly(200, 404), { url: (c) => `/api/cases/${c.caseId}/checkout` }),
  row('POST', '/api/cases/:id/cover',                  { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/cover` }),
  row('POST', '/api/sandbox/test-clock/advance',       { ...signedIn(200), auditor: 403 }, { body: () => ({ days: 1 }) }),
  // Attorneys (issue 15). Search needs a plan or the one-time purchase: nobody here has either (403); the teaser and
  // the live counts are public. Referral requests are the owner's (another user's is 404); the form answers 200 with
  // the $15 payment to make (no plan). The payment intent refuses another user's id (404).
  row('GET',  '/api/attorneys/stats',                         everyone(200)),
  row('GET',  '/api/attorneys/teaser',                        everyone(200), { url: () => '/api/attorneys/teaser?state=TX' }),
  row('POST', '/api/attorneys/search',                        { ...signedIn(403), visitor: 401 }, { body: () => ({ state: 'TX' }) }),
  row('GET',  '/api/attorneys',                               signedIn(403), { url: () => '/api/attorneys?state=TX' }),
  row('GET',  '/api/attorney-search/access',                  signedIn(200)),
  row('POST', '/api/create-attorney-search-payment-intent',   { ...ownerOnly(200, 404), auditor: 403 }, { body: (c) => ({ userId: c.owner.user.id }) }),
  // Another matter than the fixture's referral (the same one within 30 days asks to confirm first: 409, ADR 215).
  row('POST', '/api/attorney-referrals',                      { ...signedIn(200), auditor: 403 }, { body: () => ({ caseType: 'contract', state: 'TX', description: 'Unpaid consulting fees', contactEmail: 'me@example.com' }) }),
  row('GET',  '/api/attorney-referrals',                      signedIn(200)),
  row('GET',  '/api/attorney-referrals/:id',                  ownerOnly(200, 404), { url: (c) => `/api/attorney-referrals/${c.referralId}` }),
  // A referral waiting for its fee (issue 32): its payment is the owner's; removing an unknown or another user's is 404.
  row('GET',  '/api/attorney-referrals/:id/payment',          ownerOnly(200, 404), { url: (c) => `/api/attorney-referrals/${c.referralId}/payment` }),
  row('DELETE', '/api/attorney-referrals/:id',                { ...signedIn(404), auditor: 403 }, { url: () => '/api/attorney-referrals/00000000-0000-4000-8000-000000000000' }),
  row('GET',  '/api/cases/:id/attorney-matches',              caseReaders(200), { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}/attorney-matches` }),
  row('POST', '/api/cases/:id/refer-attorney',                { ...ownerOnly(200, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/refer-attorney`, body: (c) => ({ attorneyId: c.attorneyId }) }),
  // After the letter (issue 29): the outcome is the owner's (the fixture case has no document yet: 409); staff and
  // auditors read the timeline and calendar; answer and unsubscribe links are public (the signed token decides: a
  // forged one is not found); the reminder switch is each account's own; the outcome figures are staff only.
  row('POST', '/api/cases/:id/outcome',      { ...ownerOnly(409, 404), auditor: 403 }, { url: (c) => `/api/cases/${c.caseId}/outcome`, body: () => ({ outcome: 'paid_in_full' }) }),
  row('GET',  '/api/cases/:id/timeline',     caseReaders(200), { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}/timeline` }),
  row('GET',  '/api/cases/:id/calendar.ics', caseReaders(200), { ...BY_BOTH, url: (c) => `/api/cases/${c.caseId}/calendar.ics` }),
  row('GET',  '/api/follow-ups',             signedIn(200), { url: (c) => `/api/follow-ups?caseIds=${c.caseId}` }),
  row('GET',  '/api/cases/:id/answer-link',  everyone(404), { url: (c) => `/api/cases/${c.caseId}/answer-link?token=a1.e30.${'A'.repeat(43)}` }),
  row('POST', '/api/cases/:id/answer-link',  everyone(404), { url: (c) => `/api/cases/${c.caseId}/answer-link`, body: () => ({ token: `a1.e30.${'A'.repeat(43)}`, outcome: 'paid_in_full' }) }),
  row('GET',  '/api/reminders/unsubscribe',  everyone(302), { url: () => `/api/reminders/unsubscribe?token=u1.e30.${'A'.repeat(43)}` }),
  row('POST', '/api/reminders/unsubscribe',  everyone(404), { url: () => `/api/reminders/unsubscribe?token=u1.e30.${'A'.repeat(43)}` }),
  row('GET',  '/api/account/reminders',      signedIn(200)),
  row('PUT',  '/api/account/reminders',      { ...signedIn(200), auditor: 403 }, { body: () => ({ emailReminders: true }) }),
  row('GET',  '/api/admin/outcomes',         staffOnly(200)),
  // Password reset and the email outbox (issue 16): the reset is public (same answer for every email); the outbox is staff only.
  row('POST', '/api/auth/password-reset',          everyone(202), { body: (c) => ({ email: c.freshEmail() }) }),
  row('POST', '/api/auth/password-reset/confirm',  everyone(400), { body: () => ({ token: 'A'.repeat(43), password: 'a long new passphrase' }) }),
  row('GET',  '/api/admin/outbox',                 staffOnly(200)),
  // Email ownership (issue 22, ADR 140): every account may ask for a new verification link (nobody here is verified
  // yet) and for an email change (refused until verified); the links' confirmations are public (the token decides).
  row('POST', '/api/auth/email-verification',         signedIn(202)),
  row('POST', '/api/auth/email-verification/confirm', everyone(400), { body: () => ({ token: 'A'.repeat(43) }) }),
  row('POST', '/api/auth/email-change',               signedIn(403), { body: (c) => ({ newEmail: c.freshEmail(), password: c.owner.password }) }),
  row('POST', '/api/auth/email-change/confirm',       everyone(400), { body: () => ({ token: 'A'.repeat(43) }) }),
  // Support desk (issue 16): the form is public; the dashboard is staff only (second factor passed); the
  // customer's own requests are theirs (another user, staff included, gets 404 there).
  row('POST',  '/api/support',                     everyone(201), { body: (c) => ({ name: 'Ana', email: c.freshEmail(), subject: 'Help', message: 'Please help', priority: 'high' }) }),
  row('GET',   '/api/support',                     staffOnly(200), { ...BY_STAFF, url: (c) => `/api/support?q=${encodeURIComponent(c.owner.email)}` }),
  row('GET',   '/api/support/:id',                 staffOnly(200), { ...BY_STAFF, url: (c) => `/api/support/${c.ticketId}` }),
  row('PATCH', '/api/support/:id',                 staffOnly(200), { url: (c) => `/api/support/${c.ticketId}`, body: () => ({ status: 'in_progress' }) }),
  row('POST',  '/api/support/:id/replies',         staffOnly(201), { url: (c) => `/api/support/${c.ticketId}/replies`, body: () => ({ message: 'We are on it.' }) }),
  row('GET',   '/api/account/support-requests',    signedIn(200)),
  row('GET',   '/api/account/support-requests/:id', ownerOnly(200, 404), { url: (c) => `/api/account/support-requests/${c.ticketId}` }),
  row('POST',  '/api/account/support-requests/:id/replies', { ...ownerOnly(201, 404), auditor: 403 }, { url: (c) => `/api/account/support-requests/${c.ticketId}/replies`, body: () => ({ message: 'Thank you' }) }),
  // Staff and auditor TOTP (ADR 113, issue 22): a verified session may start a new enrolment (to replace the app);
  // the code routes answer a wrong code with 400 (409 for the pending staff: nothing to confirm). Auditors, read-only
  // everywhere else, may change their own second factor.
  row('GET',   '/api/auth/two-factor',                   signedIn(200)),
  row('POST',  '/api/auth/two-factor/enrolment',         { ...staffOnly(201), staffPending: 403, auditor: 201 }),
  row('POST',  '/api/auth/two-factor/enrolment/confirm', { ...staffOnly(400), staffPending: 409, auditor: 400 }, { body: () => ({ code: '000000' }) }),
  row('POST',  '/api/auth/two-factor/verify',            { ...staffOnly(400), staffPending: 400, auditor: 400 }, { body: () => ({ code: '000000' }) }),
  row('POST',  '/api/auth/two-factor/recovery-codes',    { ...staffOnly(200), auditor: 200 }),
  // OpenAPI docs and Swagger UI (not mounted when NODE_ENV=production).
  row('GET',  '/api/docs',                         everyone(200)),
  row('GET',  '/api/docs/',                        everyone(200)),
  row('GET',  '/api/docs/index.html',              everyone(200)),
  row('GET',  '/api/docs/swagger-ui-init.js',      everyone(200)),
  row('GET',  '/api/docs/docs/swagger-ui-init.js', everyone(200)),
  row('GET',  '/api/docs/LICENSE',                 everyone(404)),
  row('GET',  '/api/docs-json',                    everyone(200)),
  row('GET',  '/api/docs-yaml',                    everyone(200)),
  // Account deletion (issue 17), last: it deletes the fixture owner. Every actor sends the owner's email; only the
  // owner's own session deletes (204), anyone else's confirmation does not match their account (400).
  row('POST', '/api/account/delete', { ...signedIn(400), user: 204 }, { body: (c) => ({ confirmEmail: c.owner.email }) }),
];

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: ExpressLayer[] };
}

/**
 * Every route the Express router serves, as `METHOD /path`. Layers registered for every method are Nest
 * middleware (`forRoutes('*')`) or the not-found handler, not endpoints.
 */
function discoverRoutes(app: NestExpressApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  const found = new Set<string>();
  const walk = (stack: ExpressLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all');
        if (layer.route.methods._all || methods.length > 8) continue;
        for (const m of methods) found.add(`${m.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(express.router.stack);
  return [...found].sort();
}

describe('authorization matrix', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let ctx: Ctx;
  const accounts = {} as Record<Exclude<ActorName, 'visitor'>, RegisteredUser>;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off', ...sink.env } });
    deliverMail(t);
    accounts.user = await registerUser(t.http, { name: 'Owner' });
    accounts.otherUser = await registerUser(t.http, { name: 'Other' });
    accounts.staff = await enrolStaff(t, { name: 'Staff' });
    accounts.staffPending = await enrolStaff(t, { name: 'Staff Not Verified' });
    // Auditors pass a second factor too (issue 22 point 7): this one enrolled with its one-time code.
    accounts.auditor = await enrolStaff(t, { name: 'Auditor', role: 'auditor' });
    await t.app.get(SubscriptionsService).start();
    const opened = await request(t.http)
      .post('/api/cases')
      .set('Authorization', `Bearer ${accounts.user.token}`)
      .send({ formData: { ...caseForm(), amountClaimed: '750.00' } })
      .expect(201);
    const ticket = await request(t.http)
      .post('/api/support')
      .set('Authorization', `Bearer ${accounts.user.token}`)
      .send({ name: 'Owner', email: accounts.user.email, subject: 'My letter', message: 'Where is it?' })
      .expect(201);
    const attorney = fixtureAttorney({ name: 'Matrix Attorney', state: 'TX' });
    await insertAttorneys(t, [attorney, fixtureAttorney({ name: 'Matrix Second', state: 'TX' })]);
    const referral = await request(t.http)
      .post('/api/attorney-referrals')
      .set('Authorization', `Bearer ${accounts.user.token}`)
      .send({
        caseType: 'contract',
        state: 'TX',
        description: 'Unpaid invoice',
        contactEmail: 'owner@example.com',
      })
      .expect(200);
    ctx = {
      owner: accounts.user,
      freshEmail: () => uniqueEmail('matrix'),
      caseId: opened.body.id as string,
      ticketId: ticket.body.id as string,
      attorneyId: attorney.id,
      referralId: referral.body.referral.id as string,
    };
  });
  /** The reads of someone's data recorded on `userId`'s audit log, oldest first. */
  const lookupsBy = async (userId: string) =>
    (await t.app.get(EventStore).readStream(auditLogStreamId(userId)))
      .filter((e) => e.type === 'PersonalDataLookedUp')
      .map((e) => e.data as PersonalDataLookedUp['data']);
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('lists every route the app serves, and nothing it does not', () => {
    const served = discoverRoutes(t.app);
    const listed = MATRIX.map((r) => `${r.method} ${r.path}`);
    expect(served).toContain('GET /api/health'); // discovery itself works
    const missing = served.filter((r) => !listed.includes(r));
    const stale = listed.filter((r) => !served.includes(r));
    if (missing.length > 0) {
      process.stderr.write(
        `Routes missing from the authorization matrix (add a row to MATRIX):\n  ${missing.join('\n  ')}\n`,
      );
    }
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('agrees with the OpenAPI document: every documented operation is discovered', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(5);
    expect(discoverRoutes(t.app)).toEqual(expect.arrayContaining(documented));
  });

  it('refuses auditors every command route that needs a session, including routes added after this test (DESIGN §7)', async () => {
    const commands = discoverRoutes(t.app).filter((r) => !/^(GET|HEAD|OPTIONS) /.test(r));
    expect(commands.length).toBeGreaterThan(5);
    const refused: string[] = [];
    const open: string[] = [];
    for (const route of commands) {
      const [method, path] = route.split(' ') as [string, string];
      // Any id will do: the role is decided before the case is looked up or the body validated.
      const url = path.replace(/:\w+/g, ctx.caseId);
      const send = (token?: string) => {
        const req = request(t.http)[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](url);
        return (token ? req.set('Authorization', `Bearer ${token}`) : req).send({});
      };
      if ((await send()).status !== 401) continue; // public: visitors (and so auditors) may call it
      const auditor = await verifiedStaffSession(t, accounts.auditor.user.id);
      const res = await send(auditor);
      (res.status === 403 && res.body.message === 'Your role has read-only access' ? refused : open).push(
        route,
      );
    }
    expect(open.sort()).toEqual(AUDITOR_SESSION_COMMANDS);
    expect(refused).toEqual(expect.arrayContaining(['POST /api/cases', 'PATCH /api/cases/:id']));
  });

  it.each(MATRIX.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_, r) => {
    const sessions = t.app.get(SessionsService);
    const actual = {} as Expected;
    const lookups = {} as Record<Exclude<ActorName, 'visitor'>, PersonalDataLookedUp['data'][]>;
    for (const actor of ACTORS) {
      const token =
        actor === 'visitor'
          ? undefined
          : actor === 'staff' || actor === 'auditor'
            ? await verifiedStaffSession(t, accounts[actor].user.id)
            : (await sessions.start(accounts[actor].user.id, {})).token;
      let req = request(t.http)[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
        r.url?.(ctx) ?? r.path,
      );
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      const before = actor === 'visitor' ? 0 : (await lookupsBy(accounts[actor].user.id)).length;
      const res = r.body ? await req.send(r.body(ctx)) : await req;
      expect(res.status).toBeLessThan(500);
      actual[actor] = res.status;
      if (actor !== 'visitor') lookups[actor] = (await lookupsBy(accounts[actor].user.id)).slice(before);
    }
    expect(actual).toEqual(r.expect);
    // Issue 37: a staff or auditor read of the owner's data is one lookup naming the route and the owner, before the
    // answer; the owner's own read, another user's refused one and the routes that show no one's data leave none.
    const route = `${r.method} ${r.path}`;
    for (const actor of ACTORS.filter((a): a is Exclude<ActorName, 'visitor'> => a !== 'visitor')) {
      const expected = r.lookedUpBy?.includes(actor as 'staff' | 'auditor')
        ? [expect.objectContaining({ route, ownerId: ctx.owner.user.id, auditorId: accounts[actor].user.id })]
        : [];
      expect({ actor, lookups: lookups[actor] }).toEqual({ actor, lookups: expected });
    }
  });

  it('marks every route where staff or an auditor read what only the owner else may as a lookup (issue 37)', () => {
    // The audit screens record their own lookups (CaseHistoryLookedUp, CasesLookedUpByEmail).
    const readsOfSomeone = MATRIX.filter(
      (r) =>
        r.method === 'GET' &&
        !r.path.startsWith('/api/audit/') &&
        r.expect.user < 300 &&
        [403, 404].includes(r.expect.otherUser),
    );
    const unmarked = readsOfSomeone.flatMap((r) =>
      (['staff', 'auditor'] as const)
        .filter((role) => r.expect[role] === r.expect.user && !r.lookedUpBy?.includes(role))
        .map((role) => `${role}: ${r.method} ${r.path}`),
    );
    expect(readsOfSomeone.length).toBeGreaterThan(5);
    expect(unmarked).toEqual([]);
  });

  it('fails closed: a read of the owner\'s data whose lookup cannot be recorded answers nothing', async () => {
    const staff = await verifiedStaffSession(t, accounts.staff.user.id);
    const log = t.app.get(AuditLookupLog);
    const failing = jest.spyOn(log, 'record').mockRejectedValueOnce(new Error('append failed'));
    try {
      const refused = await request(t.http).get(`/api/cases/${ctx.caseId}`).set('Authorization', `Bearer ${staff}`);
      expect(refused.status).toBe(500);
      expect(JSON.stringify(refused.body)).not.toContain(ctx.caseId);
      expect(failing).toHaveBeenCalledTimes(1);
      // A route that writes its own answer (the calendar file, like the PDFs) is refused before it writes anything.
      failing.mockRejectedValueOnce(new Error('append failed'));
      const file = await request(t.http)
        .get(`/api/cases/${ctx.caseId}/calendar.ics`)
        .set('Authorization', `Bearer ${staff}`);
      expect(file.status).toBe(500);
      expect(file.text).not.toContain('BEGIN:VCALENDAR');
      expect(failing).toHaveBeenCalledTimes(2);
      const calendar = await request(t.http)
        .get(`/api/cases/${ctx.caseId}/calendar.ics`)
        .set('Authorization', `Bearer ${staff}`);
      expect(calendar.status).toBe(200);
      expect(calendar.text).toContain('BEGIN:VCALENDAR');
      // The positive twin: once the log takes the append again, the same read answers the case and is recorded.
      const before = (await lookupsBy(accounts.staff.user.id)).length;
      const answered = await request(t.http).get(`/api/cases/${ctx.caseId}`).set('Authorization', `Bearer ${staff}`);
      expect(answered.status).toBe(200);
      expect(answered.body.id).toBe(ctx.caseId);
      expect((await lookupsBy(accounts.staff.user.id)).slice(before)).toEqual([
        expect.objectContaining({ route: 'GET /api/cases/:id', resource: 'case', resourceId: ctx.caseId, found: true }),
      ]);
    } finally {
      failing.mockRestore();
    }
  });

  /**
   * Content, not only status codes (issue 22): an account registered with someone else's address (an attorney's
   * public email, a visitor's who filed a ticket) gets nothing of theirs in its export, its requests or its mail;
   * deleting it erases nothing of theirs; and no staff screen shows a usable secret link.
   */
  it('export, My requests, the outbox and the emails sent carry nothing of another subject', async () => {
    const staff = await verifiedStaffSession(t, accounts.staff.user.id);
    const get = (path: string, token: string) =>
      request(t.http).get(path).set('Authorization', `Bearer ${token}`);
    const post = (path: string, token: string | null, body: object) => {
      const r = request(t.http).post(path);
      return (token ? r.set('Authorization', `Bearer ${token}`) : r).send(body);
    };
    // A client's referral reaches a (real, imported) attorney; a visitor's ticket gets a staff reply.
    const attorney = fixtureAttorney({
      name: 'Public Attorney',
      state: 'TX',
      email: uniqueEmail('attorney'),
    });
    await insertAttorneys(t, [attorney]);
    const client = await subscriber(t);
    await post('/api/attorney-referrals', client.token, {
      caseType: 'contract',
      state: 'TX',
      description: 'CLIENT-MARKER: my landlord kept the deposit.',
      contactEmail: client.email,
      contactPhone: '555-0199',
    }).expect(200);
    const visitorEmail = uniqueEmail('visitor');
    const ticket = await post('/api/support', null, {
      name: 'Vera Visitor',
      email: visitorEmail,
      subject: 'VISITOR-MARKER question',
      message: 'Hello',
    }).expect(201);
    await post(`/api/support/${ticket.body.id}/replies`, staff, {
      message: 'STAFF-REPLY-MARKER: here is the answer.',
    }).expect(201);
    await eventually(
      () =>
        (sink.messagesTo(attorney.email).length > 0 && sink.messagesTo(visitorEmail).length >= 2) ||
        undefined,
    );
    const foreign = [
      /CLIENT-MARKER/,
      /VISITOR-MARKER/,
      /STAFF-REPLY-MARKER/,
      new RegExp(client.email),
      /555-0199/,
    ];

    // Someone registers with each of those addresses, and asks for a password reset (a secret link).
    for (const address of [attorney.email, visitorEmail]) {
      const impostor = await registerUser(t.http, { email: address, name: 'Imposter' });
      await post('/api/auth/password-reset', null, { email: address }).expect(202);
      await sink.link(address, '/reset-password');
      const exported = (await get('/api/account/export', impostor.token).expect(200)).text;
      for (const marker of foreign) expect(exported).not.toMatch(marker);
      const emails = (JSON.parse(exported) as { emails: { kind: string }[] }).emails
        .map((m) => m.kind)
        .sort();
      expect(emails).toEqual(['password-reset', 'verify-email']);
      expect((await get('/api/account/support-requests', impostor.token).expect(200)).body.tickets).toEqual(
        [],
      );
      // The mail this account was sent is its own: delivered messages of its emails carry nothing foreign.
      const own = await t.app
        .get(DataSource)
        .query(`SELECT id FROM notifications WHERE subject_id = $1`, [impostor.user.id]);
      const delivered = sink.messages.filter((m) =>
        own.some((n: { id: string }) => m.decoded.includes(`<${n.id}@suego.notifications>`)),
      );
      expect(delivered).toHaveLength(2);
      for (const m of delivered) for (const marker of foreign) expect(m.decoded).not.toMatch(marker);
      // Deleting the account erases its own data only: the visitor's ticket mail stays (it is the ticket's).
      const before = Number(
        (
          await t.app
            .get(DataSource)
            .query(`SELECT count(*) AS n FROM notifications WHERE subject_id <> $1`, [impostor.user.id])
        )[0].n,
      );
      await post('/api/account/delete', impostor.token, { confirmEmail: address }).expect(204);
      const after = Number(
        (await t.app.get(DataSource).query(`SELECT count(*) AS n FROM notifications`))[0].n,
      );
      expect(after).toBe(before);
    }

    // Staff read every stored email, but never a usable link: the reset and verification tokens are sealed.
    const outbox = await get('/api/admin/outbox?pageSize=100', staff).expect(200);
    expect(outbox.body.items.length).toBeGreaterThan(10);
    expect(JSON.stringify(outbox.body)).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    expect(sink.messages.some((m) => /token=[A-Za-z0-9_-]{43}/.test(m.decoded))).toBe(true); // only the recipients have them
  });
});
