import { laterDocumentOfKind } from '../../case';
import { draftFinalNotice as draftFinalNoticeText, type SentRecord } from '../../../documents/index';
import type { Decider } from '../../../event-store/handle-command';
import type { CaseCourt, MailingRecord } from '../court';
import { courtDecider, FINAL_NOTICE_OUTCOMES, type CourtCommand } from '../court.decide';
import type { CaseFileEvent } from '../../case-file.events';

/** A recorded mailing as the notice describes it. */
export const sentRecord = (m: MailingRecord): SentRecord => ({
  carrier: m.carrier,
  service: m.service,
  trackingNumber: m.trackingNumber,
  pdfSha256: m.pdfSha256,
  mailedOn: m.mailedOn,
  deliveredOn: m.deliveredOn,
  returned: m.returned,
});

/** The first letter's latest mailing that was not returned (the one the other side got), if one was recorded. */
export function firstLetterMailing(state: CaseCourt): MailingRecord | null {
  if (state.case.status === 'none' || !state.case.document) return null;
  const documentId = state.case.document.revisionId;
  const mailings = state.mailings.filter((m) => m.documentId === documentId);
  return mailings.filter((m) => !m.returned).at(-1) ?? mailings.at(-1) ?? null;
}

/**
 * The court decider for final-notice requests: the notice is drafted from the state the decider folds (the same read
 * as the append's, so a retry after a lost race drafts again from the newer state). It drafts only when the rules
 * allow a notice; the court decider refuses otherwise, with the reason.
 */
export const finalNoticeDecider: Decider<CourtCommand, CaseCourt, CaseFileEvent> = {
  ...courtDecider,
  decide: (command, state) => {
    if (command.type !== 'DraftFinalNotice') return courtDecider.decide(command, state);
    const c = state.case;
    const outcome = state.outcome;
    if (
      c.status === 'none' ||
      !c.document ||
      c.userId !== command.data.userId ||
      c.details.documentType !== 'demand_letter' ||
      laterDocumentOfKind(c, 'final_notice') ||
      !outcome ||
      !FINAL_NOTICE_OUTCOMES.has(outcome.outcome)
    )
      return courtDecider.decide(command, state);
    const mailing = firstLetterMailing(state);
    const text = draftFinalNoticeText({
      caseId: command.data.caseId,
      details: c.details,
      today: command.metadata.now.toISOString().slice(0, 10),
      firstLetter: {
        date: c.document.generatedAt.slice(0, 10),
        mailing: mailing ? sentRecord(mailing) : null,
      },
      outcome: outcome.outcome as 'paid_in_part' | 'refused' | 'no_response',
      amountReceivedCents: outcome.amountReceivedCents,
    });
    return courtDecider.decide(
      {
        ...command,
        data: { ...command.data, draft: { documentId: command.data.draft.documentId, ...text } },
      },
      state,
    );
  },
};
