import type { CaseDetails, CaseType, DocumentType } from '../../claim/case.types';
import type { StateCode } from '../../law/law-table.types';

/** A fixed "today" so snapshots and deadlines are reproducible. */
export const FIXED_TODAY = '2026-11-02';
export const FIXED_CASE_ID = '3f1c9a52-7d4e-4b8a-9c61-2a5e8f0d7b13';

const DESCRIPTIONS: Record<
  CaseType,
  { dispute: string; attempts: string; evidence: string; incident: string }
> = {
  'unpaid-work': {
    dispute:
      'I designed and built a five-page website for Acme Builders under a written agreement signed on August 4, 2026. I delivered the site on September 15, 2026 and sent invoice #1042 for $2,500.00, due in 30 days.\n\nAcme launched the site but has not paid the invoice.',
    attempts: 'I e-mailed reminders on October 16 and October 23, 2026 and called twice. Nobody replied.',
    evidence: 'Signed agreement\nInvoice #1042\nE-mails asking for payment\nScreenshots of the live website',
    incident: '2026-10-15',
  },
  'security-deposit': {
    dispute:
      'I rented the apartment at 12 Elm Street, Unit 4 and paid a $2,500.00 security deposit. I moved out on September 1, 2026, left the unit clean and returned the keys, and gave my forwarding address in writing the same day.',
    attempts:
      'I texted the landlord on September 30, 2026 and sent an e-mail on October 10, 2026. I have had no answer.',
    evidence: 'Lease, move-out photos, deposit receipt; texts and e-mails',
    incident: '2026-09-01',
  },
  'landlord-dispute': {
    dispute:
      'My landlord agreed in writing to reimburse me for an emergency plumbing repair I paid for after the water heater failed. I paid the plumber $2,500.00 and sent the receipt.',
    attempts: 'I asked for reimbursement in writing on September 20, 2026.',
    evidence: 'Plumber receipt; written repair agreement',
    incident: '2026-09-05',
  },
  'vehicle-damage': {
    dispute:
      'The other driver backed out of a parking space and hit the rear door of my parked car at the Elm Street grocery store. The repair estimate is $2,500.00.',
    attempts: 'I called the other driver on October 5, 2026. They promised to pay but have not.',
    evidence: 'Photos of the damage, two repair estimates, police report',
    incident: '2026-10-01',
  },
  'property-damage': {
    dispute:
      "My neighbor's contractor cut down part of my fence while removing a tree. Replacing the fence costs $2,500.00.",
    attempts: '',
    evidence: 'Photos of the fence before and after, fence contractor quote',
    incident: '2026-08-20',
  },
  'contract-breach': {
    dispute:
      'I paid $2,500.00 in advance for a kitchen cabinet installation that was to be finished by August 30, 2026. The installer never started the work.',
    attempts: 'I asked for a refund by e-mail on September 5, 2026 and by letter on September 25, 2026.',
    evidence: 'Signed quote; bank transfer record; e-mails',
    incident: '2026-08-30',
  },
  other: {
    dispute:
      'I lent my former business partner $2,500.00, which he promised in writing to repay by September 1, 2026.',
    attempts: 'I reminded him by text on September 10, 2026.',
    evidence: '',
    incident: '2026-09-01',
  },
};

/** A city and ZIP code in each state, so each state's fixture has both parties at addresses in that state. */
const CITIES: Record<StateCode, readonly [string, string]> = {
  AL: ['Montgomery', '36104'],
  AK: ['Juneau', '99801'],
  AZ: ['Phoenix', '85004'],
  AR: ['Little Rock', '72201'],
  CA: ['Riverside', '92501'],
  CO: ['Denver', '80202'],
  CT: ['Hartford', '06103'],
  DE: ['Dover', '19901'],
  DC: ['Washington', '20001'],
  FL: ['Tallahassee', '32301'],
  GA: ['Atlanta', '30303'],
  HI: ['Honolulu', '96813'],
  ID: ['Boise', '83702'],
  IL: ['Springfield', '62701'],
  IN: ['Indianapolis', '46204'],
  IA: ['Des Moines', '50309'],
  KS: ['Topeka', '66603'],
  KY: ['Frankfort', '40601'],
  LA: ['Baton Rouge', '70802'],
  ME: ['Augusta', '04330'],
  MD: ['Annapolis', '21401'],
  MA: ['Boston', '02108'],
  MI: ['Lansing', '48933'],
  MN: ['Saint Paul', '55102'],
  MS: ['Jackson', '39201'],
  MO: ['Jefferson City', '65101'],
  MT: ['Helena', '59601'],
  NE: ['Lincoln', '68508'],
  NV: ['Carson City', '89701'],
  NH: ['Concord', '03301'],
  NJ: ['Trenton', '08608'],
  NM: ['Santa Fe', '87501'],
  NY: ['Albany', '12207'],
  NC: ['Raleigh', '27601'],
  ND: ['Bismarck', '58501'],
  OH: ['Columbus', '43215'],
  OK: ['Oklahoma City', '73102'],
  OR: ['Salem', '97301'],
  PA: ['Harrisburg', '17101'],
  RI: ['Providence', '02903'],
  SC: ['Columbia', '29201'],
  SD: ['Pierre', '57501'],
  TN: ['Nashville', '37219'],
  TX: ['Austin', '78701'],
  UT: ['Salt Lake City', '84111'],
  VT: ['Montpelier', '05602'],
  VA: ['Richmond', '23219'],
  WA: ['Olympia', '98501'],
  WV: ['Charleston', '25301'],
  WI: ['Madison', '53703'],
  WY: ['Cheyenne', '82001'],
};

export function caseDetails(
  overrides: Partial<CaseDetails> & { caseType?: CaseType; documentType?: DocumentType } = {},
): CaseDetails {
  const caseType = overrides.caseType ?? 'unpaid-work';
  const d = DESCRIPTIONS[caseType];
  const state = (overrides.state ?? 'CA') as StateCode;
  const [city, zip] = CITIES[state] ?? CITIES.CA;
  return {
    caseType,
    state: 'CA',
    plaintiffName: 'Jane Doe',
    plaintiffEmail: 'jane.doe@example.com',
    plaintiffAddress:
      state === 'CA' ? '123 Main Street\nSpringfield, CA 90001' : `123 Main Street\n${city}, ${state} ${zip}`,
    plaintiffPhone: '(555) 010-2233',
    defendantName: 'Acme Builders LLC',
    defendantAddress: `456 Oak Avenue, Suite 200\n${city}, ${state} ${zip}`,
    disputeDescription: d.dispute,
    amountCents: 250_000,
    incidentDate: d.incident,
    attemptedResolution: d.attempts,
    evidenceDescription: d.evidence,
    documentType: 'demand_letter',
    agreedToTerms: true,
    ...overrides,
  };
}

/** A faithful LLM rewrite of the unpaid-work fixture's statement of facts (passes the facts check). */
export const GOOD_REWRITE = [
  'I, Jane Doe, designed and built a five-page website for you, Acme Builders LLC, under a written agreement signed on August 4, 2026.',
  'I delivered the website on September 15, 2026 and sent you invoice #1042 for $2,500.00. Payment was due on or about October 15, 2026.',
  'I sent you reminders by e-mail on October 16 and October 23, 2026, and I called twice. Nobody replied, and the $2,500.00 is still unpaid.',
];
