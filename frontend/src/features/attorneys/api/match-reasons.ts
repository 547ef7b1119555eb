import type { Message } from '@/lib/i18n/define';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../match-reasons.messages';

/** A match reason as the server codes it (issue 33): `specialty` {specialty}, `miles` {miles}, `licensed` {stateName}… */
export interface MatchReasonCode {
  code: string;
  params: Record<string, string | number>;
}

const CATALOG: Readonly<Record<string, Message>> = m;
const entry = (key: string): Message | undefined => (Object.hasOwn(CATALOG, key) ? CATALOG[key] : undefined);

/**
 * The reasons of a match in the page's language, by code; each one the server's English when its code (or its
 * specialty) is one this client does not know, or the server sent no codes (an older server).
 */
export function matchReasons(
  english: readonly string[],
  codes: readonly MatchReasonCode[] | undefined,
): string[] {
  if (!codes || codes.length !== english.length) return [...english];
  return codes.map((reason, i) => {
    const fallback = english[i] ?? '';
    const message = entry(`reason_${reason.code}`);
    if (!message) return fallback;
    const values: Record<string, string | number> = { ...reason.params };
    if (typeof reason.params.specialty === 'string') {
      const phrase = entry(`phrase_${reason.params.specialty}`);
      if (!phrase) return fallback;
      values.phrase = translate(phrase);
    }
    try {
      return translate(message, values);
    } catch {
      return fallback;
    }
  });
}

/** A specialty's badge in the page's language, by its code; the server's label otherwise. */
export function specialtyLabel(code: string, fallback: string): string {
  const message = entry(`label_${code}`);
  return message ? translate(message) : fallback;
}
