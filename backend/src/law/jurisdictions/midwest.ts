import {
  classesReview,
  COURT_FEE_NOTE,
  FEE_NOTE,
  inForce,
  low,
  medium,
  researched,
  sameForBusiness,
  tableUpdate,
  usd,
  checkedBefore,
} from '../law-fact';
import { evidenced } from '../evidence/law-evidence';
import { OFFICIAL as O, RESEARCH as R } from '../law-sources';
import type { CaseTypeLimit, JurisdictionRecord, LawFact } from '../law-table.types';

// Research/state-law.md Tables A (§3.2), B (§3.3), C (§3.4) and §3.6. Midwest: IL IN IA KS MI MN MO NE ND OH SD WI.

const ilLimit = researched(usd(10_000), 'Ill. S. Ct. R. 281', O.ilSupremeCourtRules);
export const IL: JurisdictionRecord = {
  code: 'IL',
  name: 'Illinois',
  smallClaims: {
    courtName: evidenced(
      'IL',
      'smallClaims.courtName',
      researched('Circuit Court (small claims)', 'Ill. S. Ct. R. 281', O.ilSupremeCourtRules),
    ),
    limitIndividual: evidenced('IL', 'smallClaims.limitIndividual', ilLimit),
    limitBusiness: evidenced('IL', 'smallClaims.limitBusiness', sameForBusiness(ilLimit)),
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
    writtenContract: evidenced(
      'IL',
      'limitations.writtenContract',
      researched(10, '735 ILCS 5/13-206', O.il(2017, 56)),
    ),
    oralContract: researched(5, '735 ILCS 5/13-205', O.il(2017, 56)),
    propertyDamage: researched(5, '735 ILCS 5/13-205', O.il(2017, 56)),
  },
  securityDeposit: {
    // P.A. 103-0224 extended the Act to every residential lessor from 2024-01-01 (before: 5 or more units).
    returnDeadline: [
      inForce(
        null,
        '2023-12-31',
        researched(
          {
            days: 45,
            startsAfter: ['move-out'],
            letterServesAs: [],
            description:
              'Buildings with 5 or more units: an itemized statement of deductions within 30 days and the deposit within 45 days after move-out.',
          },
          '765 ILCS 710/1',
          O.il(2202, 62),
          "Chicago's Residential Landlord and Tenant Ordinance is stricter.",
        ),
      ),
      inForce(
        '2024-01-01',
        null,
        medium(
          {
            days: 45,
            startsAfter: ['move-out'],
            letterServesAs: [],
            description:
              'Every residential landlord: an itemized statement of deductions within 30 days, and the deposit within 45 days, after the tenant moves out (or the tenancy ends, if later).',
          },
          '765 ILCS 710/1, as amended by P.A. 103-0224',
          O.il(2202, 62),
          "The legal review read P.A. 103-0224 on ilga.gov: all residential lessors are covered from 1/1/2024. The 30- and 45-day deadlines are from the research and were not re-read in the Act. Chicago's Residential Landlord and Tenant Ordinance is stricter.",
        ),
      ),
    ],
    penalty: researched(
      {
        extra:
          'twice the deposit, plus court costs and attorney fees, if a court finds the landlord acted in bad faith',
        multiplier: 2,
      },
      '765 ILCS 710/1',
      O.il(2202, 62),
    ),
    interest: medium(
      {
        description:
          'when the building or complex has 25 or more units and the landlord held the deposit for more than six months, at the rate the Security Deposit Interest Act sets',
      },
      '765 ILCS 715/1',
      'https://www.ilga.gov/legislation/ilcs/ilcs.asp',
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
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
const inLimit = checkedBefore(
  usd(10_000),
  'IC 33-29-2-4',
  'https://www.tippecanoe.in.gov/829/Small-Claims-Jurisdiction',
  classesReview(
    'Tippecanoe County Small Claims Court, "Small Claims Jurisdiction" (tippecanoe.in.gov): cases that cannot be filed include "Any claims asking for more than $10,000.00"',
    'official-court-page',
  ),
  "Read on a county court's official page; the statute itself (IC 33-29-2-4) was not read.",
);
export const IN: JurisdictionRecord = {
  code: 'IN',
  name: 'Indiana',
  smallClaims: {
    courtName: evidenced(
      'IN',
      'smallClaims.courtName',
      medium(
        'Circuit or Superior Court small-claims docket (Marion County: Township Small Claims Courts)',
        'IC 33-29-2-4; IC 33-34-3-2',
        O.in(33),
        inNote,
      ),
    ),
    limitIndividual: evidenced('IN', 'smallClaims.limitIndividual', inLimit),
    // $6,000 is who may present a business's claim without a lawyer (S.C. Rule 8(C)), not the court's limit.
    limitBusiness: evidenced('IN', 'smallClaims.limitBusiness', inLimit),
    filingFee: evidenced(
      'IN',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(97),
          maxCents: usd(97),
          description:
            'In Spencer County: $97 for the first defendant and $10 for each added defendant; sheriff service is extra. Other counties may charge differently.',
          court: 'Spencer County Clerk (Indiana)',
        },
        'Spencer County Clerk small-claims fees',
        'http://www.spencercounty.in.gov/pages.cfm?DepartmentID=431&accessible=yes',
        COURT_FEE_NOTE,
      ),
    ),
    localLimits: evidenced(
      'IN',
      'smallClaims.localLimits',
      medium(
        [{ courtName: 'Marion County Township Small Claims Courts', limitCents: usd(8_000) }],
        'IC 33-34-3-2',
        O.in(33),
        'Research: $8,000 per squabbleapp (Nolo gives older $6,000/$8,000 figures); marked "verify".',
      ),
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
      {
        days: 45,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '45 days after the tenancy ends.',
      },
      'IC 32-31-3-12',
      O.in(32),
    ),
    penalty: researched({ extra: 'reasonable attorney fees' }, 'IC 32-31-3-12', O.in(32)),
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
    limitIndividual: evidenced('IA', 'smallClaims.limitIndividual', iaLimit),
    limitBusiness: evidenced('IA', 'smallClaims.limitBusiness', sameForBusiness(iaLimit)),
    filingFee: evidenced(
      'IA',
      'smallClaims.filingFee',
      medium(
        { minCents: usd(95), maxCents: usd(95), description: 'About $95.' },
        'Iowa district court fee schedule',
        R.ipmSmallClaims,
        FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(10, 'Iowa Code §614.1', O.ia('614.1')),
    oralContract: researched(5, 'Iowa Code §614.1', O.ia('614.1')),
    propertyDamage: researched(5, 'Iowa Code §614.1', O.ia('614.1')),
  },
  securityDeposit: {
    // The 30 days run from the tenancy's end and the landlord's receipt of the tenant's mailing address.
    returnDeadline: evidenced(
      'IA',
      'securityDeposit.returnDeadline',
      medium(
        {
          days: 30,
          startsAfter: ['move-out', 'forwarding-address'],
          letterServesAs: [{ role: 'forwarding-address', citation: 'Iowa Code §562A.12(3)' }],
          tenantWarning: {
            text: 'If the landlord does not receive your mailing address or delivery instructions within one year after the tenancy ends, the deposit goes to the landlord (Iowa Code §562A.12(3)). The letter gives your address.',
            withinMonths: 12,
          },
          description:
            "30 days after the tenancy ends and the landlord receives the tenant's mailing address or delivery instructions.",
        },
        'Iowa Code §562A.12(3)',
        O.ia('562A.12'),
        'The mailing-address trigger and the one-year rule are from secondary sources that agree (depositbackusa, shukrentals); not yet checked against the official text.',
      ),
    ),
    penalty: medium(
      {
        extra:
          'punitive damages of up to twice the monthly rent, in addition to actual damages, if the landlord kept it in bad faith',
        forfeiture: 'forfeits all rights to keep any part of the deposit',
      },
      'Iowa Code §562A.12',
      O.ia('562A.12'),
      'Forfeiture from secondary sources that agree; the bad-faith damages are from the research. Not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

// K.S.A. 61-2703(a): $4,000 (the stored ksrevisor.org page, history to L. 2004); $10,000 from 2024-07-01 (2024 amendment).
const ksLimit = [
  inForce(
    null,
    '2024-06-30',
    checkedBefore(
      usd(4_000),
      'K.S.A. §61-2703(a)',
      'https://www.ksrevisor.org/statutes/chapters/ch61/061_027_0003.html',
      classesReview(
        'K.S.A. 61-2703(a) on ksrevisor.org (History: … L. 2004, ch. 176, § 5): "where the amount claimed or the value of the property sought does not exceed $4,000"',
      ),
      'The official copy read predates the 2024 amendment; it shows the limit until then.',
    ),
  ),
  inForce(
    '2024-07-01',
    null,
    medium(
      usd(10_000),
      'K.S.A. §61-2703(a)',
      O.ks(61, 27, 3),
      'Raised to $10,000 from 7/1/2024 by the 2024 amendment, per a research copy of the current section (self-law.org) and a court-filing guide (civilcase.com); the session law and the current official page were not found in the stored copies.',
    ),
  ),
];
export const KS: JurisdictionRecord = {
  code: 'KS',
  name: 'Kansas',
  smallClaims: {
    courtName: evidenced(
      'KS',
      'smallClaims.courtName',
      researched('District Court (small claims)', 'K.S.A. §61-2703', O.ks(61, 27, 3)),
    ),
    limitIndividual: evidenced('KS', 'smallClaims.limitIndividual', ksLimit),
    limitBusiness: evidenced('KS', 'smallClaims.limitBusiness', ksLimit),
    filingFee: evidenced(
      'KS',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(47.5),
          maxCents: usd(67.5),
          description:
            '$47.50 for a claim up to $500 and $67.50 above, in the 16th Judicial District and Douglas County; sheriff service is extra.',
          court: '16th Judicial District Court (Kansas)',
        },
        '16th Judicial District small-claims page',
        'https://16jd.kscourts.gov/16th-Judicial-District/16th-Judicial-District/Resources/Small-Claims',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'KS',
      'limitations.writtenContract',
      researched(5, 'K.S.A. §60-511', O.ks(60, 5, 11)),
    ),
    oralContract: evidenced(
      'KS',
      'limitations.oralContract',
      researched(3, 'K.S.A. §60-512', O.ks(60, 5, 12)),
    ),
    propertyDamage: evidenced(
      'KS',
      'limitations.propertyDamage',
      researched(2, 'K.S.A. §60-513', O.ks(60, 5, 13)),
    ),
  },
  securityDeposit: {
    // The 30 days run from the tenancy's end, possession and the tenant's demand: this letter is that demand.
    returnDeadline: medium(
      {
        days: 30,
        startsAfter: ['move-out', 'tenant-demand'],
        letterServesAs: [{ role: 'demand', citation: 'K.S.A. §58-2550(b)' }],
        description:
          'Within 14 days after the landlord determines the amount due, and no later than 30 days after the tenancy ends, the tenant gives up possession and the tenant demands the deposit.',
      },
      'K.S.A. §58-2550(b)',
      O.ks(58, 25, 50),
      'The stored ksrevisor.org copy of §58-2550(b) breaks off before the end of the sentence; the demand trigger is read from the same wording in K.S.A. 58-25,108 (mobile homes) and secondary sources. Not yet checked in full.',
    ),
    penalty: researched(
      { extra: 'damages equal to one and a half times the amount wrongfully withheld', multiplier: 1.5 },
      'K.S.A. §58-2550',
      O.ks(58, 25, 50),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

// MCL §600.8401 (2012 PA 119) steps the limit: $6,000 from 2018, $6,500 from 2021, $7,000 from 2024-01-01.
const MI_STEPS_NOTE =
  'MCL §600.8401(c)–(e) as quoted by Michigan law firms (monroecountylawyers.com; the 2012 schedule per ggtmlaw.com and Michigan Lawyers Weekly); the official text was not read.';
const miLimit = [
  inForce(null, '2020-12-31', medium(usd(6_000), 'MCL §600.8401(c)', O.mi('600.8401'), MI_STEPS_NOTE)),
  inForce(
    '2021-01-01',
    '2023-12-31',
    medium(usd(6_500), 'MCL §600.8401(d)', O.mi('600.8401'), MI_STEPS_NOTE),
  ),
  inForce('2024-01-01', null, medium(usd(7_000), 'MCL §600.8401(e)', O.mi('600.8401'), MI_STEPS_NOTE)),
];
export const MI: JurisdictionRecord = {
  code: 'MI',
  name: 'Michigan',
  smallClaims: {
    courtName: evidenced(
      'MI',
      'smallClaims.courtName',
      researched(
        'District Court – Small Claims Division',
        'MCL §600.8401',
        O.mi('600.8401'),
        'Attorneys do not appear in the small claims division.',
      ),
    ),
    limitIndividual: evidenced('MI', 'smallClaims.limitIndividual', miLimit),
    limitBusiness: miLimit,
    filingFee: evidenced(
      'MI',
      'smallClaims.filingFee',
      medium(
        { minCents: usd(30), maxCents: usd(70), description: '$30, $50 or $70 depending on the amount.' },
        'Michigan district court fee schedule',
        R.ipmSmallClaims,
        FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(6, 'MCL §600.5807', O.mi('600.5807')),
    oralContract: researched(6, 'MCL §600.5807', O.mi('600.5807')),
    propertyDamage: researched(3, 'MCL §600.5805', O.mi('600.5805')),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        passedOnlyWith: ['forwarding-address'],
        letterServesAs: [{ role: 'forwarding-address', citation: 'MCL §554.611' }],
        tenantWarning: {
          text: 'Michigan expects the tenant to give the landlord a forwarding address in writing when the tenancy ends (MCL §554.611); without one the landlord need not send the list of damages. The letter gives your address, but if you gave none when you moved out, the landlord may say it came too late.',
        },
        description: '30 days after the tenancy ends.',
      },
      'MCL §554.609',
      O.mi('554.609'),
    ),
    // Issue 42 point 3: reported imprecise, not corrected (a penalty needs official text; none was among stored pages).
    penalty: researched(
      { extra: 'twice the deposit', multiplier: 2 },
      'MCL §554.613',
      O.mi('554.613'),
      'Reported imprecise by the legal review of issue 42: MCL 554.613(2) makes a landlord who fails to comply fully "liable to the tenant for double the amount of the security deposit retained" (the amount retained, not the deposit; read only in published copies, Casetext, current through PA 151 of 2024). A penalty needs official text (ADR 218), so the stored value stays unconfirmed and the letter states no penalty.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

// The Judicial Branch's page gives $20,000 today; the statute raising it from $15,000 (from 2014-08-01) and its start
// date were not found, so one version is stored (documents are dated today or later).
const mnLimit = checkedBefore(
  usd(20_000),
  'Minn. Stat. §491A.01, subd. 3a',
  'https://mncourts.gov/help-topics/conciliation-court.aspx',
  classesReview(
    'docs/law-evidence/MN.md: Minnesota Judicial Branch, Conciliation Court (mncourts.gov): "You can file a claim in Conciliation Court for up to $20,000. If your claim involves consumer credit, then the maximum amount is $4,000."',
    'official-court-page',
  ),
  '$4,000 for consumer-credit claims (creditor claims against consumers). Before the increase the limit was $15,000 (from 8/1/2014); the date of the increase was not found.',
);
export const MN: JurisdictionRecord = {
  code: 'MN',
  name: 'Minnesota',
  smallClaims: {
    courtName: evidenced(
      'MN',
      'smallClaims.courtName',
      researched('Conciliation Court (District Court)', 'Minn. Stat. §491A.01', O.mn('491A.01')),
    ),
    limitIndividual: evidenced('MN', 'smallClaims.limitIndividual', mnLimit),
    limitBusiness: evidenced('MN', 'smallClaims.limitBusiness', sameForBusiness(mnLimit)),
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
    // Three weeks from the tenancy's end and the landlord's receipt of the tenant's mailing address.
    returnDeadline: evidenced(
      'MN',
      'securityDeposit.returnDeadline',
      medium(
        {
          days: 21,
          startsAfter: ['move-out', 'forwarding-address'],
          letterServesAs: [{ role: 'forwarding-address', citation: 'Minn. Stat. §504B.178, subd. 3' }],
          description:
            "Three weeks after the tenancy ends and the landlord receives the tenant's mailing address or delivery instructions, with interest.",
        },
        'Minn. Stat. §504B.178',
        O.mn('504B.178'),
        'The mailing-address trigger is from secondary sources that agree (depositbackusa, law-firm pages); one appeals decision (Mungall v. Garry, unpublished) counts from the address alone. Not yet checked against the official text.',
      ),
    ),
    penalty: evidenced(
      'MN',
      'securityDeposit.penalty',
      researched(
        { extra: 'twice the amount of the deposit wrongfully withheld, plus interest', multiplier: 2 },
        'Minn. Stat. §504B.178',
        O.mn('504B.178'),
        'Minn. Stat. §504B.178, subd. 8 also allows punitive damages of up to $500 for a deposit kept in bad faith (research; not read on an official page, so not stated).',
      ),
    ),
    interest: evidenced(
      'MN',
      'securityDeposit.interest',
      medium(
        { description: '1% a year, simple, from the first day of the month after it was paid' },
        'Minn. Stat. §504B.178, subd. 2',
        O.mn('504B.178'),
        'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
      ),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [
    inForce(
      '2021-01-01',
      null,
      medium(
        {
          name: 'Minneapolis Freelance Worker Protections Ordinance',
          scope: 'city',
          city: 'Minneapolis',
          thresholdCents: usd(600),
          paymentDueDays: 30,
          remedy:
            'A business that retains a freelance worker in Minneapolis for $600 or more in a year (or $200 in 7 days) must put the contract in writing and pay as it says; complaints go to the Minneapolis Department of Civil Rights.',
        },
        'Minneapolis Code of Ordinances, Title 2, ch. 40, art. VI',
        'https://www.littler.com/publication-press/publication/minneapolis-increases-protections-freelance-workers',
        'From law-firm summaries (Littler, Trepanier, Jackson Lewis), in force 1/1/2021; the ordinance text was not read. The 30-day default for a contract without a payment date comes from the draft ordinance and is not confirmed.',
      ),
    ),
  ],
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
    courtName: evidenced(
      'MO',
      'smallClaims.courtName',
      researched('Circuit Court, Associate Division – Small Claims', 'RSMo §482.305', O.mo('482.305')),
    ),
    limitIndividual: evidenced('MO', 'smallClaims.limitIndividual', moLimit),
    limitBusiness: evidenced('MO', 'smallClaims.limitBusiness', sameForBusiness(moLimit)),
    filingFee: evidenced(
      'MO',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(100),
          maxCents: usd(100),
          description:
            "In Morgan County: $100 plus the sheriff's service fee. Other circuits may charge differently.",
          court: 'Morgan County Circuit Court (Missouri)',
        },
        'Morgan County circuit clerk small-claims fees',
        'https://www.morgancountymo.gov/small-claims-and-fees',
        COURT_FEE_NOTE,
      ),
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
    returnDeadline: evidenced(
      'MO',
      'securityDeposit.returnDeadline',
      researched(
        {
          days: 30,
          startsAfter: ['move-out'],
          letterServesAs: [],
          description: '30 days after the tenancy ends.',
        },
        'RSMo §535.300',
        O.mo('535.300'),
      ),
    ),
    penalty: researched(
      { extra: 'damages of up to twice the amount wrongfully withheld', multiplier: 2 },
      'RSMo §535.300',
      O.mo('535.300'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const neLimit = [
  inForce(
    null,
    '2025-06-30',
    checkedBefore(
      usd(3_900),
      'Neb. Rev. Stat. §25-2802',
      'https://supremecourt.nebraska.gov/administration/media-releases/dollar-limit-small-claims-cases-increases-3900-july-1-2020',
      tableUpdate(
        'Nebraska Supreme Court media release: $3,900 from 7/1/2020 through 6/30/2025',
        'official-court-page',
      ),
      '$3,900 from 7/1/2020 ($3,600 before); earlier amounts are not recorded.',
    ),
  ),
  inForce(
    '2025-07-01',
    null,
    medium(
      usd(7_500),
      'Neb. Rev. Stat. §25-2802, as amended by LB 139 of 2024',
      O.ne('25-2802'),
      'LB 139 ("Change the jurisdictional amount of the Small Claims Court") passed 3/7/2024; $7,500 from 7/1/2025 per several secondary sources. The figure has not been confirmed in the enrolled text.',
    ),
  ),
];
export const NE: JurisdictionRecord = {
  code: 'NE',
  name: 'Nebraska',
  smallClaims: {
    courtName: evidenced(
      'NE',
      'smallClaims.courtName',
      researched('County Court – Small Claims', 'Neb. Rev. Stat. §25-2802', O.ne('25-2802')),
    ),
    limitIndividual: evidenced('NE', 'smallClaims.limitIndividual', neLimit),
    limitBusiness: evidenced('NE', 'smallClaims.limitBusiness', neLimit),
    filingFee: medium(
      { minCents: usd(29), maxCents: usd(29), description: 'About $29.' },
      'Nebraska county court fee schedule',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'NE',
      'limitations.writtenContract',
      researched(5, 'Neb. Rev. Stat. §25-205', O.ne('25-205')),
    ),
    oralContract: evidenced(
      'NE',
      'limitations.oralContract',
      researched(4, 'Neb. Rev. Stat. §25-206', O.ne('25-206')),
    ),
    propertyDamage: researched(4, 'Neb. Rev. Stat. §25-207', O.ne('25-207')),
  },
  securityDeposit: {
    returnDeadline: evidenced(
      'NE',
      'securityDeposit.returnDeadline',
      checkedBefore(
        {
          days: 14,
          startsAfter: ['move-out'],
          letterServesAs: [],
          description: '14 days after the tenancy ends, with a written itemization of anything withheld.',
        },
        'Neb. Rev. Stat. §76-1416(2)',
        'https://nebraskalegislature.gov/laws/statutes.php?statute=76-1416',
        classesReview(
          'Neb. Rev. Stat. §76-1416(2) on nebraskalegislature.gov: "The balance, if any, and a written itemization shall be delivered or mailed to the tenant within fourteen days after the date of termination of the tenancy."',
        ),
      ),
    ),
    penalty: evidenced(
      'NE',
      'securityDeposit.penalty',
      checkedBefore(
        {
          extra:
            "court costs and reasonable attorney fees and, if the landlord's failure was willful and not in good faith, liquidated damages of one month's rent or twice the deposit, whichever is less",
        },
        'Neb. Rev. Stat. §76-1416(3)',
        'https://nebraskalegislature.gov/laws/statutes.php?statute=76-1416',
        classesReview(
          "Neb. Rev. Stat. §76-1416(3) on nebraskalegislature.gov: \"the tenant may recover the property and money due him or her, court costs, and reasonable attorney's fees. In addition, if the landlord's failure to comply with subsection (2) of this section is willful and not in good faith, the tenant may recover an amount equal to one month's periodic rent or two times the amount of the security deposit, whichever is less, as liquidated damages.\"",
        ),
      ),
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
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '30 days after the tenancy ends.',
      },
      'N.D.C.C. §47-16-07.1',
      O.nd(47, '16'),
    ),
    penalty: researched(
      { extra: 'three times the amount wrongfully withheld', multiplier: 3 },
      'N.D.C.C. §47-16-07.1',
      O.nd(47, '16'),
    ),
    interest: medium(
      {
        description:
          'the interest earned in the federally insured account where the landlord must hold it, when the lease ran nine months or more',
      },
      'N.D.C.C. §47-16-07.1',
      O.nd(47, '16'),
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
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
    courtName: evidenced(
      'OH',
      'smallClaims.courtName',
      researched('Municipal or County Court – Small Claims Division', 'ORC §1925.02', O.oh('1925.02')),
    ),
    limitIndividual: evidenced('OH', 'smallClaims.limitIndividual', ohLimit),
    limitBusiness: evidenced('OH', 'smallClaims.limitBusiness', sameForBusiness(ohLimit)),
    filingFee: evidenced(
      'OH',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(61.5),
          maxCents: usd(61.5),
          description:
            'In Toledo Municipal Court: $61.50 plus $11.50 for each added defendant. Each Ohio court sets its own fee.',
          court: 'Toledo Municipal Court',
        },
        'Toledo Municipal Court small-claims page',
        'https://tmc.toledomunicipalcourt.org/court-departments-services/small-claimscivil/',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: medium(
      6,
      'ORC §2305.06, as amended by SB 13 effective 6/16/2021',
      O.oh('2305.06'),
      'Research: 6 years since SB 13; [AG] shows the older 8 years. From memory — verify.',
    ),
    oralContract: medium(
      4,
      'ORC §2305.07, as amended by SB 13 effective 6/16/2021',
      O.oh('2305.07'),
      'Research: 4 years since SB 13; [AG] shows the older 6 years. From memory — verify.',
    ),
    propertyDamage: researched(2, 'ORC §2305.10', O.oh('2305.10')),
  },
  securityDeposit: {
    // The tenant must give a forwarding address in writing, or loses the damages and fees (§5321.16(B)).
    returnDeadline: evidenced(
      'OH',
      'securityDeposit.returnDeadline',
      medium(
        {
          days: 30,
          startsAfter: ['move-out'],
          passedOnlyWith: ['forwarding-address'],
          letterServesAs: [{ role: 'forwarding-address', citation: 'ORC §5321.16(B)' }],
          description:
            'An itemized notice of any deductions, with the amount due, within 30 days after the rental agreement ends and the tenant gives up possession.',
        },
        'ORC §5321.16(B)',
        O.oh('5321.16'),
        'Text of ORC §5321.16 read on a secondary copy (legalfix.com); not yet checked against codes.ohio.gov.',
      ),
    ),
    penalty: evidenced(
      'OH',
      'securityDeposit.penalty',
      medium(
        {
          extra:
            'damages equal to the amount wrongfully withheld, and reasonable attorney fees, if the tenant gave a forwarding address in writing',
        },
        'ORC §5321.16(C)',
        O.oh('5321.16'),
        'Text of ORC §5321.16 read on a secondary copy (legalfix.com); not yet checked against codes.ohio.gov.',
      ),
    ),
    interest: evidenced(
      'OH',
      'securityDeposit.interest',
      medium(
        {
          description:
            "5% a year on the part of the deposit above $50 or one month's rent, whichever is greater, when the tenant stayed six months or more",
        },
        'ORC §5321.16(A)',
        O.oh('5321.16'),
        'Text of ORC §5321.16 read on a secondary copy (legalfix.com) and the Toledo Housing Court page; not yet checked against codes.ohio.gov.',
      ),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [
    inForce(
      '2023-05-31',
      null,
      medium(
        {
          name: 'Columbus freelance worker protections',
          scope: 'city',
          city: 'Columbus',
          thresholdCents: usd(250),
          paymentDueDays: 30,
          remedy:
            'Work worth $250 or more (one contract or aggregated over 120 days) needs a written contract, and payment is due on the agreed date or within 30 days after the work is completed; complaints go to the Columbus Wage Theft Prevention and Enforcement Commission.',
        },
        'Columbus City Codes ch. 2337, Ord. 1016-2023',
        'https://columbus.legistar.com/LegislationDetail.aspx?GUID=38DD3933-90AC-46E8-A275-97277A532482&ID=6178197',
        "The legal review read Ord. 1016-2023 (passed 5/3/2023) on the city's legislative site; the $250 threshold, the 30-day default and the 5/31/2023 start are from law-firm summaries, not the code text.",
      ),
    ),
  ],
};

const sdLimit = researched(usd(12_000), 'SDCL §15-39-45.1', O.sd('15-39-45.1'));
export const SD: JurisdictionRecord = {
  code: 'SD',
  name: 'South Dakota',
  smallClaims: {
    courtName: evidenced(
      'SD',
      'smallClaims.courtName',
      researched('Magistrate Court – Small Claims', 'SDCL §15-39-45.1', O.sd('15-39-45.1')),
    ),
    limitIndividual: evidenced('SD', 'smallClaims.limitIndividual', sdLimit),
    limitBusiness: evidenced('SD', 'smallClaims.limitBusiness', sameForBusiness(sdLimit)),
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
    // Two weeks after the tenancy ends and the landlord receives the tenant's mailing address (docs/law-evidence/SD.md).
    returnDeadline: evidenced(
      'SD',
      'securityDeposit.returnDeadline',
      checkedBefore(
        {
          days: 14,
          startsAfter: ['move-out', 'forwarding-address'],
          letterServesAs: [{ role: 'forwarding-address', citation: 'SDCL §43-32-24' }],
          description:
            "Two weeks after the tenancy ends and the landlord receives the tenant's mailing address or delivery instructions; an itemized accounting within 45 days after the tenancy ends if the tenant asks for one.",
        },
        'SDCL §43-32-24',
        'https://sdlegislature.gov/Statutes/Codified_Laws/DisplayStatute.aspx?Type=Statute&Statute=43-32-24',
        classesReview(
          'docs/law-evidence/SD.md: SDCL §43-32-24 (sdlegislature.gov, a 2017-era copy): "within two weeks after the termination of the tenancy and receipt of the tenant\'s mailing address or delivery instructions, return the security deposit"',
        ),
        'S.B. 4 of 2026 reportedly changes two weeks to 21 days (secondary sources only); the clock starts with this letter either way, and the letter gives more than 21 days.',
      ),
    ),
    penalty: evidenced(
      'SD',
      'securityDeposit.penalty',
      checkedBefore(
        {
          extra: 'punitive damages of up to $200, if the landlord kept it in bad faith',
          forfeiture: 'forfeits all rights to keep any part of the deposit',
        },
        'SDCL §43-32-24',
        'https://sdlegislature.gov/Statutes/Codified_Laws/DisplayStatute.aspx?Type=Statute&Statute=43-32-24',
        classesReview(
          'docs/law-evidence/SD.md: SDCL §43-32-24 (sdlegislature.gov): "Any lessor of residential premises who fails to comply with this section shall forfeit all rights to withhold any portion of such deposit." and "shall subject the lessor to punitive damages not to exceed two hundred dollars."',
        ),
      ),
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
    courtName: evidenced(
      'WI',
      'smallClaims.courtName',
      researched('Circuit Court (small claims, ch. 799)', 'Wis. Stat. §799.01', O.wi(799, '01')),
    ),
    limitIndividual: evidenced('WI', 'smallClaims.limitIndividual', wiLimit),
    limitBusiness: evidenced('WI', 'smallClaims.limitBusiness', sameForBusiness(wiLimit)),
    // 2011 Wis. Act 32: tort and personal-injury claims have their own $5,000 limit (docs/law-evidence/WI.md).
    caseTypeLimits: evidenced<LawFact<CaseTypeLimit[]>>(
      'WI',
      'smallClaims.caseTypeLimits',
      inForce(
        '2011-07-01',
        null,
        checkedBefore(
          [
            {
              caseTypes: ['vehicle-damage', 'property-damage'],
              limitCents: usd(5_000),
              description: 'claims based in tort, such as damage to property or a vehicle',
            },
          ],
          'Wis. Stat. §799.01(1)(cr)',
          'https://www.wicourts.gov/services/public/selfhelp/smallclaims.htm',
          classesReview(
            'docs/law-evidence/WI.md: Wisconsin court system self-help page (wicourts.gov): "Small claims court is limited to claims of $10,000 or less. However, third-party complaints, personal injury claims, and actions based in tort are limited to claims of $5,000 or less."',
            'official-court-page',
          ),
          'In force from 7/1/2011 (2011 Wisconsin Act 32, per the Wisconsin State Law Library).',
        ),
      ),
    ),
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
    propertyDamage: researched(
      6,
      'Wis. Stat. §893.52(1)',
      O.wi(893, '52'),
      'Damage to property not arising from a motor-vehicle accident; vehicle accidents have 3 years (§893.52(2)).',
    ),
    // 2015 Wis. Act 133 applies to accidents from its effective date (6 Feb 2016); earlier ones keep 6 years.
    vehicleDamage: evidenced('WI', 'limitations.vehicleDamage', [
      inForce(
        '2016-02-06',
        null,
        checkedBefore(
          3,
          'Wis. Stat. §893.52(2)',
          'https://docs.legis.wisconsin.gov/statutes/statutes/893/v/52/2',
          tableUpdate('Wis. Stat. §893.52(2) on docs.legis.wisconsin.gov (history: 2015 a. 133)'),
          'For accidents from 6 February 2016 (2015 Wis. Act 133, effective date per the Wisconsin Civil Justice Council); earlier accidents: 6 years.',
        ),
      ),
    ]),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 21,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '21 days after the tenancy ends.',
      },
      'Wis. Stat. §704.28; Wis. Admin. Code ATCP 134.06',
      O.wi(704, '28'),
    ),
    penalty: researched(
      { extra: 'twice the amount withheld, plus costs and reasonable attorney fees', multiplier: 2 },
      'Wis. Stat. §100.20(5)',
      O.wi(100, '20'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};
