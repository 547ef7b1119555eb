import { messages as m } from '../messages';

/** Option lists of the attorney pages (spec §2, §3). Values are the API's codes; labels are catalog messages. */

/** The referral page's Specialty filter (spec §2). */
export const SPECIALTY_FILTERS = [
  { value: 'all', label: m.specialtyAll },
  { value: 'landlord_tenant', label: m.specialtyLandlord },
  { value: 'personal_injury', label: m.specialtyInjury },
  { value: 'employment', label: m.specialtyEmployment },
  { value: 'contract', label: m.specialtyContract },
  { value: 'small_claims', label: m.specialtySmallClaims },
] as const;

/** The home section's practice areas (spec §3), each with the directory specialty it searches; Other = any. */
export const PRACTICE_AREAS = [
  { value: 'contract', label: m.areaContract },
  { value: 'landlord_tenant', label: m.areaLandlord },
  { value: 'personal_injury', label: m.areaInjury },
  { value: 'employment', label: m.areaEmployment },
  { value: 'consumer_protection', label: m.areaConsumer },
  { value: 'business', label: m.areaBusiness },
  { value: 'family', label: m.areaFamily },
  { value: 'real_estate', label: m.areaRealEstate },
  { value: 'other', label: m.areaOther },
] as const;

export const REFERRAL_URGENCY = [
  { value: 'low', label: m.urgencyLow },
  { value: 'medium', label: m.urgencyMedium },
  { value: 'high', label: m.urgencyHigh },
] as const;

export const REFERRAL_BUDGET = [
  { value: 'under-500', label: m.budgetUnder500 },
  { value: '500-2000', label: m.budget500 },
  { value: '2000-5000', label: m.budget2000 },
  { value: '5000-plus', label: m.budget5000 },
  { value: 'contingency', label: m.budgetContingency },
] as const;

/** Spec §9: the default hourly rate shown when an attorney has not published one. */
export const DEFAULT_HOURLY_RATE = m.defaultRate;
