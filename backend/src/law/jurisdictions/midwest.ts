import { FEE_NOTE, researched, low, medium, sameForBusiness, usd } from '../law-fact';
import { OFFICIAL as O, RESEARCH as R } from '../law-sources';
import type { JurisdictionRecord } from '../law-table.types';

// Research/state-law.md Tables A (§3.2), B (§3.3), C (§3.4) and §3.6. Midwest: IL IN IA KS MI MN MO NE ND OH SD WI.

const ilLimit = researched(usd(10_000), 'Ill. S. Ct. R. 281', O.ilSupremeCourtRules);
export const IL: JurisdictionRecord = {
  code: 'IL',
  name: 'Illinois',
  smallClaims: {
    courtName: researched('Circuit Court (small claims)', 'Ill. S. Ct. R. 281', O.ilSupremeCourtRules),
    limitIndividual: ilLimit,
    limitBusiness: sameForBusiness(ilLimit),
    filingFee: medium(
      {
        minCents: usd(20),
        maxCents: usd(300),
        description: 'About $20–$300 depending on the county and the amount.',
      },
      'Illinois circuit clerk fee schedules',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(10, '735 ILCS 5/13-206', O.il(2017, 56)),
    oralContract: researched(5, '735 ILCS 5/13-205', O.il(2017, 56)),
    propertyDamage: researched(5, '735 ILCS 5/13-205', O.il(2017, 56)),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 45,
        startsAfter: ['move-out'],
        description:
          'Buildings with 5 or more units: an itemized statement of deductions within 30 days and the deposit within 45 days after move-out.',
      },
      '765 ILCS 710/1',
      O.il(2202, 62),
      "Chicago's Residential Landlord and Tenant Ordinance is stricter.",
    ),
    penalty: researched(
      { description: 'Bad faith: twice the deposit, plus costs and attorney fees.', multiplier: 2 },
      '765 ILCS 710/1',
      O.il(2202, 62),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [
    medium(
      {
        name: 'Illinois Freelance Worker Protection Act',
        scope: 'state',
        thresholdCents: usd(500),
        paymentDueDays: 30,
        remedy:
          'Double damages plus attorney fees; sue within 2 years. Work worth $500 or more (one contract or aggregated over 120 days) needs a written contract, and timely payment may not be made conditional on accepting less. In force since 7/1/2024.',
      },
      '820 ILCS 193',
      O.il(4441, 68),
      'Threshold and payment terms are from the Act; the double-damages remedy comes from a law-firm summary in the research, not the Act text.',
    ),
  ],
};

const inNote = 'Research rates the Indiana row M and cites the statutes from memory ("verify").';
export const IN: JurisdictionRecord = {
  code: 'IN',
  name: 'Indiana',
  smallClaims: {
    courtName: medium(
      'Circuit or Superior Court small-claims docket (Marion County: Township Small Claims Courts)',
      'IC 33-29-2-4; IC 33-34-3-2',
      O.in(33),
      inNote,
    ),
    limitIndividual: medium(usd(10_000), 'IC 33-29-2-4', O.in(33), inNote),
    limitBusiness: medium(
      usd(6_000),
      'IC 33-29-2-4; Indiana small-claims representation rule',
      O.in(33),
      `The court limit is $10,000, but a business may be represented by a non-lawyer only for claims up to $6,000; SueGo users act without a lawyer, so $6,000 is stored. ${inNote}`,
    ),
    filingFee: medium(
      { minCents: usd(35), maxCents: usd(97), description: 'About $35–$97.' },
      'Indiana court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
    localLimits: medium(
      [{ courtName: 'Marion County Township Small Claims Courts', limitCents: usd(8_000) }],
      'IC 33-34-3-2',
      O.in(33),
      'Research: $8,000 per squabbleapp (Nolo gives older $6,000/$8,000 figures); marked "verify".',
    ),
  },
  limitations: {
    writtenContract: researched(
      6,
      'IC 34-11-2-9; IC 34-11-2-11',
      O.in(34),
      '10 years for written contracts generally, 6 for written promises to pay money; the shorter is stored.',
    ),
    oralContract: researched(6, 'IC 34-11-2-7', O.in(34)),
    propertyDamage: researched(
      2,
      'IC 34-11-2-4',
      O.in(34),
      '2 years for personal property, 6 for real property; the shorter is stored.',
    ),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 45, startsAfter: ['move-out'], description: '45 days after the tenancy ends.' },
      'IC 32-31-3-12',
      O.in(32),
    ),
    penalty: researched(
      { description: 'Return of the deposit plus reasonable attorney fees.' },
      'IC 32-31-3-12',
      O.in(32),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const iaLimit = researched(usd(6_500), 'Iowa Code §631.1', O.ia('631.1'));
export const IA: JurisdictionRecord = {
  code: 'IA',
  name: 'Iowa',
  smallClaims: {
    courtName: researched('District Court (small claims)', 'Iowa Code §631.1', O.ia('631.1')),
    limitIndividual: iaLimit,
    limitBusiness: sameForBusiness(iaLimit),
    filingFee: medium(
      { minCents: usd(95), maxCents: usd(95), description: 'About $95.' },
      'Iowa district court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(10, 'Iowa Code §614.1', O.ia('614.1')),
    oralContract: researched(5, 'Iowa Code §614.1', O.ia('614.1')),
    propertyDamage: researched(5, 'Iowa Code §614.1', O.ia('614.1')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 30, startsAfter: ['move-out'], description: '30 days after the tenancy ends.' },
      'Iowa Code §562A.12',
      O.ia('562A.12'),
    ),
    penalty: researched(
      { description: 'Bad faith: the deposit plus punitive damages of up to twice the monthly rent.' },
      'Iowa Code §562A.12',
      O.ia('562A.12'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const ksLimit = researched(
  usd(4_000),
  'K.S.A. §61-2703',
  O.ks(61, 27, 3),
  'Research notes caps on how many claims one person may file per year ("verify").',
);
export const KS: JurisdictionRecord = {
  code: 'KS',
  name: 'Kansas',
  smallClaims: {
    courtName: researched('District Court (small claims)', 'K.S.A. §61-2703', O.ks(61, 27, 3)),
    limitIndividual: ksLimit,
    limitBusiness: sameForBusiness(ksLimit),
    filingFee: medium(
      { minCents: usd(35), maxCents: usd(85), description: 'About $35–$85.' },
      'Kansas district court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(5, 'K.S.A. §60-511', O.ks(60, 5, 11)),
    oralContract: researched(3, 'K.S.A. §60-512', O.ks(60, 5, 12)),
    propertyDamage: researched(2, 'K.S.A. §60-513', O.ks(60, 5, 13)),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        description:
          'Within 14 days after the landlord determines the amount due, and no later than 30 days after the tenancy ends.',
      },
      'K.S.A. §58-2550',
      O.ks(58, 25, 50),
    ),
    penalty: researched(
      { description: 'One and a half times the amount wrongfully withheld.', multiplier: 1.5 },
      'K.S.A. §58-2550',
      O.ks(58, 25, 50),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const miLimit = medium(
  usd(6_500),
  'MCL §600.8401',
  O.mi('600.8401'),
  'Research rates the Michigan row M: $6,500 now, scheduled to rise to $7,000 on 1/1/2027 (verify); [P] shows an older $6,000.',
);
export const MI: JurisdictionRecord = {
  code: 'MI',
  name: 'Michigan',
  smallClaims: {
    courtName: researched(
      'District Court – Small Claims Division',
      'MCL §600.8401',
      O.mi('600.8401'),
      'Attorneys do not appear in the small claims division.',
    ),
    limitIndividual: miLimit,
    limitBusiness: sameForBusiness(miLimit),
    filingFee: medium(
      { minCents: usd(30), maxCents: usd(70), description: '$30, $50 or $70 depending on the amount.' },
      'Michigan district court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'MCL §600.5807', O.mi('600.5807')),
    oralContract: researched(6, 'MCL §600.5807', O.mi('600.5807')),
    propertyDamage: researched(3, 'MCL §600.5805', O.mi('600.5805')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 30, startsAfter: ['move-out'], description: '30 days after the tenancy ends.' },
      'MCL §554.609',
      O.mi('554.609'),
    ),
    penalty: researched({ description: 'Twice the deposit.', multiplier: 2 }, 'MCL §554.613', O.mi('554.613')),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const mnLimit = researched(
  usd(15_000),
  'Minn. Stat. §491A.01',
  O.mn('491A.01'),
  '$4,000 for consumer-credit claims (creditor claims against consumers).',
);
export const MN: JurisdictionRecord = {
  code: 'MN',
  name: 'Minnesota',
  smallClaims: {
    courtName: researched('Conciliation Court (District Court)', 'Minn. Stat. §491A.01', O.mn('491A.01')),
    limitIndividual: mnLimit,
    limitBusiness: sameForBusiness(mnLimit),
    filingFee: low(
      { minCents: usd(65), maxCents: usd(80), description: 'About $65–$80.' },
      'Minnesota conciliation court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'Minn. Stat. §541.05', O.mn('541.05')),
    oralContract: researched(6, 'Minn. Stat. §541.05', O.mn('541.05')),
    propertyDamage: researched(6, 'Minn. Stat. §541.05', O.mn('541.05')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 21, startsAfter: ['move-out'], description: '21 days after the tenancy ends.' },
      'Minn. Stat. §504B.178',
      O.mn('504B.178'),
    ),
    penalty: researched(
      {
        description: 'Twice the amount withheld; bad-faith retention adds punitive damages of up to $500.',
        multiplier: 2,
      },
      'Minn. Stat. §504B.178',
      O.mn('504B.178'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const moLimit = researched(
  usd(5_000),
  'RSMo §482.305',
  O.mo('482.305'),
  'Research notes caps on how many claims one person may file ("verify").',
);
export const MO: JurisdictionRecord = {
  code: 'MO',
  name: 'Missouri',
  smallClaims: {
    courtName: researched('Circuit Court, Associate Division – Small Claims', 'RSMo §482.305', O.mo('482.305')),
    limitIndividual: moLimit,
    limitBusiness: sameForBusiness(moLimit),
    filingFee: medium(
      { minCents: usd(25), maxCents: usd(50), description: 'About $25–$50 plus service.' },
      'Missouri circuit court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(
      5,
      'RSMo §§516.110, 516.120',
      O.mo('516.120'),
      '10 years for a written promise to pay money (§516.110), 5 years for other contracts; the shorter is stored.',
    ),
    oralContract: researched(5, 'RSMo §516.120', O.mo('516.120')),
    propertyDamage: researched(5, 'RSMo §516.120', O.mo('516.120')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 30, startsAfter: ['move-out'], description: '30 days after the tenancy ends.' },
      'RSMo §535.300',
      O.mo('535.300'),
    ),
    penalty: researched(
      { description: 'Twice the amount wrongfully withheld.', multiplier: 2 },
      'RSMo §535.300',
      O.mo('535.300'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const neLimit = medium(
  usd(3_900),
  'Neb. Rev. Stat. §25-2802',
  O.ne('25-2802'),
  'Research rates this M: $3,900 applied 7/1/2020–6/30/2025; the limit was CPI-adjusted again on 7/1/2025 and the new figure is not yet verified. The older, lower figure is stored.',
);
export const NE: JurisdictionRecord = {
  code: 'NE',
  name: 'Nebraska',
  smallClaims: {
    courtName: researched('County Court – Small Claims', 'Neb. Rev. Stat. §25-2802', O.ne('25-2802')),
    limitIndividual: neLimit,
    limitBusiness: sameForBusiness(neLimit),
    filingFee: medium(
      { minCents: usd(29), maxCents: usd(29), description: 'About $29.' },
      'Nebraska county court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(5, 'Neb. Rev. Stat. §25-205', O.ne('25-205')),
    oralContract: researched(4, 'Neb. Rev. Stat. §25-206', O.ne('25-206')),
    propertyDamage: researched(4, 'Neb. Rev. Stat. §25-207', O.ne('25-207')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 14, startsAfter: ['move-out'], description: '14 days after the tenancy ends.' },
      'Neb. Rev. Stat. §76-1416',
      O.ne('76-1416'),
    ),
    penalty: researched(
      { description: "Bad faith: the deposit plus the lesser of one month's rent or twice the deposit." },
      'Neb. Rev. Stat. §76-1416',
      O.ne('76-1416'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const ndLimit = researched(usd(15_000), 'N.D.C.C. §27-08.1-01', O.nd(27, '08-1'));
export const ND: JurisdictionRecord = {
  code: 'ND',
  name: 'North Dakota',
  smallClaims: {
    courtName: researched('District Court (small claims)', 'N.D.C.C. §27-08.1-01', O.nd(27, '08-1')),
    limitIndividual: ndLimit,
    limitBusiness: sameForBusiness(ndLimit),
    filingFee: medium(
      { minCents: usd(10), maxCents: usd(10), description: 'About $10.' },
      'North Dakota district court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'N.D.C.C. §28-01-16', O.nd(28, '01')),
    oralContract: researched(6, 'N.D.C.C. §28-01-16', O.nd(28, '01')),
    propertyDamage: researched(6, 'N.D.C.C. §28-01-16', O.nd(28, '01')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 30, startsAfter: ['move-out'], description: '30 days after the tenancy ends.' },
      'N.D.C.C. §47-16-07.1',
      O.nd(47, '16'),
    ),
    penalty: researched(
      { description: 'Three times the amount wrongfully withheld.', multiplier: 3 },
      'N.D.C.C. §47-16-07.1',
      O.nd(47, '16'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const ohLimit = researched(usd(6_000), 'ORC §1925.02', O.oh('1925.02'));
export const OH: JurisdictionRecord = {
  code: 'OH',
  name: 'Ohio',
  smallClaims: {
    courtName: researched('Municipal or County Court – Small Claims Division', 'ORC §1925.02', O.oh('1925.02')),
    limitIndividual: ohLimit,
    limitBusiness: sameForBusiness(ohLimit),
    filingFee: medium(
      { minCents: usd(25), maxCents: usd(60), description: 'About $25–$60.' },
      'Ohio municipal and county court fee schedules',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: medium(
      6,
      'ORC §2305.06 (as amended by SB 13, eff. 6/16/2021)',
      O.oh('2305.06'),
      'Research: 6 years since SB 13; [AG] shows the older 8 years. From memory — verify.',
    ),
    oralContract: medium(
      4,
      'ORC §2305.07 (as amended by SB 13, eff. 6/16/2021)',
      O.oh('2305.07'),
      'Research: 4 years since SB 13; [AG] shows the older 6 years. From memory — verify.',
    ),
    propertyDamage: researched(2, 'ORC §2305.10', O.oh('2305.10')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 30, startsAfter: ['move-out'], description: '30 days after the tenancy ends.' },
      'ORC §5321.16',
      O.oh('5321.16'),
      'The tenant must give a forwarding address in writing (Table C; research §3.5 lists forwarding-address rules as "mem, verify").',
    ),
    penalty: researched(
      {
        description:
          'The amount wrongfully withheld as damages, on top of its return (in effect about twice), plus attorney fees.',
        multiplier: 2,
      },
      'ORC §5321.16',
      O.oh('5321.16'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const sdLimit = researched(usd(12_000), 'SDCL §15-39-45.1', O.sd('15-39-45.1'));
export const SD: JurisdictionRecord = {
  code: 'SD',
  name: 'South Dakota',
  smallClaims: {
    courtName: researched('Magistrate Court – Small Claims', 'SDCL §15-39-45.1', O.sd('15-39-45.1')),
    limitIndividual: sdLimit,
    limitBusiness: sameForBusiness(sdLimit),
    filingFee: medium(
      {
        minCents: usd(21),
        maxCents: usd(37),
        description: 'About $21–$37 or more, depending on the amount.',
      },
      'South Dakota magistrate court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'SDCL §15-2-13', O.sd('15-2-13')),
    oralContract: researched(6, 'SDCL §15-2-13', O.sd('15-2-13')),
    propertyDamage: researched(6, 'SDCL §15-2-13', O.sd('15-2-13')),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 14,
        startsAfter: ['move-out'],
        description:
          'Two weeks after the tenancy ends; an itemized statement within 45 days if the tenant asks for one.',
      },
      'SDCL §43-32-24',
      O.sd('43-32-24'),
      'Research rates the South Dakota deposit row M.',
    ),
    penalty: medium(
      { description: 'Bad faith: $200 in punitive damages.' },
      'SDCL §43-32-24',
      O.sd('43-32-24'),
      'From memory in the research ("mem, verify").',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const wiLimit = researched(
  usd(10_000),
  'Wis. Stat. §799.01',
  O.wi(799, '01'),
  'No cap for eviction (not a SueGo case type).',
);
export const WI: JurisdictionRecord = {
  code: 'WI',
  name: 'Wisconsin',
  smallClaims: {
    courtName: researched('Circuit Court (small claims, ch. 799)', 'Wis. Stat. §799.01', O.wi(799, '01')),
    limitIndividual: wiLimit,
    limitBusiness: sameForBusiness(wiLimit),
    filingFee: low(
      { minCents: 9450, maxCents: 9450, description: 'About $94.50.' },
      'Wisconsin circuit court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'Wis. Stat. §893.43', O.wi(893, '43')),
    oralContract: researched(6, 'Wis. Stat. §893.43', O.wi(893, '43')),
    propertyDamage: researched(6, 'Wis. Stat. §893.52', O.wi(893, '52')),
  },
  securityDeposit: {
    returnDeadline: researched(
      { days: 21, startsAfter: ['move-out'], description: '21 days after the tenancy ends.' },
      'Wis. Stat. §704.28; Wis. Admin. Code ATCP 134.06',
      O.wi(704, '28'),
    ),
    penalty: researched(
      { description: 'Twice the amount withheld, plus attorney fees.', multiplier: 2 },
      'Wis. Stat. §100.20(5)',
      O.wi(100, '20'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};
