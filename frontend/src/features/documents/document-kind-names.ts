import type { Message } from '@/lib/i18n/define';
import type { CaseDocumentKind } from './api/case-documents';
import { messages as m } from './messages';

/** A case's documents by kind, in the page's language (`CASE_DOCUMENT_NAMES` keeps the English). */
export const CASE_DOCUMENT_KIND_NAMES: Record<CaseDocumentKind, Message> = {
  demand_letter: m.kindDemandLetter,
  final_notice: m.kindFinalNotice,
  small_claims: m.kindSmallClaims,
};
