import { DECEPTIVE_ACT_LABELS, type DeceptiveAct } from '../../law/deceptive-acts';
import { formatUsd } from '../../law/law-table';
import type { Case } from '../../case-file/index';
import type { CaseEvent } from '../../case-file/index';
import { CASE_TYPE_LABELS, type CaseType } from '../../case-file/index';
import type { FollowUpEvent } from '../../case-file/index';
import type { MailingEvent } from '../../case-file/index';

/** One field an event changed, as an auditor reads it: `before`/`after` are display text (null = not set). */
export interface CaseChange {
  /** Stable machine path, e.g. `details.amountCents`, `status`, `activeRevision`. */
  field: string;
  /** What a person calls it, e.g. "Amount claimed". */
  label: string;
  before: string | null;
  after: string | null;
}

/**
 * What the audit screen compares between two instants: the case as the rules fold it plus the read-side facts
 * the rules ignore (the complexity score), so every event that changes something visible shows it.
 */
export interface AuditedCase {
  state: Case;
  complexity: string | null;
  /** Each mailing's status by mailing id, in the order they started ("mail it for me", issue 28). */
  mailings: ReadonlyMap<string, string>;
  /** What the claimant last said happened after the letter (issue 29). */
  outcome: string | null;
}

export const initialAuditedCase = (state: Case): AuditedCase => ({
  state,
  complexity: null,
  mailings: new Map(),
  outcome: null,
});

export const OUTCOME_LABELS = {
  paid_in_full: 'Paid in full',
  paid_in_part: 'Paid in part',
  refused: 'Refused',
  no_response: 'No response',
} as const;

const MAILING_STATUS: Partial<Record<MailingEvent['type'], string>> = {
  LetterMailingRequested: 'requested',
  LetterMailingPaid: 'paid',
  LetterMailingCanceled: 'canceled',
  LetterMailed: 'mailed',
  LetterDeliveryUpdated: 'in transit',
  LetterDelivered: 'delivered',
  LetterReturned: 'returned to sender',
  LetterMailingRejected: 'rejected',
  LetterMailingRefunded: 'refunded',
};

/** Folds the read-side extras; `state` is folded by the caller with `evolveCase`. */
export function evolveAuditExtras(
  previous: AuditedCase,
  state: Case,
  event: CaseEvent | MailingEvent | FollowUpEvent,
): AuditedCase {
  const complexity =
    event.type === 'ComplexityAssessed' ? `${event.data.score}/10` : previous.complexity;
  const status = MAILING_STATUS[event.type as MailingEvent['type']];
  let mailings = previous.mailings;
  if (status) {
    const id = (event as MailingEvent).data.mailingId;
    const scan = event.type === 'LetterDeliveryUpdated' && event.data.status === 'mailed' ? 'mailed' : status;
    mailings = new Map(mailings).set(id, scan);
  }
  const outcome =
    event.type === 'CaseOutcomeRecorded'
      ? `${OUTCOME_LABELS[event.data.outcome]}${event.data.amountReceivedCents !== null ? ` (${formatUsd(event.data.amountReceivedCents)})` : ''}`
      : previous.outcome;
  return { state, complexity, mailings, outcome };
}

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending payment',
  paid: 'Paid (document being drafted)',
  subscription: 'Covered by a subscription',
  under_review: 'Under review',
  completed: 'Completed',
};

/** The questionnaire answers in the order the questionnaire asks them, with their labels. */
const DETAIL_LABELS: Record<string, string> = {
  caseType: 'Case type',
  state: 'State',
  claimantKind: 'Claimant is',
  plaintiffName: 'Claimant name',
  plaintiffEmail: 'Claimant email',
  plaintiffAddress: 'Claimant address',
  plaintiffPhone: 'Claimant phone',
  defendantName: 'Other party',
  defendantKind: 'Other party is',
  defendantAddress: 'Other party address',
  disputeDescription: 'What happened',
  amountCents: 'Amount claimed',
  damageItems: 'Amount itemised',
  claimInterest: 'Claims interest',
  incidentDate: 'Incident date',
  agreementForm: 'Agreement',
  consumerTransaction: 'Consumer purchase',
  deceptiveActs: 'Deceptive acts',
  attemptedResolution: 'Attempts to resolve',
  evidenceDescription: 'Evidence',
  enclosures: 'Enclosures',
  certifiedMail: 'Sent by certified mail',
  mailingDate: 'Mailing date',
  documentType: 'Document type',
  responseDays: 'Days to respond',
  tenancyKind: 'Tenancy',
  forwardingAddressGiven: 'Forwarding address given in writing',
  forwardingAddressDate: 'Forwarding address given on',
  itemizedStatementReceived: 'Itemized statement received',
  paymentDueDate: 'Payment was due',
  faultAdmitted: 'Fault admitted',
  policeReport: 'Police report made',
  agreedToTerms: 'Agreed to the terms',
};

const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : text(v));
const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? formatUsd(v) : text(v));

/** Any value as display text; objects (a shape this code does not know yet) as JSON. */
function text(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

function detailText(key: string, v: unknown): string | null {
  switch (key) {
    case 'amountCents':
      return money(v);
    case 'caseType':
      return CASE_TYPE_LABELS[v as CaseType] ?? text(v);
    case 'documentType':
      return v === 'small_claims' ? 'Small-claims package' : v === 'demand_letter' ? 'Demand letter' : text(v);
    case 'agreedToTerms':
    case 'consumerTransaction':
    case 'certifiedMail':
    case 'claimInterest':
    case 'forwardingAddressGiven':
    case 'itemizedStatementReceived':
    case 'faultAdmitted':
    case 'policeReport':
      return yesNo(v);
    case 'enclosures':
      return Array.isArray(v) ? (v.length ? v.map((e) => text(e) ?? '').join('; ') : null) : text(v);
    case 'deceptiveActs':
      return Array.isArray(v)
        ? v.length
          ? v.map((a) => DECEPTIVE_ACT_LABELS[a as DeceptiveAct]?.pick ?? text(a) ?? '').join('; ')
          : null
        : text(v);
    case 'damageItems':
      return Array.isArray(v)
        ? v.length
          ? v
              .map((item: { description?: unknown; amountCents?: unknown }) =>
                `${text(item?.description) ?? ''}: ${money(item?.amountCents) ?? ''}`,
              )
              .join('; ')
          : null
        : text(v);
    default:
      return text(v);
  }
}

const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface Field {
  label: string;
  value: string | null;
}

/** The audited case as labelled display fields, in a stable order. */
export function auditFields(audited: AuditedCase): Map<string, Field> {
  const fields = new Map<string, Field>();
  const put = (field: string, label: string, value: string | null) => fields.set(field, { label, value });
  const s = audited.state;
  if (s.status === 'none') {
    put('status', 'Status', null);
    return fields;
  }
  put('status', 'Status', STATUS_LABELS[s.status] ?? s.status);
  put('title', 'Title', text(s.title));
  const details = (s.details ?? {}) as unknown as Record<string, unknown>;
  for (const key of Object.keys(DETAIL_LABELS)) put(`details.${key}`, DETAIL_LABELS[key]!, detailText(key, details[key]));
  // Answers added after this code: shown by name rather than missed.
  for (const key of Object.keys(details).sort()) {
    if (!(key in DETAIL_LABELS)) put(`details.${key}`, humanize(key), text(details[key]));
  }
  put('complexity', 'Complexity score', audited.complexity);
  put('checkout.amount', 'Checkout price', s.checkout ? money(s.checkout.amount) : null);
  put('checkout.finalAmount', 'Checkout amount to pay', s.checkout ? money(s.checkout.finalAmount) : null);
  put('checkout.promoCode', 'Checkout promo code', s.checkout?.promoCode ?? null);
  put('checkout.paymentIntentId', 'Checkout payment', s.checkout?.paymentIntentId ?? null);
  put('payment.amount', 'Amount paid', s.payment ? money(s.payment.amount) : null);
  put('payment.promoCode', 'Paid with promo code', s.payment?.promoCode ?? null);
  put('payment.paymentIntentId', 'Paid by payment', s.payment?.paymentIntentId ?? null);
  put('payment.paidAt', 'Paid at', s.payment?.paidAt ?? null);
  put('coveredBy', 'Covered by subscription', s.coveredBy ?? null);
  put('underpaidPayments', 'Underpaid payments', s.underpaidPaymentIntents.join(', ') || null);
  put('refundedPayments', 'Refunded payments', s.refundedPaymentIntents.join(', ') || null);
  put('document.title', 'Document', s.document?.title ?? null);
  put('document.generatedAt', 'Document generated at', s.document?.generatedAt ?? null);
  put('revisions', 'Saved versions', s.revisions.length ? String(s.revisions.length) : null);
  const active = s.revisions.find((r) => r.id === s.activeRevisionId);
  put('activeRevision', 'Active version', active?.version ?? s.activeRevisionId ?? null);
  put('referrals', 'Sent to attorneys', s.referrals.length ? String(s.referrals.length) : null);
  for (const [id, status] of audited.mailings) put(`mailings.${id}`, `Mailing ${id.slice(0, 8)}`, status);
  put('outcome', 'Outcome', audited.outcome);
  return fields;
}

/** What changed between two instants of the case, field by field, in display order. */
export function diffAuditedCase(before: AuditedCase, after: AuditedCase): CaseChange[] {
  return diffFields(auditFields(before), auditFields(after));
}

/** The same, from fields already computed (a history folds each instant's fields once). */
export function diffFields(a: ReadonlyMap<string, Field>, b: ReadonlyMap<string, Field>): CaseChange[] {
  const changes: CaseChange[] = [];
  for (const [field, next] of b) {
    const prev = a.get(field)?.value ?? null;
    if (prev !== next.value) changes.push({ field, label: next.label, before: prev, after: next.value });
  }
  for (const [field, prev] of a) {
    if (!b.has(field) && prev.value !== null)
      changes.push({ field, label: prev.label, before: prev.value, after: null });
  }
  return changes;
}
