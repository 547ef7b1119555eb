import type { Message } from '@/lib/i18n/define';
import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import { messages as m } from './catalog-names.messages';

/**
 * The price catalog's names in the page's language, by code (issue 33, ADR 203): the server sends its English
 * (`name`, `features`), the client shows the catalog entry of the code. An unknown code or feature (a new one the
 * server added before the client) shows the server's English, never nothing.
 */
const NAMES: Record<string, Message> = {
  suego: m.planSuego,
  suepro: m.planSuepro,
  demand_letter: m.documentDemandLetter,
  small_claims: m.documentSmallClaims,
  attorney_search: m.addonAttorneySearch,
  attorney_referral: m.addonAttorneyReferral,
  certified: m.mailingCertified,
  first_class: m.mailingFirstClass,
};

const DESCRIPTIONS: Record<string, Message> = {
  demand_letter: m.describeDemandLetter,
  small_claims: m.describeSmallClaims,
  attorney_search: m.describeAttorneySearch,
  attorney_referral: m.describeAttorneyReferral,
  certified: m.describeCertified,
  first_class: m.describeFirstClass,
};

const FEATURES: Message[] = [
  m.featureUnlimitedReferrals,
  m.featurePriorityReferrals,
  m.featureSearchIncluded,
  m.featureVersionHistory,
  m.featureMailedForYou,
  m.featurePhoneSupport,
  m.featureCustomTemplates,
  m.featureTeamCollaboration,
  m.featureAnalytics,
  m.featureApiAccess,
  m.featureAccountManager,
];
const BY_ENGLISH = new Map(FEATURES.map((message) => [englishOf(message), message]));

function englishOf(message: Message): string {
  const body = message.defaultMessage;
  if (typeof body === 'string') return body;
  return body.map((el) => ('value' in el && typeof el.value === 'string' ? el.value : '')).join('');
}

/** A plan, document, add-on or mailing service by its catalog code; `fallback` (the server's name) otherwise. */
export function catalogName(code: string, fallback?: string): string {
  const message = Object.hasOwn(NAMES, code) ? NAMES[code] : undefined;
  return message ? translate(message) : (fallback ?? code);
}

/** A document, add-on or mailing service's description by its code; the server's English otherwise. */
export function catalogDescription(code: string, fallback: string): string {
  const message = Object.hasOwn(DESCRIPTIONS, code) ? DESCRIPTIONS[code] : undefined;
  return message ? translate(message) : fallback;
}

/** A plan's name by its code (`suego`, `suepro`). */
export const planName = (code: string, fallback?: string): string => catalogName(code, fallback);

/** A plan's feature line, given in the server's English. */
export function featureLine(english: string): string {
  const message = BY_ENGLISH.get(english);
  return message ? translate(message) : english;
}

/**
 * A charge's description as payments writes it in English ("Demand Letter (case 1a2b3c4d)", "Attorney Search: 30
 * days of access", "SueGo plan, Dec 5, 2026 – Jan 4, 2027") in the page's language; anything else as it is.
 */
export function purchaseLine(english: string): string {
  const named = (name: string) => {
    for (const [code, message] of Object.entries(NAMES))
      if (englishOf(message) === name) return catalogName(code);
    return null;
  };
  const text = english;
  let out: string | null = null;
  let match = /^(.+) \(case ([^)]+)\)$/.exec(text);
  if (match) {
    const name = named(match[1]!);
    if (name) out = translate(m.purchaseCase, { name, case: match[2]! });
  }
  match = out ? null : /^(.+): (\d+) days of access$/.exec(text);
  if (match) {
    const name = named(match[1]!);
    if (name) out = translate(m.purchaseAccess, { name, days: match[2]! });
  }
  match = out ? null : /^(SueGo|SuePro Business) plan(.*)$/.exec(text);
  if (match) {
    // the period's dates ("Dec 5, 2026") as the page's language writes them
    const period = match[2]!.replace(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/g, (date) =>
      new Date(date).toLocaleDateString(LOCALES[currentLanguage()], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    );
    out = translate(m.purchasePlan, { plan: match[1]!, period });
  }
  return out ?? named(text) ?? english;
}
