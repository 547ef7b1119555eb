import {
  ConflictError,
  IllegalStateError,
  NotFoundError,
  InputErrorCode,
  ValidationError,
} from '../../../common/errors';
import { laterDocument, type Case, type CaseRevision } from '../../case';
import type { RevisionActivated, RevisionSaved } from '../../case.events';
import { hasHiddenControls, isInvisible } from '../../../common/text-field.validator';

/** Spec-free limits of an edited text (issue 14): what one letter can reasonably be. */
export const MAX_REVISION_CHARS = 100_000;
export const MAX_EDIT_SUMMARY_CHARS = 500;

/** Save an edited text as a new revision; `baseVersion` is the active version the client edited. */
export type SaveRevision = {
  type: 'SaveRevision';
  data: {
    caseId: string;
    revisionId: string;
    content: string;
    editSummary: string;
    baseVersion: string;
    authorId: string;
    /** A later document of the case (ADR 180); absent or null for the first document. */
    documentId?: string | null;
  };
  metadata: { now: Date };
};

/** Make an existing revision the active one. */
export type ActivateRevision = {
  type: 'ActivateRevision';
  data: { caseId: string; revisionId: string; documentId?: string | null };
  metadata: { now: Date };
};

export type RevisionCommand = SaveRevision | ActivateRevision;

/** "1.0" → 10 tenths. Versions are decimals with one place, counted in tenths so 1.9 is followed by 2.0. */
export const versionTenths = (version: string): number => Math.round(Number(version) * 10);
export const versionFromTenths = (tenths: number): string => `${Math.floor(tenths / 10)}.${tenths % 10}`;

/** The version a new revision gets: one tenth above the highest so far. */
export function nextVersion(state: Case | { revisions: readonly CaseRevision[] }): string {
  if (('status' in state && state.status === 'none') || !('revisions' in state) || state.revisions.length === 0)
    return '1.0';
  return versionFromTenths(Math.max(...state.revisions.map((r) => versionTenths(r.version))) + 1);
}

/** CRLF and lone CR become LF: the same text saved from any browser or OS is the same revision. */
export const normalizeLineEndings = (text: string) => text.replace(/\r\n?/g, '\n');

const codePoints = (text: string) => [...text].length;

/** The text a revision stores, or a 400 naming the field. Pure: the HTTP DTO and the decider share it. */
export function validRevisionContent(content: unknown): string {
  if (typeof content !== 'string')
    throw new ValidationError('content must be a string', {
      field: 'content',
      code: InputErrorCode.WrongType,
    });
  if (content.includes('\u0000'))
    throw new ValidationError('content must not contain NUL characters', {
      field: 'content',
      code: InputErrorCode.UnsafeText,
    });
  const normalized = normalizeLineEndings(content);
  if (normalized.trim() === '')
    throw new ValidationError('content must not be empty', {
      field: 'content',
      code: InputErrorCode.Required,
    });
  // Bidi overrides or control characters can make a letter read differently from what was typed (issue 22 point 7).
  if (hasHiddenControls(normalized, true))
    throw new ValidationError('content must not contain control characters or bidirectional overrides', {
      field: 'content',
      code: InputErrorCode.UnsafeText,
    });
  if (isInvisible(normalized))
    throw new ValidationError('content must contain visible characters', {
      field: 'content',
      code: InputErrorCode.Required,
    });
  if (codePoints(normalized) > MAX_REVISION_CHARS) {
    throw new ValidationError(
      `content must be at most ${MAX_REVISION_CHARS.toLocaleString('en-US')} characters`,
      { field: 'content', code: InputErrorCode.TooLong, params: { max: MAX_REVISION_CHARS } },
    );
  }
  return normalized;
}

export function validEditSummary(editSummary: unknown): string {
  if (typeof editSummary !== 'string')
    throw new ValidationError('editSummary must be a string', {
      field: 'editSummary',
      code: InputErrorCode.WrongType,
    });
  const trimmed = editSummary.trim();
  if (trimmed === '')
    throw new ValidationError('editSummary is required', {
      field: 'editSummary',
      code: InputErrorCode.Required,
    });
  if (hasHiddenControls(trimmed, false))
    throw new ValidationError('editSummary must not contain control characters or bidirectional overrides', {
      field: 'editSummary',
      code: InputErrorCode.UnsafeText,
    });
  if (isInvisible(trimmed))
    throw new ValidationError('editSummary must contain visible characters', {
      field: 'editSummary',
      code: InputErrorCode.Required,
    });
  if (codePoints(trimmed) > MAX_EDIT_SUMMARY_CHARS) {
    throw new ValidationError(`editSummary must be at most ${MAX_EDIT_SUMMARY_CHARS} characters`, {
      field: 'editSummary',
      code: InputErrorCode.TooLong,
      params: { max: MAX_EDIT_SUMMARY_CHARS },
    });
  }
  return trimmed;
}

/** Research R8: the message a second tab gets when it saved on a version someone else already replaced. */
export const staleBaseMessage = (baseVersion: string, activeVersion: string) =>
  `Someone saved this document first: you edited version ${baseVersion}, but version ${activeVersion} is now active. ` +
  'Your text was not saved. Compare it with the current version, then save again.';

/** The revision line of one document of the case: the first one (documentId null) or a later one (ADR 180). */
function documentOf(state: Case, documentId: string | null | undefined) {
  if (state.status === 'none') throw new NotFoundError('Case not found');
  if (documentId) {
    const later = laterDocument(state, documentId);
    if (!later) throw new NotFoundError('Document not found');
    const active = later.revisions.find((r) => r.id === later.activeRevisionId);
    if (!active) throw new IllegalStateError('This document has no active revision');
    return { revisions: later.revisions, activeRevisionId: later.activeRevisionId, active, documentId };
  }
  if (state.revisions.length === 0 || !state.activeRevisionId) {
    throw new IllegalStateError('This case has no document yet');
  }
  const active = state.revisions.find((r) => r.id === state.activeRevisionId);
  if (!active) throw new IllegalStateError('This case has no active revision');
  return { revisions: state.revisions, activeRevisionId: state.activeRevisionId, active, documentId: null };
}

/** Every revision id of the case, whichever document it belongs to: a revision id is never reused. */
const allRevisionIds = (state: Exclude<Case, { status: 'none' }>) => [
  ...state.revisions.map((r) => r.id),
  ...(state.laterDocuments ?? []).flatMap((d) => d.revisions.map((r) => r.id)),
];

export function saveRevision(command: SaveRevision, state: Case): RevisionSaved[] {
  const doc = documentOf(state, command.data.documentId);
  const { active } = doc;
  const { caseId, revisionId, baseVersion, authorId } = command.data;
  if (doc.revisions.some((r) => r.id === revisionId)) return []; // the same save delivered again
  if (state.status !== 'none' && allRevisionIds(state).includes(revisionId))
    throw new IllegalStateError('This revision belongs to another document');
  const content = validRevisionContent(command.data.content);
  const editSummary = validEditSummary(command.data.editSummary);
  if (versionTenths(baseVersion) !== versionTenths(active.version)) {
    throw new ConflictError(staleBaseMessage(baseVersion, active.version), { activeVersion: active.version });
  }
  return [
    {
      type: 'RevisionSaved',
      data: {
        caseId,
        revisionId,
        version: nextVersion(doc),
        baseVersion: active.version,
        content,
        editSummary,
        authorId,
        savedAt: command.metadata.now.toISOString(),
        documentId: doc.documentId,
      },
    },
  ];
}

export function activateRevision(command: ActivateRevision, state: Case): RevisionActivated[] {
  const doc = documentOf(state, command.data.documentId);
  const { caseId, revisionId } = command.data;
  const target = doc.revisions.find((r) => r.id === revisionId);
  if (!target) throw new NotFoundError('Revision not found');
  if (doc.activeRevisionId === revisionId) return []; // already active: nothing happens
  return [
    {
      type: 'RevisionActivated',
      data: {
        caseId,
        revisionId,
        version: target.version,
        content: target.content,
        activatedAt: command.metadata.now.toISOString(),
        documentId: doc.documentId,
      },
    },
  ];
}
