/**
 * Unsaved editor text, kept in this browser per case so a reload loses nothing (issue 14). Only the text and the
 * version it was edited from are kept; every draft is removed when the user signs out.
 */
const PREFIX = 'editor-draft:';

export interface EditorDraft {
  content: string;
  /** The active version the text was edited from ("1.0"). */
  baseVersion: string;
}

const keyOf = (caseId: string) => `${PREFIX}${caseId}`;

export function loadEditorDraft(caseId: string): EditorDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(caseId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return null;
    const { content, baseVersion } = parsed as Partial<EditorDraft>;
    if (typeof content !== 'string' || typeof baseVersion !== 'string') return null;
    return { content, baseVersion };
  } catch {
    return null;
  }
}

export function saveEditorDraft(caseId: string, draft: EditorDraft): void {
  try {
    window.localStorage.setItem(keyOf(caseId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the editor still works, the text just won't survive a reload
  }
}

export function clearEditorDraft(caseId: string): void {
  try {
    window.localStorage.removeItem(keyOf(caseId));
  } catch {
    // nothing stored
  }
}
