import { laterDocumentOfKind } from '../../case';
import { draftEscalationPackage, type ExhibitLetter, type SentRecord } from '../../../documents/index';
import { letterPages } from '../../mailing/index';
import type { CaseCourt, MailingRecord } from '../court';
import type { PackageDrafter } from './escalation.decide';

const sent = (m: MailingRecord): SentRecord => ({
  carrier: m.carrier,
  service: m.service,
  trackingNumber: m.trackingNumber,
  pdfSha256: m.pdfSha256,
  mailedOn: m.mailedOn,
  deliveredOn: m.deliveredOn,
  returned: m.returned,
});

/** A letter's pages as they are mailed (never the private notes); its whole text when none are found. */
const pagesOf = (content: string) => {
  const pages = letterPages(content);
  return pages.ok ? pages.content : content;
};

function exhibit(
  state: CaseCourt,
  documentId: string,
  title: string,
  date: string,
  content: string,
): ExhibitLetter {
  return {
    title,
    date,
    pages: pagesOf(content),
    mailings: state.mailings.filter((m) => m.documentId === documentId).map(sent),
  };
}

/**
 * The package filed from the case (ADR 184), drafted from what the court decider folds: the case's answers, the
 * demand letter's active version, the final notice's when there is one, and their recorded mailings.
 */
export const draftPackageFromCase: PackageDrafter = (state, now) => {
  const c = state.case;
  if (c.status === 'none' || !c.document) throw new Error('A package is drafted from a case with its letter');
  const letterText = c.revisions.find((r) => r.id === c.activeRevisionId)?.content ?? '';
  const notice = laterDocumentOfKind(c, 'final_notice');
  const noticeText = notice?.revisions.find((r) => r.id === notice.activeRevisionId)?.content ?? '';
  return draftEscalationPackage({
    caseId: c.caseId,
    details: c.details,
    today: now.toISOString().slice(0, 10),
    letter: exhibit(
      state,
      c.document.revisionId,
      c.document.title,
      c.document.generatedAt.slice(0, 10),
      letterText,
    ),
    finalNotice: notice
      ? exhibit(state, notice.documentId, notice.title, notice.draftedAt.slice(0, 10), noticeText)
      : null,
  });
};
