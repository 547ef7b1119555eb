import {
  ALL_CASE_TYPES,
  classesReview,
  inForce,
  CONSUMER_CASE_TYPES,
  COURT_FEE_NOTE,
  FEE_NOTE,
  legalReview,
  low,
  medium,
  researched,
  sameForBusiness,
  usd,
  checkedBefore,
} from '../law-fact';
import { evidenced } from '../evidence/law-evidence';
import { OFFICIAL as O, RESEARCH as R } from '../law-sources';
import type { CaseType, JurisdictionRecord, LawFact } from '../law-table.types';

// Research/state-law.md Tables A (§3.2), B (§3.3), C (§3.4), §3.5 and §3.6. Northeast: CT ME MA NH NJ NY PA RI VT.

const ctLimit = researched(usd(5_000), 'C.G.S. §51-15(d)', R.ipmSmallClaims);
const ctDepositNote =
  'The legal review found 21 days (or 15 after a forwarding address) in several current secondary sources; not yet checked against the official text.';
export const CT: JurisdictionRecord = {
  code: 'CT',
  name: 'Connecticut',
  smallClaims: {
    courtName: researched('Superior Court – Small Claims Session', 'C.G.S. §51-15(d)', R.ipmSmallClaims),
    limitIndividual: ctLimit,
    limitBusiness: sameForBusiness(ctLimit),
    filingFee: medium(
      { minCents: usd(95), maxCents: usd(95), description: '$95.' },
      'Connecticut Judicial Branch fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
    noCapCaseTypes: researched(
      ['security-deposit'],
      'C.G.S. §51-15(d)',
      R.ipmSmallClaims,
      'No dollar limit for security-deposit claims (research Table A).',
    ),
  },
  limitations: {
    writtenContract: researched(6, 'C.G.S. §52-576', O.ct(926, '52-576')),
    oralContract: researched(3, 'C.G.S. §52-581', O.ct(926, '52-581')),
    propertyDamage: medium(
      2,
      'C.G.S. §§52-584, 52-577',
      O.ct(926, '52-584'),
      'Research: 2 years for negligence, 3 for other torts, and marks property damage "verify"; the shorter is stored.',
    ),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 21,
        startsAfter: ['move-out'],
        orIfLater: { days: 15, after: 'forwarding-address' },
        letterServesAs: [{ role: 'forwarding-address', citation: 'C.G.S. §47a-21(d)' }],
        description:
          "21 days after the tenancy ends, or 15 days after the landlord receives the tenant's written forwarding address, whichever is later.",
      },
      'C.G.S. §47a-21(d)',
      O.ct(831, '47a-21'),
      ctDepositNote,
    ),
    penalty: medium({ extra: 'twice the deposit' }, 'C.G.S. §47a-21(d)', O.ct(831, '47a-21'), ctDepositNote),
    interest: medium(
      {
        description:
          'at the rate the Banking Commissioner sets each year, for each month the landlord held it',
      },
      'C.G.S. §47a-22a',
      O.ct(831, '47a-22a'),
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

// P.L. 2025, c. 261 (L.D. 654) raised the limit to $10,000 from 2026-01-01 (docs/law-evidence/ME.md).
const meLimit = [
  inForce(null, '2025-12-31', researched(usd(6_000), '14 M.R.S. §7482', O.me(14, '7482'))),
  inForce(
    '2026-01-01',
    null,
    medium(
      usd(10_000),
      '14 M.R.S. §7482, as amended by P.L. 2025, c. 261',
      O.me(14, '7482'),
      'P.L. 2025, c. 261 (L.D. 654, approved June 11, 2025) raises the limit to $10,000 from January 1, 2026: read only in the chaptered text reprinted on a secondary site (fastdemocracy.com); the official page still shows $6,000 (history ends 2009).',
    ),
  ),
];
export const ME: JurisdictionRecord = {
  code: 'ME',
  name: 'Maine',
  smallClaims: {
    courtName: evidenced(
      'ME',
      'smallClaims.courtName',
      researched('District Court (small claims)', '14 M.R.S. §7482', O.me(14, '7482')),
    ),
    limitIndividual: evidenced('ME', 'smallClaims.limitIndividual', meLimit),
    limitBusiness: evidenced('ME', 'smallClaims.limitBusiness', meLimit),
    filingFee: evidenced(
      'ME',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(55),
          maxCents: usd(55),
          description:
            "$55, plus $15 for each defendant if the clerk arranges service, and the sheriff's fee.",
        },
        'Maine Judicial Branch small-claims guide',
        'http://www.courts.maine.gov/maine_courts/small_claims/smallclaimsguide/cost_of_suit.html',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(6, '14 M.R.S. §752', O.me(14, '752')),
    oralContract: researched(6, '14 M.R.S. §752', O.me(14, '752')),
    propertyDamage: researched(6, '14 M.R.S. §752', O.me(14, '752')),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '30 days after the tenancy ends under a written lease; 21 days for a tenancy at will.',
      },
      '14 M.R.S. §6033',
      O.me(14, '6033'),
    ),
    // The statute says "wrongful" retention, not "willful" (docs/law-evidence/ME.md).
    penalty: evidenced(
      'ME',
      'securityDeposit.penalty',
      checkedBefore(
        {
          extra:
            'twice the part of the deposit wrongfully withheld, plus reasonable attorney fees and court costs',
          multiplier: 2,
        },
        '14 M.R.S. §6034(2)',
        O.me(14, '6034'),
        classesReview(
          'docs/law-evidence/ME.md: 14 M.R.S. §6034(2) on the Maine Legislature\'s statute pages: "The wrongful retention of a security deposit in violation of this chapter renders a landlord liable for double the amount of that portion of the security deposit wrongfully withheld from the tenant, together with reasonable attorney\'s fees and court costs."',
        ),
      ),
    ),
  },
  preSuitDemands: [
    evidenced(
      'ME',
      'preSuitDemands.me-utpa-demand',
      medium(
        {
          id: 'me-utpa-demand',
          kind: 'consumer-protection',
          countsFrom: 'mailing',
          name: 'Maine Unfair Trade Practices Act demand',
          appliesTo: CONSUMER_CASE_TYPES,
          noticeDays: 30,
          requirement:
            'At least 30 days before suing under the Unfair Trade Practices Act, send a written demand for relief that identifies you and describes the unfair act and your injury.',
          condition: 'Only for a consumer claim against a business for unfair or deceptive practices.',
        },
        '5 M.R.S. §213(1-A)',
        O.me(5, '213'),
        'From memory in the research ("mem, verify").',
      ),
    ),
    evidenced(
      'ME',
      'preSuitDemands.me-deposit-notice',
      checkedBefore(
        {
          id: 'me-deposit-notice',
          kind: 'deposit-tenant-notice',
          countsFrom: 'mailing',
          name: 'Maine notice of intent to sue for a security deposit',
          appliesTo: ['security-deposit'],
          noticeDays: 7,
          requirement:
            'To recover twice the deposit, the tenant must give the landlord written notice of the intent to sue at least 7 days before filing.',
        },
        '14 M.R.S. §6034(1)',
        O.me(14, '6034'),
        legalReview("14 M.R.S. §6034 on the Maine Legislature's statute pages"),
      ),
    ),
  ],
  freelancerLaws: [],
};

const maLimit = researched(usd(7_000), 'M.G.L. c.218 §21', O.ma('III', 'I', '218', '21'));
export const MA: JurisdictionRecord = {
  code: 'MA',
  name: 'Massachusetts',
  smallClaims: {
    courtName: evidenced(
      'MA',
      'smallClaims.courtName',
      researched(
        'District Court, Boston Municipal Court or Housing Court – Small Claims Session',
        'M.G.L. c.218 §21',
        O.ma('III', 'I', '218', '21'),
      ),
    ),
    limitIndividual: evidenced('MA', 'smallClaims.limitIndividual', maLimit),
    limitBusiness: evidenced('MA', 'smallClaims.limitBusiness', sameForBusiness(maLimit)),
    filingFee: medium(
      {
        minCents: usd(40),
        maxCents: usd(150),
        description: '$40, $50, $100 or $150 depending on the amount.',
      },
      'Massachusetts trial court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
    noCapCaseTypes: evidenced<LawFact<CaseType[]>>(
      'MA',
      'smallClaims.noCapCaseTypes',
      researched(
        ['vehicle-damage'],
        'M.G.L. c.218 §21',
        O.ma('III', 'I', '218', '21'),
        'No dollar limit for motor-vehicle property-damage claims (research Table A).',
      ),
    ),
  },
  limitations: {
    writtenContract: researched(6, 'M.G.L. c.260 §2', O.ma('III', 'V', '260', '2')),
    oralContract: researched(6, 'M.G.L. c.260 §2', O.ma('III', 'V', '260', '2')),
    propertyDamage: researched(
      3,
      'M.G.L. c.260 §2A',
      O.ma('III', 'V', '260', '2A'),
      'Claims under c.93A have 4 years (research Table B).',
    ),
  },
  securityDeposit: {
    returnDeadline: evidenced(
      'MA',
      'securityDeposit.returnDeadline',
      researched(
        {
          days: 30,
          startsAfter: ['move-out'],
          letterServesAs: [],
          description: '30 days after the tenancy ends.',
        },
        'M.G.L. c.186 §15B',
        O.ma('II', 'I', '186', '15B'),
        'Strict escrow and receipt rules also apply.',
      ),
    ),
    penalty: evidenced(
      'MA',
      'securityDeposit.penalty',
      researched(
        {
          extra:
            'three times the deposit or the part of it owed, plus interest, court costs and reasonable attorney fees',
          multiplier: 3,
        },
        'M.G.L. c.186 §15B(7)',
        O.ma('II', 'I', '186', '15B'),
        'The statute sets the interest at 5% from the date the deposit was due (research); the official page read says "treble damages, interest, costs, and attorney\'s fees".',
      ),
    ),
    interest: medium(
      {
        description: '5% a year, or the interest the bank paid if that is less, for each year of the tenancy',
      },
      'M.G.L. c.186 §15B(3)(b)',
      O.ma('II', 'I', '186', '15B'),
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
    ),
  },
  preSuitDemands: [
    evidenced(
      'MA',
      'preSuitDemands.ma-93a-demand',
      researched(
        {
          id: 'ma-93a-demand',
          kind: 'consumer-protection',
          countsFrom: 'mailing',
          name: 'Massachusetts Chapter 93A demand letter',
          // 93A reaches landlords as well as sellers, and tenants commonly use it for landlord disputes.
          appliesTo: [...CONSUMER_CASE_TYPES, 'landlord-dispute'],
          noticeDays: 30,
          requirement:
            'At least 30 days before suing under c. 93A, send each defendant a written demand that identifies the unfair or deceptive conduct, your injury, the relief you want, and that it is a c. 93A claim. Without a proper letter there is no 93A recovery.',
          condition:
            'Only for a consumer claim against a business for unfair or deceptive practices; not needed if the business has no place of business or assets in Massachusetts.',
          delivery:
            'Certified mail, return receipt requested, and first-class mail are recommended (not required), so you can prove it was sent.',
        },
        'M.G.L. c.93A §9(3)',
        O.ma('I', 'XV', '93A', '9'),
      ),
    ),
  ],
  freelancerLaws: [],
};

const nhLimit = researched(usd(10_000), 'RSA §503:1', R.ipmSmallClaims);
export const NH: JurisdictionRecord = {
  code: 'NH',
  name: 'New Hampshire',
  smallClaims: {
    courtName: evidenced(
      'NH',
      'smallClaims.courtName',
      researched('Circuit Court – District Division (small claims)', 'RSA §503:1', R.ipmSmallClaims),
    ),
    limitIndividual: evidenced('NH', 'smallClaims.limitIndividual', nhLimit),
    limitBusiness: evidenced('NH', 'smallClaims.limitBusiness', sameForBusiness(nhLimit)),
    filingFee: medium(
      { minCents: usd(90), maxCents: usd(145), description: '$90 for claims up to $5,000; $145 above.' },
      'New Hampshire Circuit Court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(3, 'RSA §508:4', R.aldunSol),
    oralContract: researched(3, 'RSA §508:4', R.aldunSol),
    propertyDamage: researched(3, 'RSA §508:4', R.aldunSol),
  },
  securityDeposit: {
    // The landlord is not liable when the failure is due to the tenant not giving a new address (RSA 540-A:8, II).
    returnDeadline: evidenced(
      'NH',
      'securityDeposit.returnDeadline',
      checkedBefore(
        {
          days: 30,
          startsAfter: ['move-out'],
          passedOnlyWith: ['forwarding-address'],
          letterServesAs: [{ role: 'forwarding-address', citation: 'RSA 540-A:8, II' }],
          description:
            '30 days after the tenancy ends, with any interest due and an itemized list of any damages.',
        },
        'RSA 540-A:7, I',
        'https://www.gencourt.state.nh.us/rsa/html/LV/540-A/540-A-7.htm',
        classesReview(
          'docs/law-evidence/NH.md: RSA 540-A:7, I (gencourt.state.nh.us): "a landlord shall return a security deposit to a tenant and pay the interest due, if any, within 30 days from the termination of the tenancy."',
        ),
      ),
    ),
    penalty: researched(
      { extra: 'twice the amount withheld, plus costs and attorney fees', multiplier: 2 },
      'RSA 540-A:8',
      'https://www.gencourt.state.nh.us/rsa/html/LV/540-A/540-A-8.htm',
      'The legal review notes the penalty is in RSA 540-A:8, not :7.',
    ),
    interest: medium(
      { description: 'when the landlord held it for a year or more, at the rate the bank paid on it' },
      'RSA 540-A:6',
      'https://www.gencourt.state.nh.us/rsa/html/LV/540-A/540-A-6.htm',
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

// $3,000 (security-deposit claims $5,000) until 2022-06-30; $5,000 from 2022-07-01 (docs/law-evidence/NJ.md).
const njLimit = [
  inForce(
    null,
    '2022-06-30',
    researched(
      usd(3_000),
      'N.J. Ct. R. 6:1-2(a)(2)',
      O.njCourtRules,
      'Security-deposit claims could be brought for up to $5,000.',
    ),
  ),
  inForce(
    '2022-07-01',
    null,
    researched(
      usd(5_000),
      'N.J. Ct. R. 6:1-2(a)(2)',
      O.njCourtRules,
      'Since 7/1/2022, including security-deposit claims; Nolo and [P] still show $3,000 (stale).',
    ),
  ),
];
export const NJ: JurisdictionRecord = {
  code: 'NJ',
  name: 'New Jersey',
  smallClaims: {
    courtName: researched(
      'Superior Court, Law Division, Special Civil Part – Small Claims Section',
      'N.J. Ct. R. 6:1-2(a)(2)',
      O.njCourtRules,
    ),
    limitIndividual: evidenced('NJ', 'smallClaims.limitIndividual', njLimit),
    limitBusiness: njLimit,
    filingFee: evidenced(
      'NJ',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(42),
          maxCents: usd(42),
          description: '$42 for one defendant and $12 for each added defendant.',
        },
        'New Jersey Courts small-claims page',
        'https://njcourts.gov/selfhelp/small_claims.html',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(6, 'N.J.S.A. §2A:14-1', R.aldunSol),
    oralContract: researched(6, 'N.J.S.A. §2A:14-1', R.aldunSol),
    propertyDamage: researched(6, 'N.J.S.A. §2A:14-1', R.aldunSol),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '30 days after the tenancy ends.',
      },
      'N.J.S.A. §46:8-21.1',
      R.justiceDirectDeposits,
    ),
    penalty: researched(
      {
        extra:
          "twice the amount wrongfully withheld, plus court costs and, at the court's discretion, attorney fees",
        multiplier: 2,
      },
      'N.J.S.A. §46:8-21.1',
      R.justiceDirectDeposits,
    ),
    interest: medium(
      {
        description: 'the interest earned in the bank account where the law requires the landlord to hold it',
      },
      'N.J.S.A. §46:8-19',
      R.justiceDirectDeposits,
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

export const NY: JurisdictionRecord = {
  code: 'NY',
  name: 'New York',
  smallClaims: {
    courtName: researched(
      'Small Claims Part of the New York City Civil Court; outside New York City, the City Court, District Court or Town or Village Justice Court',
      'N.Y.C. Civ. Ct. Act §1801; UCCA, UDCA and UJCA §1801',
      O.ny('CCA', '1801'),
    ),
    limitIndividual: evidenced(
      'NY',
      'smallClaims.limitIndividual',
      researched(
        usd(10_000),
        'N.Y.C. Civ. Ct. Act §1801',
        O.ny('CCA', '1801'),
        "NYC Civil Court $10,000; City and District Courts $5,000; Town and Village Justice Courts $3,000. SueGo doesn't know the court at step 1, so the highest limit is stored and the lower ones are warned about (localLimits).",
      ),
    ),
    // Businesses cannot use small claims: `businessCourt` routes them to Commercial Claims. This is that part's limit.
    limitBusiness: evidenced(
      'NY',
      'smallClaims.limitBusiness',
      checkedBefore(
        usd(10_000),
        'N.Y.C. Civ. Ct. Act §1801-A',
        'https://www.nycourts.gov/COURTS/nyc/smallclaims/commercial.shtml',
        legalReview(
          'NYC Civil Court page "Commercial Claims and Consumer Transactions" (nycourts.gov)',
          'official-court-page',
        ),
        'The Commercial Claims limit in New York City; businesses cannot file in the Small Claims Part.',
      ),
    ),
    businessCourt: evidenced(
      'NY',
      'smallClaims.businessCourt',
      checkedBefore(
        {
          courtName: 'Commercial Claims Part of the New York City Civil Court',
          limitCents: usd(10_000),
          localLimits: [
            {
              courtName: 'Commercial Claims Parts of City Courts outside New York City',
              limitCents: usd(5_000),
            },
          ],
          preSuitDemandId: 'ny-cca-1803a-demand',
          conditions:
            'A corporation, partnership or association with its principal office in New York may file up to 5 commercial claims a calendar month and must certify that when filing.',
        },
        'N.Y.C. Civ. Ct. Act §§1801-A, 1803-A',
        'https://www.nycourts.gov/COURTS/nyc/smallclaims/commercial.shtml',
        legalReview(
          'NYC Civil Court page "Commercial Claims and Consumer Transactions" (nycourts.gov): $10,000, 5 actions a month, principal office in New York; $5,000 outside NYC from the 7th Judicial District\'s page',
          'official-court-page',
        ),
      ),
    ),
    filingFee: evidenced(
      'NY',
      'smallClaims.filingFee',
      medium(
        { minCents: usd(15), maxCents: usd(20), description: '$15 for claims up to $1,000; $20 above.' },
        'New York City Civil Court small-claims fees',
        R.powerOfAttorneyTable,
        `Fees from a NYC Civil Court fact sheet quoted in the research. ${FEE_NOTE}`,
      ),
    ),
    localLimits: evidenced(
      'NY',
      'smallClaims.localLimits',
      researched(
        [
          { courtName: 'City Courts and District Courts (Nassau and Suffolk)', limitCents: usd(5_000) },
          { courtName: 'Town and Village Justice Courts', limitCents: usd(3_000) },
        ],
        'UCCA §1801; UDCA §1801; UJCA §1801',
        R.powerOfAttorneyTable,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(6, 'CPLR §213', O.ny('CVP', '213'), 'Sale of goods: 4 years (UCC §2-725).'),
    oralContract: researched(6, 'CPLR §213', O.ny('CVP', '213')),
    propertyDamage: researched(3, 'CPLR §214', O.ny('CVP', '214')),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 14,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '14 days after the tenant moves out, with an itemized statement of any deductions.',
      },
      'N.Y. Gen. Oblig. Law §7-108(1-a)(e)',
      O.ny('GOB', '7-108'),
      'Bill A3278 (2023) would change this to 30 days; it was last seen in Assembly committee.',
    ),
    penalty: researched(
      {
        extra: 'punitive damages of up to twice the deposit, if the violation was willful',
        forfeiture: 'forfeits any right to keep any part of the deposit',
        multiplier: 2,
      },
      'N.Y. Gen. Oblig. Law §7-108(1-a)',
      O.ny('GOB', '7-108'),
    ),
    interest: medium(
      {
        description:
          'the interest the deposit earned in the bank, less 1% a year the landlord may keep, when the building has six or more apartments',
      },
      'N.Y. Gen. Oblig. Law §7-103(2-a)',
      O.ny('GOB', '7-103'),
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
    ),
  },
  preSuitDemands: [
    checkedBefore(
      {
        id: 'ny-cca-1803a-demand',
        kind: 'small-claims-prerequisite',
        countsFrom: 'mailing',
        name: 'New York commercial claims demand letter (consumer transactions)',
        appliesTo: ALL_CASE_TYPES,
        claimants: ['business'],
        noticeDays: 10,
        maxDaysBeforeFiling: 180,
        requirement:
          'A business suing a person over goods or services bought for personal, family or household use must mail a demand letter at least 10 and no more than 180 days before filing, and certify that it did.',
        condition: 'Only when the claim arises from a consumer transaction.',
      },
      'N.Y.C. Civ. Ct. Act §1803-A',
      'https://www.nycourts.gov/COURTS/nyc/smallclaims/commercial.shtml',
      legalReview(
        'NYC Civil Court page "Commercial Claims and Consumer Transactions" (nycourts.gov)',
        'official-court-page',
      ),
    ),
  ],
  freelancerLaws: [
    medium(
      {
        name: "New York State Freelance Isn't Free Act",
        scope: 'state',
        thresholdCents: usd(800),
        paymentDueDays: 30,
        remedy:
          'Double damages plus attorney fees for payment violations. Work worth $800 or more (one contract or aggregated over 120 days) needs a written contract; sales representatives, lawyers, licensed medical professionals and construction contractors are excluded. The Attorney General enforces it.',
      },
      'N.Y. Gen. Bus. Law art. 44-A',
      'https://www.nysenate.gov/legislation/bills/2023/S8039',
      'In force since 8/28/2024. The legal review read S8039/A8535 on nysenate.gov: the Act is General Business Law art. 44-A (§§1410–1415) and Labor Law §191-d is repealed. The threshold, 30-day default, exclusions and remedy are from secondary sources.',
    ),
    medium(
      {
        name: "New York City Freelance Isn't Free Act",
        scope: 'city',
        city: 'New York City',
        thresholdCents: usd(800),
        paymentDueDays: 30,
        remedy: 'Double damages for late or missing payment, plus attorney fees.',
      },
      'N.Y.C. Admin. Code §20-927 et seq.',
      O.nycFreelancers,
      "The research names the law (in force since 2017) but not its terms. The $800 threshold (aggregated over 120 days) matches the city's worker page; the 30-day default and the double-damages remedy are assumed to mirror the state act — verify.",
    ),
  ],
};

const paLimit = researched(
  usd(12_000),
  '42 Pa.C.S. §1515(a)(3); §1123 for Philadelphia',
  R.powerOfAttorneyTable,
);
export const PA: JurisdictionRecord = {
  code: 'PA',
  name: 'Pennsylvania',
  smallClaims: {
    courtName: evidenced(
      'PA',
      'smallClaims.courtName',
      researched(
        'Magisterial District Court (Philadelphia: Municipal Court)',
        '42 Pa.C.S. §1515(a)(3); §1123 for Philadelphia',
        R.powerOfAttorneyTable,
      ),
    ),
    limitIndividual: evidenced('PA', 'smallClaims.limitIndividual', paLimit),
    limitBusiness: evidenced('PA', 'smallClaims.limitBusiness', sameForBusiness(paLimit)),
    filingFee: medium(
      { minCents: usd(50), maxCents: usd(150), description: 'About $50–$150.' },
      'Pennsylvania magisterial district court fee schedules',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'PA',
      'limitations.writtenContract',
      researched(4, '42 Pa.C.S. §5525', R.aldunSol),
    ),
    oralContract: evidenced('PA', 'limitations.oralContract', researched(4, '42 Pa.C.S. §5525', R.aldunSol)),
    propertyDamage: researched(2, '42 Pa.C.S. §5524', R.aldunSol),
  },
  securityDeposit: {
    // Without the tenant's new address in writing the landlord is not liable under the section (§250.512(e)), so
    // its 30 days are taken to run once it has the address: this letter gives it.
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out', 'forwarding-address'],
        letterServesAs: [{ role: 'forwarding-address', citation: '68 P.S. §250.512(e)' }],
        tenantWarning: {
          text: "Pennsylvania ties the landlord's liability to your new address in writing, given when the lease ends (68 P.S. §250.512(e)). The letter gives your address; if you gave none when you moved out, the double-deposit penalty may not be available.",
        },
        description:
          "30 days after the lease ends or the tenant surrenders the premises, whichever comes first; a landlord who has not received the tenant's new address in writing is not liable under the statute.",
      },
      '68 P.S. §250.512',
      R.justiceDirectDeposits,
      'Research (from memory, "verify"): the tenant must give a forwarding address in writing; law-firm pages describe §250.512(e) the same way.',
    ),
    penalty: researched(
      {
        extra: 'twice the deposit, less any amount properly used for unpaid rent or damage',
        multiplier: 2,
      },
      '68 P.S. §250.512',
      R.justiceDirectDeposits,
    ),
    interest: medium(
      {
        description:
          'from the third year of the tenancy, the interest the deposit earned, less a 1% fee the landlord may keep',
      },
      '68 P.S. §250.511b',
      R.justiceDirectDeposits,
      'From reviewer knowledge and a tenant guide (tenant.net); not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const riLimitNote =
  'Research rates this M: findlaw (2024) and docketmath (2026) give $5,000, older sources $2,500. The newer figure is stored — verify.';
export const RI: JurisdictionRecord = {
  code: 'RI',
  name: 'Rhode Island',
  smallClaims: {
    courtName: evidenced(
      'RI',
      'smallClaims.courtName',
      researched('District Court (small claims)', 'R.I. Gen. Laws §10-16-1', O.ri(10, '10-16', '10-16-1')),
    ),
    limitIndividual: evidenced(
      'RI',
      'smallClaims.limitIndividual',
      medium(usd(5_000), 'R.I. Gen. Laws §10-16-1', O.ri(10, '10-16', '10-16-1'), riLimitNote),
    ),
    limitBusiness: evidenced(
      'RI',
      'smallClaims.limitBusiness',
      medium(
        usd(5_000),
        'R.I. Gen. Laws §10-16-1',
        O.ri(10, '10-16', '10-16-1'),
        `${riLimitNote} Corporations generally need a lawyer unless small or family-held.`,
      ),
    ),
    filingFee: evidenced(
      'RI',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(75.75),
          maxCents: usd(75.75),
          description: '$75.75.',
        },
        'Rhode Island District Court small-claims page',
        'https://www.courts.ri.gov/Courts/districtcourt/Pages/smallclaims.aspx',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(10, 'R.I. Gen. Laws §9-1-13', O.ri(9, '9-1', '9-1-13')),
    oralContract: researched(10, 'R.I. Gen. Laws §9-1-13', O.ri(9, '9-1', '9-1-13')),
    propertyDamage: researched(10, 'R.I. Gen. Laws §9-1-13', O.ri(9, '9-1', '9-1-13')),
  },
  securityDeposit: {
    // 20 days after the later of the end of the tenancy, possession, and the tenant's forwarding address (P.L. 2015).
    returnDeadline: evidenced('RI', 'securityDeposit.returnDeadline', [
      inForce(
        null,
        '2015-06-25',
        researched(
          {
            days: 20,
            startsAfter: ['move-out'],
            letterServesAs: [],
            description: '20 days after the tenancy ends.',
          },
          'R.I. Gen. Laws §34-18-19',
          O.ri(34, '34-18', '34-18-19'),
        ),
      ),
      inForce(
        '2015-06-26',
        null,
        checkedBefore(
          {
            days: 20,
            startsAfter: ['move-out', 'forwarding-address'],
            letterServesAs: [{ role: 'forwarding-address', citation: 'R.I. Gen. Laws §34-18-19(b)' }],
            description:
              "20 days after the latest of the end of the tenancy, the tenant's giving up possession and the tenant's giving the landlord a forwarding address for the deposit.",
          },
          'R.I. Gen. Laws §34-18-19(b)',
          'https://webserver.rilin.state.ri.us/PublicLaws/law15/law15134.htm',
          classesReview(
            'docs/law-evidence/RI.md: P.L. 2015, ch. 134 (webserver.rilin.state.ri.us): "within twenty (20) days after the later of either termination of the tenancy, delivery of possession, or the tenant\'s providing the landlord with a forwarding address for the purpose of receiving the security deposit."',
          ),
        ),
      ),
    ]),
    penalty: evidenced(
      'RI',
      'securityDeposit.penalty',
      researched(
        { extra: 'twice the amount wrongfully withheld, plus attorney fees', multiplier: 2 },
        'R.I. Gen. Laws §34-18-19',
        O.ri(34, '34-18', '34-18-19'),
      ),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const vtLimit = checkedBefore(
  usd(10_000),
  '12 V.S.A. §5531',
  'https://legislature.vermont.gov/statutes/section/12/187/05531',
  legalReview('12 V.S.A. §5531(a), (b) on legislature.vermont.gov (2023–24)'),
  'Claims to collect consumer-credit or medical debt are capped at $5,000 (§5531(e)). When the limit rose from $5,000 was not recorded.',
);
export const VT: JurisdictionRecord = {
  code: 'VT',
  name: 'Vermont',
  smallClaims: {
    courtName: evidenced(
      'VT',
      'smallClaims.courtName',
      researched('Superior Court, Civil Division (small claims)', '12 V.S.A. §5531', R.powerOfAttorneyTable),
    ),
    limitIndividual: evidenced('VT', 'smallClaims.limitIndividual', vtLimit),
    limitBusiness: evidenced('VT', 'smallClaims.limitBusiness', sameForBusiness(vtLimit)),
    filingFee: low(
      { minCents: usd(90), maxCents: usd(105), description: 'About $90–$105.' },
      'Vermont Superior Court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: researched(6, '12 V.S.A. §511', R.aldunSol),
    oralContract: researched(6, '12 V.S.A. §511', R.aldunSol),
    propertyDamage: researched(3, '12 V.S.A. §512', R.aldunSol),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 14,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '14 days after the tenancy ends.',
      },
      '9 V.S.A. §4461',
      O.vtDeposit,
    ),
    penalty: medium(
      {
        extra: 'twice the deposit, if the landlord kept it willfully',
        forfeiture: 'forfeits the right to keep any part of the deposit',
      },
      '9 V.S.A. §4461',
      O.vtDeposit,
      'The double penalty is from the research; the forfeiture of the right to withhold is from reviewer knowledge. Not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};
