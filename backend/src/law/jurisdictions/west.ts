import {
  ALL_CASE_TYPES,
  classesReview,
  CONSUMER_CASE_TYPES,
  COURT_FEE_NOTE,
  FEE_NOTE,
  inForce,
  legalReview,
  researched,
  low,
  medium,
  sameForBusiness,
  usd,
  checkedBefore,
} from '../law-fact';
import { evidenced } from '../evidence/law-evidence';
import { OFFICIAL as O, RESEARCH as R } from '../law-sources';
import type { JurisdictionRecord } from '../law-table.types';

// Research/state-law.md Tables A (§3.2), B (§3.3), C (§3.4), §3.5 and §3.6. West: AK AZ CA CO HI ID MT NV NM OR UT WA WY.

const akLimit = researched(usd(10_000), 'AS 22.15.040', O.ak('22.15.040'));
export const AK: JurisdictionRecord = {
  code: 'AK',
  name: 'Alaska',
  smallClaims: {
    courtName: researched('District Court (small claims)', 'AS 22.15.040', O.ak('22.15.040')),
    limitIndividual: akLimit,
    limitBusiness: sameForBusiness(akLimit),
    filingFee: medium(
      { minCents: usd(50), maxCents: usd(100), description: '$50 for claims up to $2,500; $100 above.' },
      'Alaska Court System fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'AK',
      'limitations.writtenContract',
      researched(3, 'AS 09.10.053', O.ak('09.10.053')),
    ),
    oralContract: evidenced(
      'AK',
      'limitations.oralContract',
      researched(3, 'AS 09.10.053', O.ak('09.10.053')),
    ),
    propertyDamage: researched(
      2,
      'AS 09.10.070',
      O.ak('09.10.070'),
      '2 years for personal property, 6 for real property (research Table B); the shorter is stored.',
    ),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description:
          '14 days after the tenancy ends if the tenant gave proper notice to end it; otherwise 30 days.',
      },
      'AS 34.03.070',
      O.ak('34.03.070'),
    ),
    penalty: researched(
      { extra: 'twice the amount wrongfully withheld, plus costs and attorney fees', multiplier: 2 },
      'AS 34.03.070',
      O.ak('34.03.070'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

// S.B. 1022 (2025, chaptered 5/2/2025) raised A.R.S. §22-503 from $3,500 to $5,000, in force on the session's general
// effective date (the 91st day after the Legislature adjourned on 6/27/2025). Issue 42 point 3: neither tier confirms
// the $5,000 (no azleg.gov text of §22-503 or of the chaptered bill is among stored pages), so today's version stays
// unconfirmed: above it the product warns, never refuses (ADR 046); the official $3,500 entry speaks only for the
// version before the amendment.
const azLimit = [
  inForce(null, '2025-09-25', researched(usd(3_500), 'A.R.S. §22-503', O.az(22, 503))),
  inForce(
    '2025-09-26',
    null,
    medium(
      usd(5_000),
      'A.R.S. §22-503, as amended by S.B. 1022 of 2025',
      O.az(22, 503),
      'S.B. 1022 (2025) "Small claims court; jurisdictional limit" raises the limit to $5,000 (bill history and summary on a legislative tracker, legiplex; passed and chaptered 5/2/2025). The start date is the session\'s general effective date; the chaptered text and the official page of §22-503 were not read.',
    ),
  ),
];
export const AZ: JurisdictionRecord = {
  code: 'AZ',
  name: 'Arizona',
  smallClaims: {
    courtName: evidenced(
      'AZ',
      'smallClaims.courtName',
      researched(
        'Justice Court – Small Claims Division',
        'A.R.S. §22-503',
        O.az(22, 503),
        'Attorneys do not appear in the small claims division.',
      ),
    ),
    limitIndividual: evidenced('AZ', 'smallClaims.limitIndividual', azLimit),
    limitBusiness: evidenced('AZ', 'smallClaims.limitBusiness', azLimit),
    filingFee: medium(
      {
        minCents: usd(25),
        maxCents: usd(70),
        description: 'About $25–$70 depending on the court and the amount.',
      },
      'Arizona justice court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'AZ',
      'limitations.writtenContract',
      researched(6, 'A.R.S. §12-548', O.az(12, 548)),
    ),
    oralContract: evidenced('AZ', 'limitations.oralContract', researched(3, 'A.R.S. §12-543', O.az(12, 543))),
    propertyDamage: evidenced(
      'AZ',
      'limitations.propertyDamage',
      researched(2, 'A.R.S. §12-542', O.az(12, 542)),
    ),
  },
  securityDeposit: {
    // The landlord's 14 business days start only when the tenant demands the deposit: this letter is that demand.
    returnDeadline: medium(
      {
        days: 14,
        startsAfter: ['move-out', 'tenant-demand'],
        businessDays: true,
        letterServesAs: [{ role: 'demand', citation: 'A.R.S. §33-1321(D)' }],
        description:
          '14 days, excluding weekends and legal holidays, after the tenancy ends, the tenant gives up possession and the tenant demands the deposit.',
      },
      'A.R.S. §33-1321(D)',
      O.az(33, 1321),
      'The tenant-demand trigger is from A.R.S. §33-1321(D) as quoted by a legal-forms publisher (legal review); not yet checked against the official text.',
    ),
    penalty: medium(
      { extra: 'damages equal to twice the amount wrongfully withheld' },
      'A.R.S. §33-1321(E)',
      O.az(33, 1321),
      'Wording from A.R.S. §33-1321(E) as quoted by a legal-forms publisher (legal review); an older table said 3×. No multiplier is stored until verified.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

export const CA: JurisdictionRecord = {
  code: 'CA',
  name: 'California',
  smallClaims: {
    courtName: researched(
      'Superior Court – Small Claims Division',
      'Cal. Code Civ. Proc. §116.220',
      O.ca('CCP', '116.220'),
    ),
    limitIndividual: evidenced(
      'CA',
      'smallClaims.limitIndividual',
      researched(
        usd(12_500),
        'Cal. Code Civ. Proc. §116.221',
        O.ca('CCP', '116.221'),
        'A natural person may file at most two claims over $2,500 per calendar year (CCP §116.231). Nolo and some tables still show the old $10,000.',
      ),
    ),
    limitBusiness: evidenced(
      'CA',
      'smallClaims.limitBusiness',
      researched(usd(6_250), 'Cal. Code Civ. Proc. §116.220(a)', O.ca('CCP', '116.220')),
    ),
    filingFee: medium(
      {
        minCents: usd(30),
        maxCents: usd(75),
        description:
          '$30 for claims up to $1,500; $50 up to $5,000; $75 above $5,000. Higher for frequent filers.',
      },
      'Cal. Code Civ. Proc. §116.230',
      O.ca('CCP', '116.230'),
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(4, 'Cal. Code Civ. Proc. §337', O.ca('CCP', '337')),
    oralContract: researched(2, 'Cal. Code Civ. Proc. §339', O.ca('CCP', '339')),
    propertyDamage: researched(3, 'Cal. Code Civ. Proc. §338', O.ca('CCP', '338')),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 21,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '21 days after the tenant moves out, with an itemized statement of any deductions.',
      },
      'Cal. Civ. Code §1950.5(g)',
      O.ca('CIV', '1950.5'),
      "Deposits are capped at one month's rent since 7/1/2024 (AB 12); photo rules apply (AB 2801).",
    ),
    penalty: researched(
      {
        extra:
          'statutory damages of up to twice the deposit, in addition to actual damages, if the landlord kept it in bad faith',
        multiplier: 2,
      },
      'Cal. Civ. Code §1950.5(l)',
      O.ca('CIV', '1950.5'),
    ),
  },
  preSuitDemands: [
    medium(
      {
        id: 'ca-small-claims-ask-first',
        kind: 'small-claims-prerequisite',
        countsFrom: 'mailing',
        name: 'California small claims: ask before you sue',
        appliesTo: ALL_CASE_TYPES,
        noticeDays: 0,
        requirement:
          'Before filing in small claims you must ask the defendant to pay, unless that is impossible; the claim form (SC-100) asks whether you did, and a claim filed without asking may be delayed or dismissed.',
        delivery: 'Mail, e-mail, hand delivery or text message are all acceptable.',
      },
      'Cal. Code Civ. Proc. §116.320(b)(3)',
      R.caSmallClaimsAskFirst,
      'The research takes the section number from a self-help guide and marks it "verify".',
    ),
    researched(
      {
        id: 'ca-clra-1782',
        kind: 'consumer-protection',
        countsFrom: 'receipt',
        name: 'California Consumers Legal Remedies Act notice',
        appliesTo: CONSUMER_CASE_TYPES,
        noticeDays: 30,
        requirement:
          'At least 30 days before suing for damages under the CLRA, notify the business in writing of the violation and demand that it correct it; a damages claim is barred until the 30 days have passed without a fix.',
        condition: 'Only for a consumer claim against a business over goods or services.',
        delivery: 'Certified or registered mail, return receipt requested.',
      },
      'Cal. Civ. Code §1782',
      O.ca('CIV', '1782'),
    ),
    researched(
      {
        id: 'ca-bad-check-1719',
        kind: 'bad-check',
        countsFrom: 'mailing',
        name: 'California bad-check demand',
        appliesTo: ['unpaid-work', 'contract-breach', 'other'],
        noticeDays: 30,
        requirement:
          'Before claiming damages of three times the check amount (at least $100, at most $1,500), send a written demand; the payer then has 30 days to pay the check, a service charge ($25 for the first bad check, $35 for each later one) and the mailing cost. The claim may be brought in small claims.',
        condition: 'Only when you were paid with a check that bounced.',
        delivery: 'Certified mail.',
      },
      'Cal. Civ. Code §1719',
      O.ca('CIV', '1719'),
    ),
  ],
  freelancerLaws: [
    evidenced(
      'CA',
      'freelancerLaws[0]',
      inForce(
        '2025-01-01',
        null,
        checkedBefore(
          {
            name: 'California Freelance Worker Protection Act',
            scope: 'state',
            thresholdCents: usd(250),
            paymentDueDays: 30,
            remedy:
              'Covers one-person businesses providing professional services worth $250 or more (one contract or aggregated over 120 days) under contracts made on or after 1/1/2025: a written contract is required, payment is due on the agreed date or within 30 days after the work is completed, retaliation is forbidden, and the freelancer may sue.',
          },
          'Cal. Bus. & Prof. Code §18100 et seq., SB 988, Stats. 2024, ch. 870',
          'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB988',
          legalReview('SB 988 (Stats. 2024, ch. 870) on leginfo.legislature.ca.gov'),
          'Damages for late payment (reported as twice the unpaid amount) were not checked in §18106.',
        ),
      ),
    ),
    researched(
      {
        name: 'Los Angeles Freelance Worker Protections Ordinance',
        scope: 'city',
        city: 'Los Angeles',
        thresholdCents: usd(600),
        paymentDueDays: 30,
        remedy:
          'Complaint to the city or a civil action within 1 year. Work worth $600 or more in a calendar year needs a written contract; hirers keep records for 4 years. In force since 7/1/2023.',
      },
      'Los Angeles Freelance Worker Protections Ordinance, effective 7/1/2023',
      R.laFreelanceOrdinance,
    ),
  ],
};

const coLimit = researched(usd(7_500), 'C.R.S. §13-6-403', O.co(13));
export const CO: JurisdictionRecord = {
  code: 'CO',
  name: 'Colorado',
  smallClaims: {
    courtName: evidenced(
      'CO',
      'smallClaims.courtName',
      researched('County Court – Small Claims Division', 'C.R.S. §13-6-403', O.co(13)),
    ),
    limitIndividual: evidenced('CO', 'smallClaims.limitIndividual', coLimit),
    limitBusiness: evidenced('CO', 'smallClaims.limitBusiness', sameForBusiness(coLimit)),
    filingFee: medium(
      { minCents: usd(31), maxCents: usd(55), description: '$31 for claims up to $500; $55 above.' },
      'Colorado county court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: medium(
      3,
      'C.R.S. §§13-80-101, 13-80-103.5',
      O.co(13),
      'Research Table B: 6 years for liquidated debts, 3 years for other contracts; Nolo says 6 for all. The split is marked "verify"; the shorter 3 years is stored.',
    ),
    oralContract: medium(
      3,
      'C.R.S. §§13-80-101, 13-80-103.5',
      O.co(13),
      'Same split as written contracts (6 years liquidated debt / 3 other), marked "verify"; the shorter 3 years is stored.',
    ),
    propertyDamage: researched(
      2,
      'C.R.S. §13-80-102',
      O.co(13),
      'Tort damage to property other than by a motor vehicle.',
    ),
    vehicleDamage: medium(
      3,
      'C.R.S. §13-80-101(1)(n)',
      O.co(13),
      'Tort actions for property damage arising from the use or operation of a motor vehicle: 3 years (research Table B; section from reviewer knowledge). Not yet checked against the official text.',
    ),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 60,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: 'One month after the tenancy ends, or up to 60 days if the lease says so.',
      },
      'C.R.S. §38-12-103',
      O.co(38),
    ),
    penalty: researched(
      {
        extra:
          'three times the amount wrongfully withheld, plus attorney fees and costs, if the landlord kept it willfully',
        multiplier: 3,
      },
      'C.R.S. §38-12-103',
      O.co(38),
    ),
  },
  preSuitDemands: [
    medium(
      {
        id: 'co-deposit-notice',
        kind: 'deposit-tenant-notice',
        countsFrom: 'receipt',
        name: 'Colorado notice of intent to sue for a security deposit',
        appliesTo: ['security-deposit'],
        noticeDays: 7,
        requirement:
          'To recover three times the amount wrongfully withheld, the tenant must give the landlord notice of the intent to sue at least 7 days before filing.',
      },
      'C.R.S. §38-12-103(3)(a)',
      O.co(38),
      'The legal review read C.R.S. §38-12-103(3)(a) on Justia (not the official site).',
    ),
  ],
  freelancerLaws: [],
};

const hiLimit = researched(usd(5_000), 'HRS §633-27', O.hi('Vol13_Ch0601-0676', 633, 27));
export const HI: JurisdictionRecord = {
  code: 'HI',
  name: 'Hawaii',
  smallClaims: {
    courtName: researched(
      'District Court – Small Claims Division',
      'HRS §633-27',
      O.hi('Vol13_Ch0601-0676', 633, 27),
    ),
    limitIndividual: hiLimit,
    limitBusiness: sameForBusiness(hiLimit),
    filingFee: medium(
      { minCents: usd(35), maxCents: usd(35), description: '$35.' },
      'Hawaii district court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
    noCapCaseTypes: researched(
      ['security-deposit'],
      'HRS §633-27',
      O.hi('Vol13_Ch0601-0676', 633, 27),
      'No dollar limit for security-deposit claims (research Table A).',
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'HI',
      'limitations.writtenContract',
      researched(6, 'HRS §657-1', O.hi('Vol13_Ch0601-0676', 657, 1)),
    ),
    oralContract: evidenced(
      'HI',
      'limitations.oralContract',
      researched(6, 'HRS §657-1', O.hi('Vol13_Ch0601-0676', 657, 1)),
    ),
    propertyDamage: researched(2, 'HRS §657-7', O.hi('Vol13_Ch0601-0676', 657, 7)),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 14,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '14 days after the tenancy ends.',
      },
      'HRS §521-44',
      O.hi('Vol12_Ch0501-0588', 521, 44),
    ),
    penalty: researched(
      { extra: 'damages of up to three times the deposit, if the landlord kept it willfully', multiplier: 3 },
      'HRS §521-44',
      O.hi('Vol12_Ch0501-0588', 521, 44),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const idLimit = researched(usd(5_000), 'Idaho Code §1-2208', O.id(1, 22, '1-2208'));
export const ID: JurisdictionRecord = {
  code: 'ID',
  name: 'Idaho',
  smallClaims: {
    courtName: evidenced(
      'ID',
      'smallClaims.courtName',
      researched(
        'Magistrate Division – Small Claims Department',
        'Idaho Code §1-2208',
        O.id(1, 22, '1-2208'),
      ),
    ),
    limitIndividual: evidenced('ID', 'smallClaims.limitIndividual', idLimit),
    limitBusiness: evidenced('ID', 'smallClaims.limitBusiness', sameForBusiness(idLimit)),
    filingFee: evidenced(
      'ID',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(49),
          maxCents: usd(49),
          description:
            'In Power County Magistrate Court: $49; service is extra. Other counties may charge differently.',
          court: 'Power County Magistrate Court (Idaho)',
        },
        'Power County Magistrate Court small-claims page',
        'https://www.co.power.id.us/judicial/magistrate-court/small-claims/',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(5, 'Idaho Code §5-216', O.id(5, 2, '5-216')),
    oralContract: researched(4, 'Idaho Code §5-217', O.id(5, 2, '5-217')),
    propertyDamage: researched(3, 'Idaho Code §5-218', O.id(5, 2, '5-218')),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '21 days after the tenancy ends, or up to 30 days if the parties agreed to it.',
      },
      'Idaho Code §6-321',
      O.id(6, 3, '6-321'),
      'Research rates the Idaho deposit row M. The agreed 30-day maximum is stored as the latest deadline.',
    ),
    // The research has only a secondary site's unverified figure, so no remedy is stated anywhere.
    penalty: low(
      { extra: null },
      'Idaho Code §6-321',
      O.id(6, 3, '6-321'),
      'The research marks the penalty "verify" and has only a secondary site\'s figure; SueGo states no remedy.',
    ),
  },
  preSuitDemands: [
    evidenced(
      'ID',
      'preSuitDemands.id-12-120-demand',
      medium(
        {
          id: 'id-12-120-demand',
          kind: 'fee-shifting',
          countsFrom: 'mailing',
          name: 'Idaho written demand for attorney fees',
          appliesTo: ALL_CASE_TYPES,
          noticeDays: 10,
          requirement:
            'For claims of $35,000 or less, a written demand for payment at least 10 days before suing is needed to recover attorney fees.',
        },
        'Idaho Code §12-120(1)',
        O.id(12, 1, '12-120'),
        'From memory in the research ("mem, verify").',
      ),
    ),
  ],
  freelancerLaws: [],
};

const mtLimit = researched(usd(7_000), 'MCA §25-35-502', O.mt(25, 35, 5, 2));
export const MT: JurisdictionRecord = {
  code: 'MT',
  name: 'Montana',
  smallClaims: {
    courtName: researched(
      'Justice Court – Small Claims (some District Courts also hear small claims)',
      'MCA §25-35-502',
      O.mt(25, 35, 5, 2),
    ),
    limitIndividual: evidenced('MT', 'smallClaims.limitIndividual', mtLimit),
    limitBusiness: evidenced('MT', 'smallClaims.limitBusiness', sameForBusiness(mtLimit)),
    filingFee: evidenced(
      'MT',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(30),
          maxCents: usd(30),
          description: 'In Park County Justice Court: $30. Other courts may charge differently.',
          court: 'Park County Justice Court (Montana)',
        },
        'Park County Justice Court small-claims page',
        'https://parkcounty.org/Government-Departments/Justice-Court/Small-Claims',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'MT',
      'limitations.writtenContract',
      researched(8, 'MCA §27-2-202', O.mt(27, 2, 2, 2)),
    ),
    oralContract: evidenced(
      'MT',
      'limitations.oralContract',
      researched(5, 'MCA §27-2-202', O.mt(27, 2, 2, 2)),
    ),
    propertyDamage: researched(2, 'MCA §27-2-207', O.mt(27, 2, 2, 7)),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '30 days after the tenancy ends; 10 days if there are no deductions.',
      },
      'MCA §70-25-202',
      O.mt(70, 25, 2, 2),
      'Research rates the Montana deposit row M.',
    ),
    penalty: medium(
      { extra: 'twice the amount due, plus costs and attorney fees' },
      'MCA §70-25-202',
      R.ipmDepositPenalties,
      'From one secondary site (iPropertyManagement) in the research; no multiplier is stored until verified.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const nvLimit = researched(usd(10_000), 'NRS §73.010', O.nv('073', '010'));
export const NV: JurisdictionRecord = {
  code: 'NV',
  name: 'Nevada',
  smallClaims: {
    courtName: evidenced(
      'NV',
      'smallClaims.courtName',
      researched('Justice Court (small claims)', 'NRS §73.010', O.nv('073', '010')),
    ),
    limitIndividual: evidenced('NV', 'smallClaims.limitIndividual', nvLimit),
    limitBusiness: evidenced('NV', 'smallClaims.limitBusiness', sameForBusiness(nvLimit)),
    filingFee: medium(
      {
        minCents: usd(66),
        maxCents: usd(146),
        description:
          'Las Vegas Justice Court, on an older schedule (when the limit was $7,500): $66 up to $1,000, $86 up to $2,500, $106 up to $5,000 and $146 above. Fees differ by court and may have changed.',
      },
      'Las Vegas Justice Court small-claims fees, older schedule',
      'https://www.clarkcountycourts.us/lvjc/small-claims.html',
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'NRS §11.190', O.nv('011', '190')),
    oralContract: researched(4, 'NRS §11.190', O.nv('011', '190')),
    propertyDamage: researched(3, 'NRS §11.190', O.nv('011', '190')),
  },
  securityDeposit: {
    returnDeadline: evidenced(
      'NV',
      'securityDeposit.returnDeadline',
      researched(
        {
          days: 30,
          startsAfter: ['move-out'],
          letterServesAs: [],
          description: '30 days after the tenancy ends.',
        },
        'NRS §118A.242',
        O.nv('118A', '242'),
      ),
    ),
    penalty: researched(
      { extra: 'damages of up to twice the deposit', multiplier: 2 },
      'NRS §118A.242',
      O.nv('118A', '242'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const nmLimit = researched(usd(10_000), 'NMSA §35-3-3; NMSA §34-8A-3', R.ipmSmallClaims);
export const NM: JurisdictionRecord = {
  code: 'NM',
  name: 'New Mexico',
  smallClaims: {
    courtName: evidenced(
      'NM',
      'smallClaims.courtName',
      researched(
        'Magistrate Court (Bernalillo County: Metropolitan Court)',
        'NMSA §35-3-3; NMSA §34-8A-3',
        R.ipmSmallClaims,
      ),
    ),
    limitIndividual: evidenced('NM', 'smallClaims.limitIndividual', nmLimit),
    limitBusiness: evidenced('NM', 'smallClaims.limitBusiness', sameForBusiness(nmLimit)),
    filingFee: medium(
      { minCents: usd(77), maxCents: usd(77), description: 'About $77.' },
      'New Mexico magistrate court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'NMSA §37-1-3', R.aldunSol),
    oralContract: researched(4, 'NMSA §37-1-4', R.aldunSol),
    propertyDamage: researched(4, 'NMSA §37-1-4', R.aldunSol),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '30 days after the tenancy ends.',
      },
      'NMSA §47-8-18',
      R.justiceDirectDeposits,
      'Research rates the New Mexico deposit row M.',
    ),
    penalty: medium(
      { extra: 'a $250 civil penalty and attorney fees, if the landlord kept it in bad faith' },
      'NMSA §47-8-18',
      R.justiceDirectDeposits,
      'From memory in the research ("mem, verify").',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const orLimit = researched(usd(10_000), 'ORS §46.405', O.or(46));
export const OR: JurisdictionRecord = {
  code: 'OR',
  name: 'Oregon',
  smallClaims: {
    courtName: evidenced(
      'OR',
      'smallClaims.courtName',
      researched('Circuit Court – Small Claims Department', 'ORS §46.405', O.or(46)),
    ),
    limitIndividual: evidenced('OR', 'smallClaims.limitIndividual', orLimit),
    limitBusiness: evidenced('OR', 'smallClaims.limitBusiness', sameForBusiness(orLimit)),
    filingFee: low(
      { minCents: usd(55), maxCents: usd(100), description: 'About $55–$100.' },
      'Oregon circuit court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'ORS §12.080', O.or(12)),
    oralContract: researched(6, 'ORS §12.080', O.or(12)),
    propertyDamage: researched(6, 'ORS §12.080', O.or(12)),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 31,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '31 days after the tenancy ends.',
      },
      'ORS §90.300',
      O.or(90),
    ),
    penalty: researched(
      { extra: 'twice the amount wrongfully withheld', multiplier: 2 },
      'ORS §90.300',
      O.or(90),
    ),
  },
  preSuitDemands: [
    evidenced(
      'OR',
      'preSuitDemands.or-ors-20080-demand',
      researched(
        {
          id: 'or-ors-20080-demand',
          kind: 'fee-shifting',
          countsFrom: 'mailing',
          name: 'Oregon written demand for tort claims',
          appliesTo: ['property-damage', 'vehicle-damage'],
          noticeDays: 30,
          requirement:
            'For a tort claim of $10,000 or less, make a written demand for payment at least 30 days before filing, with repair documents or estimates if you have them; this is needed to recover attorney fees.',
        },
        'ORS §20.080',
        O.or(20),
        'ORS §20.082 (contract claims) is mentioned in the research from memory and is not encoded.',
      ),
    ),
  ],
  freelancerLaws: [],
};

// H.B. 107 (2022) amended Utah Code §78A-8-102 with scheduled steps; the legal review read the enrolled text.
const utReview = legalReview('Enrolled text of H.B. 107 (2022) on le.utah.gov');
const utLimit = [
  inForce(null, '2022-05-03', researched(usd(11_000), 'Utah Code §78A-8-102', O.ut('78A', 8, '102'))),
  inForce(
    '2022-05-04',
    '2024-12-31',
    checkedBefore(usd(15_000), 'Utah Code §78A-8-102', O.ut('78A', 8, '102'), utReview),
  ),
  inForce(
    '2025-01-01',
    '2029-12-31',
    checkedBefore(usd(20_000), 'Utah Code §78A-8-102', O.ut('78A', 8, '102'), utReview),
  ),
  inForce(
    '2030-01-01',
    null,
    checkedBefore(usd(25_000), 'Utah Code §78A-8-102', O.ut('78A', 8, '102'), utReview),
  ),
];
export const UT: JurisdictionRecord = {
  code: 'UT',
  name: 'Utah',
  smallClaims: {
    courtName: evidenced(
      'UT',
      'smallClaims.courtName',
      researched('Justice Court – Small Claims', 'Utah Code §78A-8-102', O.ut('78A', 8, '102')),
    ),
    limitIndividual: evidenced('UT', 'smallClaims.limitIndividual', utLimit),
    limitBusiness: evidenced('UT', 'smallClaims.limitBusiness', utLimit),
    filingFee: evidenced(
      'UT',
      'smallClaims.filingFee',
      medium(
        { minCents: usd(60), maxCents: usd(185), description: 'About $60–$185 depending on the amount.' },
        'Utah justice court fee schedule',
        R.powerOfAttorneyTable,
        FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'UT',
      'limitations.writtenContract',
      researched(6, 'Utah Code §78B-2-309', O.ut('78B', 2, '309')),
    ),
    oralContract: evidenced(
      'UT',
      'limitations.oralContract',
      researched(4, 'Utah Code §78B-2-307', O.ut('78B', 2, '307')),
    ),
    propertyDamage: evidenced(
      'UT',
      'limitations.propertyDamage',
      researched(3, 'Utah Code §78B-2-305', O.ut('78B', 2, '305')),
    ),
    // H.B. 388 (2023) gave motor-vehicle property damage four years from 2023-05-03 (docs/law-evidence/UT.md);
    // accidents before then keep the three-year property-damage period.
    vehicleDamage: evidenced('UT', 'limitations.vehicleDamage', [
      inForce(
        '2023-05-03',
        null,
        medium(
          4,
          'Utah Code §78B-2-307(3)',
          O.ut('78B', 2, '307'),
          "Personal property damage to the claimant's motor vehicle, or from an accident involving one (section effective 5/3/2023).",
        ),
      ),
    ]),
  },
  securityDeposit: {
    // 30 days after the tenancy ends; the "15 days after a new address" alternative in older copies is repealed.
    returnDeadline: evidenced(
      'UT',
      'securityDeposit.returnDeadline',
      checkedBefore(
        {
          days: 30,
          startsAfter: ['move-out'],
          letterServesAs: [],
          description: '30 days after the tenancy ends.',
        },
        'Utah Code §57-17-3(2)',
        'https://legacy.utcourts.gov/howto/landlord/refunding_deposits.html',
        classesReview(
          'docs/law-evidence/UT.md: Utah State Courts, "Refunding Renters\' Deposits" (legacy.utcourts.gov): "The landlord must refund the deposit within 30 days after the tenancy has ended."',
          'official-court-page',
        ),
      ),
    ),
    penalty: evidenced(
      'UT',
      'securityDeposit.penalty',
      checkedBefore(
        {
          extra:
            'the full deposit, any prepaid rent and a $100 civil penalty, if the landlord still does not comply within 5 business days after the tenant serves the statutory notice; court costs and attorney fees go to the winner only if the court finds bad faith',
        },
        'Utah Code §57-17-5',
        O.ut('57', 17, '5'),
        legalReview(
          "Utah courts' security-deposit self-help page (utcourts.gov) and S.B. 147 (2014) on le.utah.gov",
          'official-court-page',
        ),
      ),
    ),
  },
  preSuitDemands: [
    evidenced(
      'UT',
      'preSuitDemands.ut-deposit-notice',
      checkedBefore(
        {
          id: 'ut-deposit-notice',
          kind: 'deposit-tenant-notice',
          countsFrom: 'receipt',
          name: 'Utah notice to return a security deposit',
          appliesTo: ['security-deposit'],
          noticeDays: 5,
          businessDays: true,
          requirement:
            'Before suing for the $100 penalty, serve the landlord with notice demanding the deposit; the landlord then has 5 business days to comply.',
        },
        'Utah Code §57-17-5',
        O.ut('57', 17, '5'),
        legalReview(
          "Utah courts' security-deposit self-help page (utcourts.gov) and S.B. 147 (2014) on le.utah.gov",
          'official-court-page',
        ),
      ),
    ),
  ],
  freelancerLaws: [],
};

export const WA: JurisdictionRecord = {
  code: 'WA',
  name: 'Washington',
  smallClaims: {
    courtName: evidenced(
      'WA',
      'smallClaims.courtName',
      researched(
        'District Court – Small Claims Department',
        'RCW §12.40.010',
        O.wa('12.40.010'),
        "Attorneys may not appear without the court's permission.",
      ),
    ),
    limitIndividual: evidenced(
      'WA',
      'smallClaims.limitIndividual',
      researched(usd(10_000), 'RCW §12.40.010', O.wa('12.40.010'), 'For natural persons.'),
    ),
    limitBusiness: evidenced(
      'WA',
      'smallClaims.limitBusiness',
      researched(
        usd(5_000),
        'RCW §12.40.010',
        O.wa('12.40.010'),
        'For all claimants other than natural persons.',
      ),
    ),
    filingFee: evidenced(
      'WA',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(35),
          maxCents: usd(35),
          description: '$35, plus any surcharge the county adds under RCW 7.75.035.',
        },
        'RCW 12.40.020, as amended by 2019 c. 58, S.H.B. 1048',
        'https://lawfilesext.leg.wa.gov/biennium/2019-20/Htm/Bills/Session%20Laws/House/1048-S2.SL.htm',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'WA',
      'limitations.writtenContract',
      researched(6, 'RCW §4.16.040', O.wa('4.16.040')),
    ),
    oralContract: researched(3, 'RCW §4.16.080', O.wa('4.16.080')),
    propertyDamage: researched(3, 'RCW §4.16.080', O.wa('4.16.080')),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '30 days after the tenancy ends.',
      },
      'RCW §59.18.280',
      O.wa('59.18.280'),
      'Research marks this "verify": 30 days since a 2023 amendment, 21 before; older pages say 14 or 21. 30 is also the latest candidate.',
    ),
    penalty: medium(
      {
        extra:
          'up to twice the deposit, plus attorney fees, if the landlord intentionally refused to return it',
        forfeiture: 'owes the full deposit, whatever the damage',
      },
      'RCW §59.18.280',
      O.wa('59.18.280'),
      'Research rates the Washington deposit row M; the full-deposit rule is from reviewer knowledge. No multiplier is stored until verified.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [
    medium(
      {
        name: 'Seattle Independent Contractor Protections Ordinance',
        scope: 'city',
        city: 'Seattle',
        thresholdCents: usd(600),
        paymentDueDays: 30,
        remedy:
          'Hirers must give pre-work and payment disclosures for work worth $600 or more a year. The research does not describe the remedy; the Seattle Office of Labor Standards enforces the ordinance.',
      },
      'Seattle Independent Contractor Protections Ordinance, effective 9/1/2022',
      R.seattleContractorOrdinance,
      'The research gives only the $600-a-year threshold and the disclosure duties. The 30-day payment default is assumed from the other freelancer laws — verify.',
    ),
  ],
};

const wyLimit = researched(usd(6_000), 'Wyo. Stat. §1-21-201', O.wy(1));
export const WY: JurisdictionRecord = {
  code: 'WY',
  name: 'Wyoming',
  smallClaims: {
    courtName: evidenced(
      'WY',
      'smallClaims.courtName',
      researched('Circuit Court (small claims)', 'Wyo. Stat. §1-21-201', O.wy(1)),
    ),
    limitIndividual: evidenced('WY', 'smallClaims.limitIndividual', wyLimit),
    limitBusiness: evidenced('WY', 'smallClaims.limitBusiness', sameForBusiness(wyLimit)),
    filingFee: low(
      { minCents: usd(10), maxCents: usd(40), description: 'About $10–$40.' },
      'Wyoming circuit court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: researched(10, 'Wyo. Stat. §1-3-105', O.wy(1)),
    oralContract: researched(8, 'Wyo. Stat. §1-3-105', O.wy(1)),
    propertyDamage: researched(4, 'Wyo. Stat. §1-3-105', O.wy(1)),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 30,
        startsAfter: ['move-out'],
        orIfLater: { days: 15, after: 'forwarding-address' },
        letterServesAs: [{ role: 'forwarding-address', citation: 'Wyo. Stat. §1-21-1208' }],
        description:
          "30 days after the tenancy ends, or 15 days after the landlord receives the tenant's forwarding address, whichever is later.",
      },
      'Wyo. Stat. §1-21-1208',
      O.wy(1),
      'Research rates the Wyoming deposit row M. With the forwarding-address rule the deadline can fall after day 30.',
    ),
    // No remedy figure is known: the letter states none.
    penalty: low(
      { extra: null },
      'Wyo. Stat. §1-21-1208',
      O.wy(1),
      'Research marks the penalty "verify" and gives no figure.',
    ),
  },
  // W.S. 1-21-202(a): the small-claims affidavit states "that demand has been made and payment refused".
  preSuitDemands: [
    evidenced(
      'WY',
      'preSuitDemands.wy-small-claims-demand',
      medium(
        {
          id: 'wy-small-claims-demand',
          kind: 'small-claims-prerequisite',
          countsFrom: 'mailing',
          name: 'Wyoming small claims: demand before you file',
          appliesTo: ALL_CASE_TYPES,
          noticeDays: 0,
          requirement:
            'To file in small claims you swear in the affidavit that you demanded payment and payment was refused; this letter is that demand, so keep proof that you sent it and wait for the answer or the deadline before you file.',
        },
        'W.S. 1-21-202(a)',
        'https://wyoleg.gov/NXT/gateway.dll/2022%20Wyoming%20Statutes%2F2022%20Titles%2F1%2F54%2F56',
        'The small-claims affidavit must state that demand has been made and payment refused (2022 Wyoming Statutes).',
      ),
    ),
  ],
  freelancerLaws: [],
};
