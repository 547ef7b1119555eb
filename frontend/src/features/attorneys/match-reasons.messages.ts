import { defineMessages } from '@/lib/i18n/define';

/**
 * The attorneys' match reasons and specialty badges by the codes the server sends (issue 33, ADR 203). The English
 * is exactly the server's (`backend/src/attorneys/ranking/case-matching.ts`, `directory/specialties.ts`).
 */
export const messages = defineMessages('attorneyReasons', {
  reason_specialty: 'Handles {phrase} cases',
  reason_specialty_related: 'Also handles {phrase} cases',
  reason_near: 'Less than a mile from you',
  reason_miles: '{miles, plural, one {# mile} other {# miles}} from you',
  reason_rated: 'Rated {rating} by {reviews, plural, one {# client} other {# clients}}',
  reason_experience_under_one: 'Less than a year of experience',
  reason_experience: '{years, plural, one {# year} other {# years}} of experience',
  reason_experience_complex:
    '{years, plural, one {# year} other {# years}} of experience, suited to a complex case',
  reason_licensed: 'Licensed in {stateName}',
  phrase_landlord_tenant: 'landlord-tenant',
  phrase_personal_injury: 'personal injury and vehicle',
  phrase_employment: 'employment and unpaid-wage',
  phrase_contract: 'contract',
  phrase_small_claims: 'small-claims',
  phrase_consumer_protection: 'consumer protection',
  phrase_business: 'business dispute',
  phrase_family: 'family law',
  phrase_real_estate: 'real estate',
  label_landlord_tenant: 'Landlord-Tenant',
  label_personal_injury: 'Personal Injury',
  label_employment: 'Employment Law',
  label_contract: 'Contract Disputes',
  label_small_claims: 'Small Claims',
  label_consumer_protection: 'Consumer Protection',
  label_business: 'Business Disputes',
  label_family: 'Family Law',
  label_real_estate: 'Real Estate',
});
