/** Option lists of the attorney pages (spec §2, §3). Values are the API's codes. */

/** The referral page's Specialty filter (spec §2). */
export const SPECIALTY_FILTERS = [
  { value: 'all', label: 'All specialties' },
  { value: 'landlord_tenant', label: 'Landlord-Tenant' },
  { value: 'personal_injury', label: 'Personal Injury' },
  { value: 'employment', label: 'Employment' },
  { value: 'contract', label: 'Contract' },
  { value: 'small_claims', label: 'Small Claims' },
] as const;

/** The home section's practice areas (spec §3), each with the directory specialty it searches; Other = any. */
export const PRACTICE_AREAS = [
  { value: 'contract', label: 'Contract Disputes' },
  { value: 'landlord_tenant', label: 'Landlord-Tenant Issues' },
  { value: 'personal_injury', label: 'Personal Injury' },
  { value: 'employment', label: 'Employment Law' },
  { value: 'consumer_protection', label: 'Consumer Protection' },
  { value: 'business', label: 'Business Disputes' },
  { value: 'family', label: 'Family Law' },
  { value: 'real_estate', label: 'Real Estate' },
  { value: 'other', label: 'Other' },
] as const;

export const REFERRAL_URGENCY = [
  { value: 'low', label: 'Low - Within 2 weeks' },
  { value: 'medium', label: 'Medium - Within 1 week' },
  { value: 'high', label: 'High - Within 3 days' },
] as const;

export const REFERRAL_BUDGET = [
  { value: 'under-500', label: 'Under $500' },
  { value: '500-2000', label: '$500-$2,000' },
  { value: '2000-5000', label: '$2,000-$5,000' },
  { value: '5000-plus', label: '$5,000+' },
  { value: 'contingency', label: 'Contingency Fee' },
] as const;

/** Spec §9: the default hourly rate shown when an attorney has not published one. */
export const DEFAULT_HOURLY_RATE = '$300-500/hour';
