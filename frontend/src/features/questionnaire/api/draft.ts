import { answersFrom, LAST_STEP, type Answers } from './answers';

/**
 * The questionnaire in progress, kept in this browser (spec §4 allows a visitor to fill everything first,
 * DESIGN §8): the answers and the current step only, so a reload or a sign-in at the last step loses nothing.
 * It is removed once the case is created.
 */
export const DRAFT_KEY = 'questionnaire-draft';

export interface Draft {
  answers: Answers;
  /** 0-5 */
  step: number;
}

export function loadDraft(): Draft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return null;
    const { answers, step } = parsed as { answers?: unknown; step?: unknown };
    return {
      answers: answersFrom(answers),
      step: typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0,
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft): void {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: draft.answers, step: draft.step }));
  } catch {
    // storage full or disabled: the questionnaire still works, it just won't survive a reload
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored
  }
}
