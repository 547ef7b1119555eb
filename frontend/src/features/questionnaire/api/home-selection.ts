/**
 * The choice made in the home page teaser, handed to the questionnaire through local storage
 * (spec §2 Home, §4 Questionnaire). The questionnaire reads it once and removes it.
 */
import { messages as m } from '../teaser.messages';

export const HOME_SELECTION_KEY = 'homepage-case-selection';

export const TEASER_CASE_TYPES = [
  { value: 'landlord', message: m.landlord },
  { value: 'vehicle', message: m.vehicle },
  { value: 'unpaid', message: m.unpaid },
  { value: 'other', message: m.other },
] as const;

export type TeaserCaseType = (typeof TEASER_CASE_TYPES)[number]['value'];

export interface HomeSelection {
  caseType: TeaserCaseType;
  startAtStep: number;
}

export function saveHomeSelection(caseType: TeaserCaseType): void {
  const selection: HomeSelection = { caseType, startAtStep: 1 };
  try {
    window.localStorage.setItem(HOME_SELECTION_KEY, JSON.stringify(selection));
  } catch {
    // Storage unavailable: the questionnaire simply starts from the beginning.
  }
}

function isTeaserCaseType(value: unknown): value is TeaserCaseType {
  return TEASER_CASE_TYPES.some((t) => t.value === value);
}

function parseHomeSelection(raw: string): HomeSelection | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      'caseType' in parsed &&
      'startAtStep' in parsed &&
      isTeaserCaseType(parsed.caseType) &&
      typeof parsed.startAtStep === 'number'
    ) {
      return { caseType: parsed.caseType, startAtStep: parsed.startAtStep };
    }
    return null;
  } catch {
    return null;
  }
}

/** Reads the stored selection without removing it; anything malformed is ignored. */
export function peekHomeSelection(): HomeSelection | null {
  try {
    const raw = window.localStorage.getItem(HOME_SELECTION_KEY);
    return raw === null ? null : parseHomeSelection(raw);
  } catch {
    return null;
  }
}

/** Reads and removes the stored selection (the questionnaire uses it once). */
export function takeHomeSelection(): HomeSelection | null {
  const selection = peekHomeSelection();
  try {
    window.localStorage.removeItem(HOME_SELECTION_KEY);
  } catch {
    // storage unavailable: nothing to remove
  }
  return selection;
}
