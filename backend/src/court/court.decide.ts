import type { CaseDocumentDrafted } from '../cases/index';
import { laterDocumentOfKind } from '../cases/index';
import { IllegalStateError, NotFoundError } from '../common/errors';
import type { Decider } from '../event-store/handle-command';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt, type CourtStreamEvent } from './court';

type Meta = { metadata: { now: Date } };
/** A drafted document the handler made from the case (pure drafting, before the decider). */
type Drafted = { documentId: string; title: string; content: string; lawTableVersion: string };

/** The owner asks for a final notice (free); the text is drafted from the case. */
export type DraftFinalNotice = Meta & {
  type: 'DraftFinalNotice';
  data: { caseId: string; userId: string; draft: Drafted };
};

export type CourtCommand = DraftFinalNotice;

export const FINAL_NOTICE_OUTCOMES = new Set(['paid_in_part', 'refused', 'no_response']);
export const NEEDS_OUTCOME_MESSAGE =
  'A final notice follows a letter that was not paid: record "paid in part", "refused" or "no response" first.';
export const NOT_A_LETTER_MESSAGE =
  "A final notice follows a demand letter: this case's document is a package";
export const NO_LETTER_MESSAGE = 'This case has no demand letter yet';

type OpenCase = Exclude<CaseCourt['case'], { status: 'none' }>;

function ownCase(state: CaseCourt, userId: string): OpenCase {
  if (state.case.status === 'none' || state.case.userId !== userId) throw new NotFoundError('Case not found');
  return state.case;
}

/** One final notice per case, after a demand letter that was not paid in full (ADR 181). */
export function draftFinalNotice(command: DraftFinalNotice, state: CaseCourt): CaseDocumentDrafted[] {
  const c = ownCase(state, command.data.userId);
  if (!c.document) throw new IllegalStateError(NO_LETTER_MESSAGE);
  if (c.details.documentType !== 'demand_letter') throw new IllegalStateError(NOT_A_LETTER_MESSAGE);
  if (laterDocumentOfKind(c, 'final_notice')) return []; // asked again: the same notice
  if (!state.outcome || !FINAL_NOTICE_OUTCOMES.has(state.outcome.outcome))
    throw new IllegalStateError(NEEDS_OUTCOME_MESSAGE);
  const { draft } = command.data;
  return [
    {
      type: 'CaseDocumentDrafted',
      data: {
        caseId: c.caseId,
        documentId: draft.documentId,
        kind: 'final_notice',
        revisionId: draft.documentId,
        version: '1.0',
        title: draft.title,
        content: draft.content,
        lawTableVersion: draft.lawTableVersion,
        draftedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decideCourt(command: CourtCommand, state: CaseCourt): CaseDocumentDrafted[] {
  switch (command.type) {
    case 'DraftFinalNotice':
      return draftFinalNotice(command, state);
    default: {
      const _exhaustive: never = command.type;
      throw new Error(`Unknown command ${String(_exhaustive)}`);
    }
  }
}

export const courtDecider: Decider<CourtCommand, CaseCourt, CourtStreamEvent> = {
  decide: decideCourt,
  evolve: evolveCaseCourt,
  initialState: initialCaseCourt,
};
