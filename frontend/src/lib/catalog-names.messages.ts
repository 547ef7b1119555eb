import { defineMessages } from '@/lib/i18n/define';

/**
 * What the price catalog (GET /api/pricing) names in English, by code (issue 33): plans, documents, add-ons and
 * mailing services, and the plans' feature lines. The server keeps its English; the client shows these.
 */
export const messages = defineMessages('catalogNames', {
  planSuego: 'SueGo',
  planSuepro: 'SuePro Business',
  documentDemandLetter: 'Demand Letter',
  documentSmallClaims: 'Small Claims Filing Package',
  addonAttorneySearch: 'Attorney Search',
  addonAttorneyReferral: 'Attorney Referral',
  mailingCertified: 'USPS Certified Mail with electronic return receipt',
  mailingFirstClass: 'USPS First-Class Mail',
  describeDemandLetter:
    'A state-specific demand letter with a clear deadline, ready to send by certified mail.',
  describeSmallClaims:
    'Your demand letter plus the court, filing steps and fee, service instructions, evidence list and hearing checklist.',
  describeAttorneySearch: 'Search the attorney directory for 30 days (included with every plan).',
  describeAttorneyReferral:
    'We send your case to 2-3 matching attorneys within 24 hours (included with every plan).',
  describeCertified:
    'We print and mail your letter by certified mail; USPS confirms the delivery date (included with SuePro Business).',
  describeFirstClass:
    'We print and mail your letter by First-Class mail, tracked until it is out for delivery (included with SuePro Business).',
  featureUnlimitedReferrals: 'Unlimited attorney referrals',
  featurePriorityReferrals: 'Unlimited and priority attorney referrals',
  featureSearchIncluded: 'Attorney search included',
  featureVersionHistory: 'Full version history for every document',
  featureMailedForYou: 'Letters mailed for you by certified or First-Class mail',
  featurePhoneSupport: 'Phone support',
  featureCustomTemplates: 'Custom templates',
  featureTeamCollaboration: 'Team collaboration',
  featureAnalytics: 'Analytics',
  featureApiAccess: 'API access',
  featureAccountManager: 'Dedicated account manager',
  purchaseCase: '{name} (case {case})',
  purchaseAccess: '{name}: {days} days of access',
  purchasePlan: '{plan} plan{period}',
});
