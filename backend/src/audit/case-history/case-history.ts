import type { RecordedEvent } from '../../event-store/event-store';
import { formatUsd } from '../../law/law-table';
import { evolveCase, initialCaseState, type Case, type CaseLaterDocument } from '../../case-file/index';
import type { CaseEvent, CaseEventType } from '../../case-file/index';
import type { CourtEvent, CourtEventType } from '../../case-file/index';
import type { FollowUpEvent, FollowUpEventType } from '../../case-file/index';
import type { MailingEvent, MailingEventType } from '../../case-file/index';
import {
  auditFields,
  diffFields,
  OUTCOME_LABELS,
  evolveAuditExtras,
  initialAuditedCase,
  type AuditedCase,
  type CaseChange,
} from './case-changes';

export interface CaseHistoryEntry {
  /** 1-based position in the case stream. */
  position: number;
  type: CaseEventType | MailingEventType | FollowUpEventType | CourtEventType;
  /** When it happened (the writer's clock) and when the store recorded it (the database clock). */
  occurredAt: string;
  recordedAt: string;
  /** Who caused it: a user id and role, a system actor, or null. */
  actor: { id: string; role: string } | null;
  summary: string;
  /** What the event changed in the case, field by field (empty when it changed nothing visible). */
  changes: CaseChange[];
}

export interface CaseHistory {
  caseId: string;
  /** The instant the history was folded up to, or null for now. */
  asOf: string | null;
  events: CaseHistoryEntry[];
  /** The case as the rules saw it at `asOf` (status `none` before it was opened); see {@link HistoryState}. */
  state: HistoryState;
}

/**
 * The case at an instant as the history shows it: the folded case, with each saved version named (id, version)
 * and only the active version's text (`activeText`), not every version's: a case edited hundreds of times would
 * otherwise answer megabytes of old texts (docs/benchmarks.md, auditor's screen). Every version's text stays in
 * its RevisionSaved event and in the owner's revision history.
 */
export type HistoryState =
  | { status: 'none' }
  | (Omit<Extract<Case, { caseId: string }>, 'revisions' | 'laterDocuments'> & {
      revisions: { id: string; version: string }[];
      activeText: string | null;
      laterDocuments: Array<
        Omit<CaseLaterDocument, 'revisions'> & {
          revisions: { id: string; version: string }[];
          activeText: string | null;
        }
      >;
    });

export function historyState(state: Case): HistoryState {
  if (state.status === 'none') return state;
  const { revisions, laterDocuments, ...rest } = state;
  return {
    ...rest,
    revisions: revisions.map(({ id, version }) => ({ id, version })),
    activeText: revisions.find((r) => r.id === state.activeRevisionId)?.content ?? null,
    // Every later document (ADR 180) the same way: its versions by name, only the active one's text.
    laterDocuments: (laterDocuments ?? []).map((d) => ({
      documentId: d.documentId,
      kind: d.kind,
      title: d.title,
      draftedAt: d.draftedAt,
      activeRevisionId: d.activeRevisionId,
      revisions: d.revisions.map(({ id, version }) => ({ id, version })),
      activeText: d.revisions.find((r) => r.id === d.activeRevisionId)?.content ?? null,
    })),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const SERVICE_NAMES = { certified: 'certified mail with electronic return receipt', first_class: 'First-Class mail' } as const;
const SCAN_NAMES = {
  mailed: 'accepted by USPS',
  in_transit: 'in transit',
  in_local_area: 'in the local area',
  processed_for_delivery: 'processed for delivery',
  re_routed: 're-routed',
  other: 'scanned',
} as const;
const shortId = (id: string) => id.slice(0, 8);
const DOCUMENT_KIND_NAMES = { final_notice: 'Final notice', small_claims: 'Small-claims package' } as const;
const REMINDER_NAMES = {
  delivered: 'letter delivered',
  before_deadline: '3 days before the response date',
  deadline: 'response date today',
  after_deadline: 'a week after the response date',
} as const;

/** One readable line per event, for staff, auditors and the owner. Exhaustive: a new event type must say itself. */
export function summarizeCaseEvent(event: CaseEvent | MailingEvent | FollowUpEvent | CourtEvent): string {
  switch (event.type) {
    case 'CaseOpened': {
      const d = event.data.details;
      const kind = d.documentType === 'small_claims' ? 'small-claims package' : 'demand letter';
      return `Case opened: ${event.data.title}, ${formatUsd(d.amountCents)} claimed in ${d.state} (${kind})`;
    }
    case 'CaseDetailsRevised':
      return `Details revised: ${event.data.title}, ${formatUsd(event.data.details.amountCents)} claimed`;
    case 'CheckoutStarted': {
      const d = event.data;
      const promo = d.promoCode ? ` with promo ${d.promoCode}` : '';
      return d.paymentIntentId
        ? `Checkout started: ${formatUsd(d.finalAmount)} to pay${promo} (${d.paymentIntentId})`
        : `Checkout started: free${promo}`;
    }
    case 'CheckoutCanceled':
      return `Checkout canceled: the price changed with the revised details (${event.data.paymentIntentId})`;
    case 'PaymentUnderpaid': {
      const d = event.data;
      return `Payment of ${formatUsd(d.amount)} received but ${formatUsd(d.amountDue)} was due: not accepted, to be refunded (${d.paymentIntentId})`;
    }
    case 'PaymentSucceeded': {
      const d = event.data;
      if (!d.paymentIntentId) return `Paid in full by promo ${d.promoCode ?? ''}`.trimEnd();
      return `Payment of ${formatUsd(d.amount)} received${d.promoCode ? ` (promo ${d.promoCode})` : ''} (${d.paymentIntentId})`;
    }
    case 'PaymentFailed':
      return `Payment refused: ${event.data.message} (${event.data.code}, ${event.data.paymentIntentId})`;
    case 'PaymentRefunded':
      return `${event.data.reason === 'underpaid' ? 'Underpaid' : 'Duplicate'} payment of ${formatUsd(event.data.amount)} refunded (${event.data.paymentIntentId})`;
    case 'CaseCoveredBySubscription':
      return `Covered by the ${event.data.plan === 'suepro' ? 'SuePro Business' : 'SueGo'} plan (subscription ${event.data.subscriptionId})`;
    case 'DocumentGenerationStarted':
      return `Document drafting started (attempt ${event.data.attempt})`;
    case 'DocumentGenerated':
      return `Document generated: ${event.data.title}, revision ${event.data.version} (${event.data.drafter} drafter)`;
    case 'DocumentGenerationFailed': {
      const d = event.data;
      return `Document drafting failed on attempt ${d.attempt}${d.final ? ` (no automatic retry left after ${plural(d.attempt, 'attempt')})` : ''}: ${d.reason}`;
    }
    case 'CaseDocumentDrafted':
      return `${DOCUMENT_KIND_NAMES[event.data.kind]} drafted: ${event.data.title}, revision ${event.data.version} (document ${shortId(event.data.documentId)})`;
    case 'RevisionSaved':
      if (event.data.documentId)
        return `Revision ${event.data.version} of document ${shortId(event.data.documentId)} saved (edited from ${event.data.baseVersion}): ${event.data.editSummary}`;
      return `Revision ${event.data.version} saved (edited from ${event.data.baseVersion}): ${event.data.editSummary}`;
    case 'RevisionActivated':
      if (event.data.documentId)
        return `Revision ${event.data.version} of document ${shortId(event.data.documentId)} made the active version`;
      return `Revision ${event.data.version} made the active version`;
    case 'ComplexityAssessed':
      return `Complexity assessed: ${event.data.score}/10${event.data.reasons.length ? ` (${event.data.reasons.join('; ')})` : ''}`;
    case 'AttorneyReferralSent':
      return `Case sent to attorney ${event.data.attorneyName} (referral ${event.data.referralRequestId})`;
    case 'LetterMailingRequested': {
      const d = event.data;
      const price = d.payment === 'included' ? 'included in the plan' : `${formatUsd(d.price)} to pay (${d.paymentIntentId ?? ''})`;
      const resend = d.resendOf ? `, sending returned letter ${shortId(d.resendOf)} again` : '';
      return `Mailing ${shortId(d.mailingId)} requested: version ${d.version} by ${SERVICE_NAMES[d.service]} to ${d.to.name}, ${price}${resend}`;
    }
    case 'LetterMailingPaid':
      return `Mailing ${shortId(event.data.mailingId)} paid: ${formatUsd(event.data.amount)} (${event.data.paymentIntentId})`;
    case 'LetterMailingCanceled':
      return `Mailing ${shortId(event.data.mailingId)} canceled before payment: replaced by another request`;
    case 'LetterMailed': {
      const d = event.data;
      if (d.carrier === 'self')
        return `Claimant mailed it themselves on ${d.mailedOn}${d.trackingNumber ? ` (tracking ${d.trackingNumber})` : ''}`;
      const tracking = d.trackingNumber ? `, tracking ${d.trackingNumber}` : '';
      return `Mailing ${shortId(d.mailingId)} handed to the mail service (${d.carrier} letter ${d.providerLetterId ?? ''}${tracking}), ${d.pageCount ?? 0} pages, PDF SHA-256 ${d.pdfSha256 ?? ''}`;
    }
    case 'LetterDeliveryUpdated':
      return `Mailing ${shortId(event.data.mailingId)} ${SCAN_NAMES[event.data.status]}: ${event.data.description}${event.data.location ? ` (${event.data.location})` : ''}`;
    case 'LetterDelivered':
      return `Mailing ${shortId(event.data.mailingId)} delivered on ${event.data.deliveredAt.slice(0, 10)}`;
    case 'LetterReturned':
      return `Mailing ${shortId(event.data.mailingId)} returned to the sender: ${event.data.description}`;
    case 'LetterMailingRejected':
      return `Mailing ${shortId(event.data.mailingId)} rejected by the mail service: ${event.data.reason}`;
    case 'LetterMailingRefunded':
      return `Mailing ${shortId(event.data.mailingId)} payment of ${formatUsd(event.data.amount)} refunded (${event.data.reason === 'rejected' ? 'letter rejected' : 'not needed'}, ${event.data.paymentIntentId})`;
    case 'CaseOutcomeRecorded': {
      const d = event.data;
      const amount = d.amountReceivedCents !== null ? ` (${formatUsd(d.amountReceivedCents)} received)` : '';
      return `Outcome recorded: ${OUTCOME_LABELS[d.outcome]}${amount}, ${d.via === 'email_link' ? 'with a reminder email link' : 'on the document page'}`;
    }
    case 'CaseReminderSent':
      return `Reminder emailed (${REMINDER_NAMES[event.data.reminder]}, response date ${event.data.responseDueDate})`;
    case 'EscalationRequested': {
      const d = event.data;
      return d.payment === 'plan'
        ? `Filed in small claims from the case: covered by the plan (subscription ${shortId(d.subscriptionId ?? '')})`
        : `Filed in small claims from the case: ${formatUsd(d.price)} to pay (${d.paymentIntentId ?? ''})`;
    }
    case 'EscalationPaid':
      return `Small-claims package paid: ${formatUsd(event.data.amount)} (${event.data.paymentIntentId})`;
    case 'EscalationRefunded':
      return `Small-claims package payment of ${formatUsd(event.data.amount)} refunded (paid twice, ${event.data.paymentIntentId})`;
    case 'Sc100AnswersSaved':
      return `SC-100 answers saved (venue reason 5${event.data.answers.venue}${event.data.answers.secondDefendant ? ', two defendants' : ''})`;
    case 'HearingScheduled':
      return `Hearing set for ${event.data.date} at ${event.data.time} (${event.data.timeZone})`;
    case 'HearingCanceled':
      return 'Hearing cleared';
    case 'HearingReminderSent':
      return `Hearing reminder emailed (${event.data.reminder === 'week_before' ? '7 days before' : '1 day before'})`;
    default: {
      const _exhaustive: never = event;
      return 'Unknown event';
    }
  }
}

/**
 * The case's history from its stream (upcast on read), up to `asOf` when given, with the case folded to that
 * instant. Events count by when the store recorded them, the one clock every writer shares.
 */
export function caseHistory(caseId: string, recorded: RecordedEvent[], asOf: Date | null): CaseHistory {
  const upTo = asOf ? recorded.filter((e) => e.createdAt.getTime() <= asOf.getTime()) : recorded;
  const events = upTo as unknown as (RecordedEvent & (CaseEvent | MailingEvent | FollowUpEvent))[];
  let audited: AuditedCase = initialAuditedCase(initialCaseState());
  let fields = auditFields(audited);
  const entries = events.map((e): CaseHistoryEntry => {
    audited = evolveAuditExtras(audited, evolveCase(audited.state, e as CaseEvent), e);
    const next = auditFields(audited);
    const changes = diffFields(fields, next);
    fields = next;
    return {
      position: Number(e.streamPosition),
      type: e.type,
      occurredAt: e.metadata.occurredAt,
      recordedAt: e.createdAt.toISOString(),
      actor: e.metadata.actor,
      summary: summarizeCaseEvent(e),
      changes,
    };
  });
  return { caseId, asOf: asOf?.toISOString() ?? null, events: entries, state: historyState(audited.state) };
}
