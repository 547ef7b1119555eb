import type { CaseEvent } from '../../case.events';
import type { CaseDetails } from '../../../claim/case.types';
import { columnPolicy } from '../../../event-store/sealed-columns';

/** Spec §9: a My Documents card previews the first 300 characters of the document (and of the description). */
export const DOCUMENT_PREVIEW_LENGTH = 300;

/** What a My Documents card shows of a case, kept sealed beside the row so a list never opens whole letters. */
export interface CaseCard {
  /** The answers a card shows: caseType, state, amountClaimed, plaintiffName, defendantName, disputeDescription (cut). */
  formData: Record<string, unknown>;
  /** The first characters of the active document, or null when there is none. */
  preview: string | null;
}

/** One row of the `rm_cases` read table (spec §3 Case), in column names. */
export interface CaseRow {
  id: string;
  user_id: string;
  case_type: string;
  title: string;
  status: string;
  form_data: Record<string, unknown>;
  /** numeric(10,2) as a decimal string, e.g. "2500.00" */
  amount: string;
  state: string;
  document_type: string;
  document_url: string | null;
  document_content: string | null;
  document_title: string | null;
  generated_document: string | null;
  review_notes: string | null;
  complexity_score: string | null;
  /** Why the complexity rule scored the case as it did (ComplexityAssessed). */
  complexity_reasons: string[] | null;
  /** The card of My Documents (derived from form_data and document_content on every write). */
  card: CaseCard;
  /** Characters (code points) in document_content, 0 when there is none: a card shows it, unsealed. */
  document_length: number;
  /** Stream version this row reflects: events at or below it are already folded in (replay-safe). */
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Sealed under the case owner's key (docs/adr/127): the title names the other party, the answers and the letter
 * are the claimant's. Ids, statuses, the case type, state, amount and the document's length stay readable.
 */
export const CASE_COLUMNS = columnPolicy<Pick<CaseRow, 'user_id'> & Partial<Pick<CaseRow, 'form_data'>>>({
  table: 'rm_cases',
  subject: (row) => row.user_id,
  /** Staff and auditors find cases by the claimant's email (GET /api/audit/cases?email=). */
  hashed: { plaintiff_email_hash: { of: (row) => row.form_data?.plaintiffEmail } },
  sealed: {
    title: 'text',
    form_data: { json: true, erased: {} },
    document_content: 'text',
    document_title: 'text',
    generated_document: 'text',
    review_notes: 'text',
    complexity_reasons: { json: true, erased: [] },
    card: { json: true, erased: { formData: {}, preview: null } },
  },
  plain: ['case_type', 'status', 'state', 'document_type', 'document_url'],
});

const cut = (text: string, length: number) => {
  const points = Array.from(text);
  return points.length > length ? points.slice(0, length).join('') : text;
};

/** The row with its card and document length recomputed from its answers and its document. */
export function withCard(row: CaseRow): CaseRow {
  const form = row.form_data;
  const description = form.disputeDescription;
  return {
    ...row,
    card: {
      formData: {
        caseType: form.caseType ?? null,
        state: form.state ?? null,
        amountClaimed: form.amountClaimed ?? null,
        plaintiffName: form.plaintiffName ?? null,
        defendantName: form.defendantName ?? null,
        disputeDescription:
          typeof description === 'string' ? cut(description, DOCUMENT_PREVIEW_LENGTH) : (description ?? null),
      },
      preview: row.document_content === null ? null : cut(row.document_content, DOCUMENT_PREVIEW_LENGTH),
    },
    document_length: row.document_content === null ? 0 : Array.from(row.document_content).length,
  };
}

const amountString = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The formData the client sees: the spec's 15 fields, with amountClaimed as a two-decimal string. */
export function formDataOf(details: CaseDetails): Record<string, unknown> {
  const { amountCents, damageItems, ...rest } = details;
  return {
    ...rest,
    amountClaimed: amountString(amountCents),
    ...(damageItems
      ? {
          damageItems: damageItems.map((d) => ({
            description: d.description,
            amount: amountString(d.amountCents),
          })),
        }
      : {}),
  };
}

/**
 * Folds one case event into its row. Pure and deterministic (only event fields), so replaying the stream twice,
 * or rebuilding the table from zero, gives the same row.
 */
export function evolveCaseRow(
  row: CaseRow | undefined,
  event: CaseEvent,
  streamPosition: number,
): CaseRow | undefined {
  if (row && streamPosition <= row.version) return row; // already applied
  switch (event.type) {
    case 'CaseOpened': {
      const { details } = event.data;
      return {
        id: event.data.caseId,
        user_id: event.data.userId,
        case_type: details.caseType,
        title: event.data.title,
        status: event.data.status,
        form_data: formDataOf(details),
        amount: amountString(details.amountCents),
        state: details.state,
        document_type: details.documentType,
        document_url: null,
        document_content: null,
        document_title: null,
        generated_document: null,
        review_notes: null,
        complexity_score: null,
        complexity_reasons: null,
        card: { formData: {}, preview: null },
        document_length: 0,
        version: streamPosition,
        created_at: event.data.openedAt,
        updated_at: event.data.openedAt,
      };
    }
    case 'CaseDetailsRevised': {
      if (!row) return row;
      const { details } = event.data;
      return {
        ...row,
        case_type: details.caseType,
        title: event.data.title,
        form_data: formDataOf(details),
        amount: amountString(details.amountCents),
        state: details.state,
        document_type: details.documentType,
        version: streamPosition,
        updated_at: event.data.revisedAt,
      };
    }
    case 'PaymentSucceeded':
      // Shown as "Processing" until the document is generated.
      if (!row) return row;
      return { ...row, status: 'paid', version: streamPosition, updated_at: event.data.paidAt };
    case 'CaseCoveredBySubscription':
      if (!row) return row;
      return { ...row, status: 'subscription', version: streamPosition, updated_at: event.data.coveredAt };
    case 'CheckoutStarted':
    case 'CheckoutCanceled':
    case 'PaymentUnderpaid':
    case 'PaymentFailed':
    case 'PaymentRefunded':
    case 'DocumentGenerationStarted':
    case 'DocumentGenerationFailed':
    case 'AttorneyReferralSent':
    case 'CaseDocumentDrafted':
      // The payments read model and the generation status show these; the case row only moves its version.
      if (!row) return row;
      return { ...row, version: streamPosition };
    case 'DocumentGenerated':
      if (!row) return row;
      return {
        ...row,
        status: 'completed',
        document_url: `/api/cases/${row.id}/download`,
        document_title: event.data.title,
        document_content: event.data.content,
        generated_document: event.data.content,
        version: streamPosition,
        updated_at: event.data.generatedAt,
      };
    case 'RevisionSaved':
      // The new revision is the active one: the document page, the preview and the download show it.
      if (!row) return row;
      // A later document's revision (ADR 180) leaves the case's first document as it is.
      if (event.data.documentId) return { ...row, version: streamPosition };
      return {
        ...row,
        document_content: event.data.content,
        version: streamPosition,
        updated_at: event.data.savedAt,
      };
    case 'RevisionActivated':
      if (!row) return row;
      if (event.data.documentId) return { ...row, version: streamPosition };
      return {
        ...row,
        document_content: event.data.content,
        version: streamPosition,
        updated_at: event.data.activatedAt,
      };
    case 'ComplexityAssessed':
      if (!row) return row;
      return {
        ...row,
        complexity_score: event.data.score.toFixed(2),
        complexity_reasons: event.data.reasons,
        version: streamPosition,
      };
    default: {
      const _exhaustive: never = event;
      return row;
    }
  }
}
