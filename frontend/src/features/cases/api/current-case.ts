/** The case the user worked on last, for pages opened without a case id (spec §2: "a stored current case id"). */
export const CURRENT_CASE_KEY = 'current-case-id';

export function getCurrentCaseId(): string | null {
  try {
    const value = window.localStorage.getItem(CURRENT_CASE_KEY);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}

export function setCurrentCaseId(id: string): void {
  try {
    window.localStorage.setItem(CURRENT_CASE_KEY, id);
  } catch {
    // storage unavailable: pages that need the id take it from their URL
  }
}
