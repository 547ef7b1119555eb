import {
  formatIsoDate,
  isCaseType,
  isIsoDate,
  type CaseType,
  type ClaimantKind,
  type DocumentType,
} from './cases';
import { messages as m } from './cases.messages';
import { LOCALES } from './i18n/language';
import { currentLanguage, localized, translate } from './i18n/runtime';

/**
 * The case vocabulary's labels in the page's language (issue 33). `lib/cases.ts` keeps the English ones, held to
 * the server's by a contract test; screens show these.
 */
export const CASE_TYPE_LABELS_SHOWN: Readonly<Record<CaseType, string>> = localized({
  'unpaid-work': m.unpaidWork,
  'landlord-dispute': m.landlordDispute,
  'vehicle-damage': m.vehicleDamage,
  'property-damage': m.propertyDamage,
  'contract-breach': m.contractBreach,
  'security-deposit': m.securityDeposit,
  other: m.other,
});

export const DOCUMENT_TYPE_LABELS_SHOWN: Readonly<Record<DocumentType, string>> = localized({
  demand_letter: m.demandLetter,
  small_claims: m.smallClaims,
});

export const CLAIMANT_KIND_LABELS_SHOWN: Readonly<Record<ClaimantKind, string>> = localized({
  individual: m.individual,
  business: m.business,
});

/** "2026-03-14" → "March 14, 2026" / "14 de marzo de 2026" in the page's language (no time-zone shift). */
export function formatIsoDateShown(value: string | null | undefined): string {
  if (!value || !isIsoDate(value)) return formatIsoDate(value);
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The label of a case type in the page's language; an unknown value from the server is shown as it is. */
export function caseTypeLabelShown(value: string | null | undefined): string {
  if (!value) return translate(m.case);
  return isCaseType(value) ? CASE_TYPE_LABELS_SHOWN[value] : value;
}
