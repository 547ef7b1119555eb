/** Option lists of the home attorney section (spec §3). */
export const ATTORNEY_SEARCH_STATES = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
  { value: 'FL', label: 'Florida' },
] as const;

export const PRACTICE_AREAS = [
  'Contract Disputes',
  'Landlord-Tenant Issues',
  'Personal Injury',
  'Employment Law',
  'Consumer Protection',
  'Business Disputes',
  'Family Law',
  'Real Estate',
  'Other',
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
