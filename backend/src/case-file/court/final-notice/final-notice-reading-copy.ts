import { laterDocumentOfKind } from '../../case';
import type { FinalNoticeCopyInput } from '../../../documents/index';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from '../court';
import { firstLetterMailing, sentRecord } from './final-notice';
import type { CaseFileEvent } from '../../case-file.events';

/**
 * What the final notice was drafted from (issue 33, ADR 209), read back from the case stream: the state folded up to
 * its `CaseDocumentDrafted` (the outcome, the first letter and its mailing then), the notice's day, and its drafted
 * and active revisions now. Null when the case has no final notice.
 */
export function finalNoticeCopyInput(
  events: ReadonlyArray<{ type: string; data: unknown }>,
): { userId: string; input: FinalNoticeCopyInput } | null {
  let state: CaseCourt = initialCaseCourt();
  let before: CaseCourt | null = null;
  let draftedAt: string | null = null;
  for (const event of events) {
    const data = event.data as { kind?: string; draftedAt?: string };
    if (!before && event.type === 'CaseDocumentDrafted' && data.kind === 'final_notice') {
      before = state;
      draftedAt = data.draftedAt ?? null;
    }
    state = evolveCaseCourt(state, event as unknown as CaseFileEvent);
  }
  const c = state.case;
  if (!before || !draftedAt || c.status === 'none' || before.case.status === 'none') return null;
  const then = before.case;
  const outcome = before.outcome;
  const notice = laterDocumentOfKind(c, 'final_notice');
  if (!notice || !then.document || !outcome) return null;
  const drafted = notice.revisions[0]!;
  const active = notice.revisions.find((r) => r.id === notice.activeRevisionId) ?? drafted;
  const mailing = firstLetterMailing(before);
  return {
    userId: c.userId,
    input: {
      notice: {
        caseId: c.caseId,
        details: then.details,
        today: draftedAt.slice(0, 10),
        firstLetter: {
          date: then.document.generatedAt.slice(0, 10),
          mailing: mailing ? sentRecord(mailing) : null,
        },
        outcome: outcome.outcome as 'paid_in_part' | 'refused' | 'no_response',
        amountReceivedCents: outcome.amountReceivedCents,
      },
      drafted: { content: drafted.content },
      active: { version: active.version, content: active.content },
    },
  };
}
