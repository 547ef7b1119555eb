import type { CaseDocumentDrafted } from '../case.events';
import { laterDocumentOfKind } from '../case';
import { IllegalStateError, InputErrorCode, NotFoundError, ValidationError } from '../../common/errors';
import type { Decider } from '../../event-store/handle-command';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from './court';
import type { Sc100AnswersSaved } from './court.events';
import { SC100_OVER_CENTS, type Sc100Answers } from './sc100/sc100.types';
import type { CaseFileEvent } from '../case-file.events';

type Meta = { metadata: { now: Date } };
/** A drafted document the handler made from the case (pure drafting, before the decider). */
type Drafted = { documentId: string; title: string; content: string; lawTableVersion: string };

/** The owner asks for a final notice (free); the text is drafted from the case. */
export type DraftFinalNotice = Meta & {
  type: 'DraftFinalNotice';
  data: { caseId: string; userId: string; draft: Drafted };
};

/** The owner saves SC-100's extra answers (ADR 182). */
export type SaveSc100Answers = Meta & {
  type: 'SaveSc100Answers';
  data: { caseId: string; userId: string; answers: Sc100Answers };
};

export type CourtCommand = DraftFinalNotice | SaveSc100Answers;

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

/** The case has a small-claims package: bought as its first document, or filed from the case later. */
export const hasPackage = (c: OpenCase): boolean =>
  (c.details.documentType === 'small_claims' && c.document !== null) ||
  laterDocumentOfKind(c, 'small_claims') !== undefined;

export const SC100_CALIFORNIA_ONLY = 'SC-100 is the California claim form: this case is not in California';
export const SC100_NEEDS_PACKAGE = 'SC-100 is filled once the case has its small-claims package';

/** The case may have its SC-100: a California case with its package. */
export function assertSc100Case(state: CaseCourt, userId: string | null): OpenCase {
  if (state.case.status === 'none' || (userId !== null && state.case.userId !== userId))
    throw new NotFoundError('Case not found');
  const c = state.case;
  if (c.details.state !== 'CA') throw new IllegalStateError(SC100_CALIFORNIA_ONLY);
  if (!hasPackage(c)) throw new IllegalStateError(SC100_NEEDS_PACKAGE);
  return c;
}

const invalid = (field: string, message: string, code = InputErrorCode.Required) =>
  new ValidationError(`${field}: ${message}`, { field, code });

export function saveSc100Answers(command: SaveSc100Answers, state: CaseCourt): Sc100AnswersSaved[] {
  const c = assertSc100Case(state, command.data.userId);
  const a = command.data.answers;
  if (c.details.amountCents > SC100_OVER_CENTS && !a.confirmsTwoClaimsOver2500)
    throw invalid(
      'confirmsTwoClaimsOver2500',
      'A claim over $2,500 needs your confirmation that you have not filed more than two such claims in California this year',
      InputErrorCode.NotAllowed,
    );
  if (a.venue === 'e' && a.venueOther.trim() === '')
    throw invalid('venueOther', 'Say why you file at this courthouse');
  if (JSON.stringify(state.sc100) === JSON.stringify(a)) return []; // the same answers again
  return [
    {
      type: 'Sc100AnswersSaved',
      data: { caseId: c.caseId, answers: a, savedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function decideCourt(
  command: CourtCommand,
  state: CaseCourt,
): Array<CaseDocumentDrafted | Sc100AnswersSaved> {
  switch (command.type) {
    case 'DraftFinalNotice':
      return draftFinalNotice(command, state);
    case 'SaveSc100Answers':
      return saveSc100Answers(command, state);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(exhaustive)}`);
    }
  }
}

export const courtDecider: Decider<CourtCommand, CaseCourt, CaseFileEvent> = {
  decide: decideCourt,
  evolve: evolveCaseCourt,
  initialState: initialCaseCourt,
};
