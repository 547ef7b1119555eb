import type { CaseType } from '../../case-file/index';

/**
 * The practice areas of the directory. The first five are the attorney referral page's Specialty filter (spec §2);
 * the rest complete the home section's practice areas (spec §3 option lists). Codes are stored in
 * `attorneys.specialties` and never change; labels are what people read.
 */
export const SPECIALTIES = [
  'landlord_tenant',
  'personal_injury',
  'employment',
  'contract',
  'small_claims',
  'consumer_protection',
  'business',
  'family',
  'real_estate',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const SPECIALTY_LABELS: Record<Specialty, string> = {
  landlord_tenant: 'Landlord-Tenant',
  personal_injury: 'Personal Injury',
  employment: 'Employment Law',
  contract: 'Contract Disputes',
  small_claims: 'Small Claims',
  consumer_protection: 'Consumer Protection',
  business: 'Business Disputes',
  family: 'Family Law',
  real_estate: 'Real Estate',
};

export const isSpecialty = (value: unknown): value is Specialty =>
  typeof value === 'string' && (SPECIALTIES as readonly string[]).includes(value);

/**
 * Which attorneys fit a case type: the first specialty is the case's own area, the others are close ones
 * (an unpaid freelancer's claim is a contract claim first, an employment one second).
 */
export const CASE_TYPE_SPECIALTIES: Record<CaseType, readonly [Specialty, ...Specialty[]]> = {
  'unpaid-work': ['contract', 'employment', 'small_claims'],
  'landlord-dispute': ['landlord_tenant', 'real_estate', 'small_claims'],
  'security-deposit': ['landlord_tenant', 'small_claims', 'real_estate'],
  'vehicle-damage': ['personal_injury', 'small_claims'],
  'property-damage': ['personal_injury', 'small_claims', 'real_estate'],
  'contract-breach': ['contract', 'business', 'small_claims'],
  other: ['small_claims', 'consumer_protection'],
};

/** How people describe a case type in a sentence ("Handles landlord-tenant cases"). */
export const SPECIALTY_PHRASES: Record<Specialty, string> = {
  landlord_tenant: 'landlord-tenant',
  personal_injury: 'personal injury and vehicle',
  employment: 'employment and unpaid-wage',
  contract: 'contract',
  small_claims: 'small-claims',
  consumer_protection: 'consumer protection',
  business: 'business dispute',
  family: 'family law',
  real_estate: 'real estate',
};
