import { getErrorMessage } from '@/lib/api-client';
import { getFieldProblems } from '@/lib/field-errors';
import type { Message } from '@/lib/i18n/define';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

/**
 * The court endpoints' refusals that are not about a field (409, ErrorCode.IllegalState), by their English
 * sentence: backend/src/court/court.decide.ts and escalate/escalation.decide.ts export them as constants, and this
 * table must follow them (a 409 carries no finer code than `illegal_state`). A 400's field refusal is translated
 * by its code (`getErrorMessage`).
 */
const REFUSALS: Record<string, Message> = {
  'File in small claims after your demand letter: this case has no letter yet': m.errorNoLetterYet,
  "This case's document is already a small-claims package: download it from your document page":
    m.errorAlreadyPackage,
  'A final notice follows a letter that was not paid: record "paid in part", "refused" or "no response" first.':
    m.errorNeedsOutcome,
  "A final notice follows a demand letter: this case's document is a package": m.errorNotALetter,
  'This case has no demand letter yet': m.errorNoLetter,
  'SC-100 is the California claim form: this case is not in California': m.errorCaliforniaOnly,
  'SC-100 is filled once the case has its small-claims package': m.errorNeedsPackage,
};

/**
 * What a court screen says when a request failed, in the page's language: in English the server's sentence (or
 * `fallback`); in Spanish a refused field's sentence by its code, a known refusal's translation, otherwise the
 * screen's own `fallback` (never the server's English).
 */
export function courtErrorMessage(error: unknown, fallback: Message): string {
  const english = getErrorMessage(error, translate(fallback));
  if (currentLanguage() === 'en' || getFieldProblems(error).length > 0) return english;
  const known = REFUSALS[english];
  return translate(known ?? fallback);
}
