import {
  classesReview,
  CONSUMER_CASE_TYPES,
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
import type { JurisdictionRecord } from '../law-table.types';

// Research/state-law.md Tables A (§3.2), B (§3.3), C (§3.4) and §3.5.
// South: AL AR DE DC FL GA KY LA MD MS NC OK SC TN TX VA WV.

const alLimit = researched(usd(6_000), 'Ala. Code §12-12-31', O.al('12-12-31'));
export const AL: JurisdictionRecord = {
  code: 'AL',
  name: 'Alabama',
  smallClaims: {
    courtName: researched('District Court – Small Claims Docket', 'Ala. Code §12-12-31', O.al('12-12-31')),
    limitIndividual: evidenced('AL', 'smallClaims.limitIndividual', alLimit),
    limitBusiness: evidenced('AL', 'smallClaims.limitBusiness', sameForBusiness(alLimit)),
    filingFee: evidenced(
      'AL',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(107),
          maxCents: usd(270),
          description:
            'In Calhoun County: $107 for a claim up to $1,500, $181 up to $3,000 and $270 up to $6,000. Other counties may charge differently.',
          court: 'Calhoun County District Court (Alabama)',
        },
        'Calhoun County civil fee sheet',
        'https://calhoun.alacourt.gov/civil-fee-sheet/',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(6, 'Ala. Code §6-2-34', O.al('6-2-34')),
    oralContract: researched(6, 'Ala. Code §6-2-34', O.al('6-2-34')),
    propertyDamage: medium(
      2,
      'Ala. Code §6-2-38(l)',
      O.al('6-2-38'),
      'Negligent damage to property: 2 years (§6-2-38(l)); trespass to property: 6 years (§6-2-34). Letters plead negligence, so the shorter period is stored. From secondary sources (FindLaw); not yet checked against the official text.',
    ),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 60,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '60 days after the tenancy ends.',
      },
      'Ala. Code §35-9A-201',
      O.al('35-9A-201'),
      'Older lists say 35 days; that figure is outdated.',
    ),
    penalty: researched(
      { extra: 'twice the deposit', multiplier: 2 },
      'Ala. Code §35-9A-201',
      O.al('35-9A-201'),
    ),
  },
  preSuitDemands: [
    medium(
      {
        id: 'al-dtpa-demand',
        kind: 'consumer-protection',
        countsFrom: 'mailing',
        name: 'Alabama Deceptive Trade Practices Act demand',
        appliesTo: CONSUMER_CASE_TYPES,
        noticeDays: 15,
        requirement:
          'At least 15 days before a consumer suit under the Deceptive Trade Practices Act, send a written demand for relief.',
        condition: 'Only for a consumer claim against a business for deceptive trade practices.',
      },
      'Ala. Code §8-19-10(e)',
      O.al('8-19-10'),
      'From memory in the research ("mem, verify").',
    ),
  ],
  freelancerLaws: [],
};

const arNote = 'Research rates the Arkansas row M and marks the citation "verify".';
const arLimit = medium(usd(5_000), 'Ark. Code §16-17-704; Ark. Dist. Ct. R.', R.powerOfAttorneyTable, arNote);
export const AR: JurisdictionRecord = {
  code: 'AR',
  name: 'Arkansas',
  smallClaims: {
    courtName: evidenced(
      'AR',
      'smallClaims.courtName',
      medium(
        'District Court – Small Claims Division',
        'Ark. Code §16-17-704; Ark. Dist. Ct. R.',
        R.powerOfAttorneyTable,
        arNote,
      ),
    ),
    limitIndividual: evidenced('AR', 'smallClaims.limitIndividual', arLimit),
    limitBusiness: evidenced('AR', 'smallClaims.limitBusiness', sameForBusiness(arLimit)),
    filingFee: evidenced(
      'AR',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(65),
          maxCents: usd(65),
          description:
            'In West Memphis District Court: $65 for a small claim under $5,000. Other courts may charge differently.',
          court: 'West Memphis District Court',
        },
        'West Memphis District Court small-claims fees',
        'http://www.westmemphisar.gov/400/Small-ClaimsCivil',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(5, 'Ark. Code §16-56-111', R.aldunSol),
    oralContract: researched(3, 'Ark. Code §16-56-105', R.aldunSol),
    propertyDamage: researched(3, 'Ark. Code §16-56-105', R.aldunSol),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 60,
        startsAfter: ['move-out'],
        letterServesAs: [],
        tenantWarning: {
          text: "Some small landlords may be exempt from Arkansas's deposit rules (Ark. Code §18-16-305). Ask the court clerk or a lawyer whether yours is before you rely on them in court.",
        },
        description: '60 days after the tenancy ends.',
      },
      'Ark. Code §18-16-305',
      R.justiceDirectDeposits,
      'Small landlords may be exempt (research: from memory, "verify").',
    ),
    penalty: researched(
      { extra: 'twice the amount wrongfully withheld, plus costs and attorney fees', multiplier: 2 },
      'Ark. Code §18-16-306',
      R.justiceDirectDeposits,
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const deLimit = researched(usd(25_000), '10 Del. C. §9301', O.de(10, 93));
export const DE: JurisdictionRecord = {
  code: 'DE',
  name: 'Delaware',
  smallClaims: {
    courtName: evidenced(
      'DE',
      'smallClaims.courtName',
      researched('Justice of the Peace Court (civil)', '10 Del. C. §9301', O.de(10, 93)),
    ),
    limitIndividual: deLimit,
    limitBusiness: researched(
      usd(25_000),
      '10 Del. C. §9301',
      O.de(10, 93),
      'A business represented by a non-lawyer needs a Delaware Supreme Court Rule 57 certificate.',
    ),
    filingFee: medium(
      { minCents: usd(35), maxCents: usd(45), description: '$35–$45 depending on the amount.' },
      'Delaware Justice of the Peace Court fee schedule',
      'https://courts.delaware.gov/jpcourt/',
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(3, '10 Del. C. §8106', O.de(10, 81)),
    oralContract: researched(3, '10 Del. C. §8106', O.de(10, 81)),
    propertyDamage: medium(
      2,
      '10 Del. C. §§8106, 8107',
      O.de(10, 81),
      'Research gives 2–3 years and marks it "verify"; the shorter 2 years is stored.',
    ),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 20,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '20 days after the tenancy ends.',
      },
      '25 Del. C. §5514',
      O.de(25, 55),
    ),
    penalty: researched(
      { extra: 'twice the amount wrongfully withheld', multiplier: 2 },
      '25 Del. C. §5514',
      O.de(25, 55),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const dcLimit = researched(usd(10_000), 'D.C. Code §11-1321', O.dc('11-1321'));
export const DC: JurisdictionRecord = {
  code: 'DC',
  name: 'District of Columbia',
  smallClaims: {
    courtName: evidenced(
      'DC',
      'smallClaims.courtName',
      researched(
        'Superior Court – Small Claims and Conciliation Branch',
        'D.C. Code §11-1321',
        O.dc('11-1321'),
      ),
    ),
    limitIndividual: evidenced('DC', 'smallClaims.limitIndividual', dcLimit),
    limitBusiness: evidenced('DC', 'smallClaims.limitBusiness', sameForBusiness(dcLimit)),
    filingFee: low(
      { minCents: usd(5), maxCents: usd(45), description: 'About $5–$45.' },
      'D.C. Superior Court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'DC',
      'limitations.writtenContract',
      researched(3, 'D.C. Code §12-301', O.dc('12-301')),
    ),
    oralContract: evidenced(
      'DC',
      'limitations.oralContract',
      researched(3, 'D.C. Code §12-301', O.dc('12-301')),
    ),
    propertyDamage: evidenced(
      'DC',
      'limitations.propertyDamage',
      researched(3, 'D.C. Code §12-301', O.dc('12-301')),
    ),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 45,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '45 days after the tenancy ends.',
      },
      'D.C. Code §42-3502.17; 14 DCMR 309',
      O.dc('42-3502.17'),
      'Research rates the District of Columbia deposit row M.',
    ),
    penalty: medium(
      { extra: 'up to three times the deposit, if the landlord kept it in bad faith' },
      'D.C. Code §42-3502.17; 14 DCMR 309',
      O.dc('42-3502.17'),
      'Research marks the treble penalty "verify"; no multiplier is stored.',
    ),
    interest: medium(
      { description: 'at the passbook savings rate, for the time the landlord held it' },
      'D.C. Code §42-3502.17',
      O.dc('42-3502.17'),
      'From reviewer knowledge (legal review of 2026-11-24); not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const flLimit = researched(usd(8_000), 'Fla. Sm. Cl. R. 7.010(b)', R.ipmSmallClaims);
export const FL: JurisdictionRecord = {
  code: 'FL',
  name: 'Florida',
  smallClaims: {
    courtName: evidenced(
      'FL',
      'smallClaims.courtName',
      researched('County Court (Small Claims)', 'Fla. Sm. Cl. R. 7.010(b)', R.ipmSmallClaims),
    ),
    limitIndividual: evidenced('FL', 'smallClaims.limitIndividual', flLimit),
    limitBusiness: evidenced('FL', 'smallClaims.limitBusiness', sameForBusiness(flLimit)),
    filingFee: evidenced(
      'FL',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(55),
          maxCents: usd(300),
          description: '$55, $80, $175 or $300 depending on the amount claimed.',
        },
        'Fla. Stat. §34.041',
        O.fl(34, '041'),
        FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: evidenced(
      'FL',
      'limitations.writtenContract',
      researched(5, 'Fla. Stat. §95.11', O.fl(95, '11')),
    ),
    oralContract: researched(4, 'Fla. Stat. §95.11', O.fl(95, '11')),
    // HB 837 (2023): negligence actions accruing after its effective date (3/24/2023) have 2 years instead of 4.
    propertyDamage: evidenced('FL', 'limitations.propertyDamage', [
      inForce(
        null,
        '2023-03-23',
        researched(
          4,
          'Fla. Stat. §95.11(3)',
          O.fl(95, '11'),
          'Negligence claims that accrued before HB 837 took effect (3/24/2023): 4 years.',
        ),
      ),
      inForce(
        '2023-03-24',
        null,
        medium(
          2,
          'Fla. Stat. §95.11(4)(a), as amended by HB 837 of 2023',
          O.fl(95, '11'),
          'Negligence claims accruing from 3/24/2023 (the day HB 837 took effect; the Act says "after", so this is one day early, on the safe side): 2 years. Other property claims such as trespass keep 4 years. HB 837 is from the research\'s memory and secondary sources; not yet checked against the official text.',
        ),
      ),
    ]),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description:
          '15 days to return the deposit if the landlord makes no claim on it; 30 days to send a written notice of claim by certified mail.',
      },
      'Fla. Stat. §83.49(3)',
      O.fl(83, '49'),
    ),
    penalty: researched(
      {
        extra: null,
        forfeiture: 'forfeits the right to make any claim against the deposit',
      },
      'Fla. Stat. §83.49(3)',
      O.fl(83, '49'),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const gaLimit = researched(usd(15_000), 'O.C.G.A. §15-10-2', R.powerOfAttorneyTable);
export const GA: JurisdictionRecord = {
  code: 'GA',
  name: 'Georgia',
  smallClaims: {
    courtName: evidenced(
      'GA',
      'smallClaims.courtName',
      researched('Magistrate Court', 'O.C.G.A. §15-10-2', R.powerOfAttorneyTable),
    ),
    limitIndividual: evidenced('GA', 'smallClaims.limitIndividual', gaLimit),
    limitBusiness: evidenced('GA', 'smallClaims.limitBusiness', sameForBusiness(gaLimit)),
    filingFee: evidenced(
      'GA',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(97),
          maxCents: usd(97),
          description:
            'In Toombs County Magistrate Court: $97 to file a statement of claim. Other counties may charge differently.',
          court: 'Toombs County Magistrate Court',
        },
        'Toombs County Magistrate Court civil fees',
        'https://www.toombscountyga.gov/civil-suits-2/',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(6, 'O.C.G.A. §9-3-24', R.aldunSol),
    oralContract: researched(4, 'O.C.G.A. §9-3-25', R.aldunSol),
    propertyDamage: researched(4, 'O.C.G.A. §9-3-30', R.aldunSol),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        tenantWarning: {
          text: "Georgia's deposit rules may not apply to a landlord who owns ten or fewer rental units and manages them personally (O.C.G.A. §44-7-37). Check this before you rely on them in court.",
        },
        description: 'One month (30 days) after the tenancy ends.',
      },
      'O.C.G.A. §44-7-34',
      R.justiceDirectDeposits,
      // Issue 42 point 3: reported imprecise, not corrected (no official or two-publisher text of the 2018 wording).
      'Reported imprecise by the legal review of issue 42: since the 2018 amendment (Ga. L. 2018, p. 969, HB 834) the 30 days run "after obtaining possession of the premises as provided in subsection (b) of Code Section 44-7-33" (read only on a research copy, self-law.org, and a law firm\'s annotated copy); neither tier confirms it, so the stored value stays unconfirmed and the letter states no deadline.',
    ),
    penalty: researched(
      {
        extra:
          'three times the amount wrongfully withheld, plus reasonable attorney fees, unless the landlord shows the failure was an honest mistake',
        multiplier: 3,
      },
      'O.C.G.A. §44-7-35',
      R.justiceDirectDeposits,
    ),
  },
  preSuitDemands: [
    medium(
      {
        id: 'ga-fbpa-demand',
        kind: 'consumer-protection',
        countsFrom: 'mailing',
        name: 'Georgia Fair Business Practices Act demand',
        appliesTo: CONSUMER_CASE_TYPES,
        noticeDays: 30,
        requirement:
          'At least 30 days before a consumer suit under the Fair Business Practices Act, send a written demand for relief describing the unfair or deceptive act and the injury.',
        condition: 'Only for a consumer claim against a business for unfair or deceptive practices.',
      },
      'O.C.G.A. §10-1-399(b)',
      'https://consumer.georgia.gov/',
      'From memory in the research ("mem, verify"), which gives no source; the link is the state consumer-protection office that enforces the Act.',
    ),
  ],
  freelancerLaws: [],
};

const kyLimit = researched(usd(2_500), 'KRS §24A.230', R.powerOfAttorneyTable);
const kySolNote = 'The research marks the Kentucky limitation row "mem, verify".';
export const KY: JurisdictionRecord = {
  code: 'KY',
  name: 'Kentucky',
  smallClaims: {
    courtName: researched('District Court – Small Claims Division', 'KRS §24A.230', R.powerOfAttorneyTable),
    limitIndividual: kyLimit,
    limitBusiness: sameForBusiness(kyLimit),
    filingFee: medium(
      { minCents: usd(25), maxCents: usd(50), description: 'About $25–$50.' },
      'Kentucky district court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: medium(
      10,
      'KRS §413.090',
      R.aldunSol,
      `10 years for contracts made after 7/15/2014, 15 before; Nolo still shows 15 (stale). ${kySolNote}`,
    ),
    oralContract: medium(5, 'KRS §413.120', R.aldunSol, kySolNote),
    propertyDamage: medium(
      2,
      'KRS §§413.125, 413.120',
      R.aldunSol,
      `2 years for personal property, 5 for real property; the shorter is stored. ${kySolNote}`,
    ),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 60,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description:
          '30 to 60 days depending on the circumstances, where the Uniform Residential Landlord and Tenant Act has been adopted locally.',
      },
      'KRS §383.580',
      R.justiceDirectDeposits,
      'Research rates the Kentucky deposit row M; 60 days is the latest of the range.',
    ),
    // The research records nothing beyond the amount due, so no remedy sentence.
    penalty: medium(
      { extra: null },
      'KRS §383.580',
      R.justiceDirectDeposits,
      'Research rates the Kentucky deposit row M and gives only "the amount due".',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const laLimit = researched(usd(5_000), 'La. R.S. 13:5202', R.powerOfAttorneyTable);
export const LA: JurisdictionRecord = {
  code: 'LA',
  name: 'Louisiana',
  civilLaw: true,
  smallClaims: {
    courtName: evidenced(
      'LA',
      'smallClaims.courtName',
      researched(
        'City or Parish Court – Small Claims Division; Justice of the Peace Court',
        'La. R.S. 13:5202',
        R.powerOfAttorneyTable,
      ),
    ),
    limitIndividual: evidenced('LA', 'smallClaims.limitIndividual', laLimit),
    limitBusiness: evidenced('LA', 'smallClaims.limitBusiness', sameForBusiness(laLimit)),
    filingFee: evidenced(
      'LA',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(82.5),
          maxCents: usd(82.5),
          description:
            'In Baton Rouge City Court: $82.50 for one defendant and $35 for each added defendant; service is extra. Other courts may charge differently.',
          court: 'Baton Rouge City Court',
        },
        'Baton Rouge City Court small-claims fees',
        'https://www.brla.gov/FAQ.aspx?QID=156',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(10, 'La. C.C. art. 3499', R.aldunSol),
    oralContract: researched(10, 'La. C.C. art. 3499', R.aldunSol),
    // Act 423 of 2024: delictual actions arising from 7/1/2024 prescribe in 2 years (art. 3493.11); art. 3492 (1 year)
    // is repealed but still governs delicts that arose before that day (the Act applies prospectively only).
    propertyDamage: [
      inForce(
        null,
        '2024-06-30',
        researched(
          1,
          'La. C.C. art. 3492, repealed by Act 423 of 2024 and still governing delicts that arose before 7/1/2024',
          R.noloSol,
        ),
      ),
      inForce(
        '2024-07-01',
        null,
        medium(
          2,
          'La. C.C. art. 3493.11',
          'https://app.legiplex.com/la/legislature/2024/2024-r/bills/hb315/draft-245783?id=245783',
          'Delictual actions arising on or after 7/1/2024: a liberative prescription of 2 years from the day the damage is sustained (Act 423 of 2024, prospective only). Read in the enrolled text of Act 423 on a secondary copy (legiplex); the official page for art. 3493.11 itself was not read (legis.la.gov shows Act 423 renumbering art. 3493.3).',
        ),
      ),
    ],
  },
  securityDeposit: {
    returnDeadline: evidenced(
      'LA',
      'securityDeposit.returnDeadline',
      checkedBefore(
        {
          days: 30,
          startsAfter: ['move-out'],
          letterServesAs: [{ role: 'forwarding-address', citation: 'La. R.S. 9:3251(A)' }],
          description: 'One month after the lease ends.',
        },
        'La. R.S. 9:3251(A)',
        'https://www.legis.la.gov/legis/Law.aspx?d=107468',
        classesReview(
          'docs/law-evidence/LA.md: La. R.S. 9:3251(A) on legis.la.gov: "shall be returned to the tenant or lessee of residential or dwelling premises within one month after the lease shall terminate"',
        ),
      ),
    ),
    penalty: evidenced(
      'LA',
      'securityDeposit.penalty',
      checkedBefore(
        {
          extra:
            "$300 or twice the portion wrongfully retained, whichever is greater, if the landlord willfully fails to refund it; not refunding it within 30 days after the tenant's written demand counts as willful",
          multiplier: 2,
        },
        'La. R.S. 9:3252',
        'https://www.legis.la.gov/legis/Law.aspx?d=107469',
        tableUpdate('La. R.S. 9:3252(A) on legis.la.gov (Acts 2018, No. 416, eff. 1/1/2019)'),
      ),
    ),
  },
  preSuitDemands: [
    evidenced(
      'LA',
      'preSuitDemands.la-deposit-demand',
      checkedBefore(
        {
          id: 'la-deposit-demand',
          kind: 'deposit-tenant-notice',
          countsFrom: 'mailing',
          name: 'Louisiana written demand for a deposit refund',
          appliesTo: ['security-deposit'],
          noticeDays: 30,
          requirement:
            'Make a written demand for the refund: a landlord who does not return the deposit within 30 days after it is treated as failing willfully, which opens the $300-or-double penalty.',
        },
        'La. R.S. 9:3252(A)',
        'https://www.legis.la.gov/legis/Law.aspx?d=107469',
        tableUpdate('La. R.S. 9:3252(A) on legis.la.gov'),
        'Two Louisiana appeal courts have treated the written demand as a condition of the penalty (Loyola pro bono manual), so the letter should say it is that demand.',
      ),
    ),
  ],
  freelancerLaws: [],
};

const mdLimit = researched(usd(5_000), 'Md. Code, Cts. & Jud. Proc. §4-405', O.md('gcj', '4-405'));
export const MD: JurisdictionRecord = {
  code: 'MD',
  name: 'Maryland',
  smallClaims: {
    courtName: evidenced(
      'MD',
      'smallClaims.courtName',
      researched('District Court (small claim)', 'Md. Code, Cts. & Jud. Proc. §4-405', O.md('gcj', '4-405')),
    ),
    limitIndividual: evidenced('MD', 'smallClaims.limitIndividual', mdLimit),
    limitBusiness: evidenced('MD', 'smallClaims.limitBusiness', sameForBusiness(mdLimit)),
    filingFee: medium(
      {
        minCents: usd(40),
        maxCents: usd(40),
        description: 'About $40: $34 plus the $6 surcharge the District Court added in 2015.',
      },
      'Maryland District Court cost schedule',
      'https://mdcourts.gov/media/newsitem/2015/item20150625',
      'The $6 surcharge of 2015 is on the official page (mdcourts.gov news item of 2015-06-25); the $34 base fee and the current total were not read on the official cost schedule.',
    ),
  },
  limitations: {
    writtenContract: researched(3, 'Md. Code, Cts. & Jud. Proc. §5-101', O.md('gcj', '5-101')),
    oralContract: researched(3, 'Md. Code, Cts. & Jud. Proc. §5-101', O.md('gcj', '5-101')),
    propertyDamage: researched(3, 'Md. Code, Cts. & Jud. Proc. §5-101', O.md('gcj', '5-101')),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 45,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '45 days after the tenancy ends.',
      },
      'Md. Code, Real Prop. §8-203',
      O.md('grp', '8-203'),
      'Research rates the Maryland deposit row M.',
    ),
    penalty: medium(
      { extra: 'up to three times the amount withheld, plus reasonable attorney fees' },
      'Md. Code, Real Prop. §8-203',
      O.md('grp', '8-203'),
      'Sources count the multiple differently (one says up to 4× the amount due, including the deposit); no multiplier is stored.',
    ),
    interest: medium(
      { description: 'on a deposit of $50 or more, simple interest at the yearly rate the statute sets' },
      'Md. Code, Real Prop. §8-203(e)',
      O.md('grp', '8-203'),
      'From reviewer knowledge (legal review of 2026-11-24); the rate changed in recent years and is not yet checked against the official text.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const msLimit = researched(usd(3_500), 'Miss. Code §9-11-9', R.powerOfAttorneyTable);
export const MS: JurisdictionRecord = {
  code: 'MS',
  name: 'Mississippi',
  smallClaims: {
    courtName: evidenced(
      'MS',
      'smallClaims.courtName',
      researched('Justice Court', 'Miss. Code §9-11-9', R.powerOfAttorneyTable),
    ),
    limitIndividual: evidenced('MS', 'smallClaims.limitIndividual', msLimit),
    limitBusiness: evidenced('MS', 'smallClaims.limitBusiness', sameForBusiness(msLimit)),
    filingFee: evidenced(
      'MS',
      'smallClaims.filingFee',
      medium(
        {
          minCents: usd(85),
          maxCents: usd(85),
          description:
            'In DeSoto County Justice Court: $85 for one defendant served in the county ($100 for two at the same address). Other counties may charge differently.',
          court: 'DeSoto County Justice Court',
        },
        'DeSoto County Justice Court civil fees',
        'https://desotocountyms.gov/147/Civil-Division',
        COURT_FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(3, 'Miss. Code §15-1-49', R.aldunSol),
    oralContract: researched(3, 'Miss. Code §15-1-49', R.aldunSol),
    propertyDamage: researched(3, 'Miss. Code §15-1-49', R.aldunSol),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 45,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '45 days after the tenancy ends.',
      },
      'Miss. Code §89-8-21',
      R.justiceDirectDeposits,
    ),
    penalty: researched(
      {
        extra:
          'punitive damages of up to $200, in addition to actual damages, if the landlord kept it in bad faith',
      },
      'Miss. Code §89-8-21',
      R.justiceDirectDeposits,
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const ncLimit = researched(usd(10_000), 'N.C.G.S. §7A-210', O.nc('7A', '7A-210'));
export const NC: JurisdictionRecord = {
  code: 'NC',
  name: 'North Carolina',
  smallClaims: {
    courtName: evidenced(
      'NC',
      'smallClaims.courtName',
      researched(
        'District Court – Small Claims before a Magistrate',
        'N.C.G.S. §7A-210',
        O.nc('7A', '7A-210'),
      ),
    ),
    limitIndividual: evidenced('NC', 'smallClaims.limitIndividual', ncLimit),
    limitBusiness: evidenced('NC', 'smallClaims.limitBusiness', sameForBusiness(ncLimit)),
    filingFee: medium(
      { minCents: usd(96), maxCents: usd(96), description: 'About $96.' },
      'North Carolina court costs for small claims',
      R.ipmSmallClaims,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(3, 'N.C.G.S. §1-52', O.nc('1', '1-52')),
    oralContract: researched(3, 'N.C.G.S. §1-52', O.nc('1', '1-52')),
    propertyDamage: researched(3, 'N.C.G.S. §1-52', O.nc('1', '1-52')),
  },
  securityDeposit: {
    returnDeadline: medium(
      {
        days: 60,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description:
          '30 days after the tenancy ends; up to 60 days with an interim accounting if a final claim is pending.',
      },
      'N.C.G.S. §42-52',
      O.nc('42', '42-52'),
      // Issue 42 point 3: reported wrong, not corrected (neither tier could confirm the correction in stored pages).
      'Research rates the North Carolina deposit row M; 60 days is the latest deadline. Reported wrong by the legal review of issue 42: G.S. 42-52 gives 30 days after termination of the tenancy and delivery of possession, 60 only for a final accounting after an interim one at 30 days (statute text as quoted on secondary pages; the ncleg.gov page of §42-52 and two published copies with a current code year were not among stored pages). The stored value stays unconfirmed, so the letter states no deadline.',
    ),
    penalty: medium(
      { extra: 'reasonable attorney fees, if the landlord willfully failed to account for the deposit' },
      'N.C.G.S. §42-55',
      O.nc('42', '42-55'),
      'Research rates the North Carolina deposit row M.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const okLimit = researched(usd(10_000), '12 O.S. §1751', R.powerOfAttorneyTable);
export const OK: JurisdictionRecord = {
  code: 'OK',
  name: 'Oklahoma',
  smallClaims: {
    courtName: researched('District Court – Small Claims', '12 O.S. §1751', R.powerOfAttorneyTable),
    limitIndividual: okLimit,
    limitBusiness: sameForBusiness(okLimit),
    filingFee: medium(
      { minCents: usd(31), maxCents: usd(60), description: 'About $31–$60.' },
      'Oklahoma district court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(5, '12 O.S. §95', R.aldunSol),
    oralContract: researched(3, '12 O.S. §95', R.aldunSol),
    propertyDamage: researched(2, '12 O.S. §95', R.aldunSol),
  },
  securityDeposit: {
    // The 45 days run from the tenancy's end, possession and the tenant's written demand: this letter is that demand.
    returnDeadline: medium(
      {
        days: 45,
        startsAfter: ['move-out', 'tenant-demand'],
        letterServesAs: [{ role: 'demand', citation: '41 O.S. §115(B)' }],
        tenantWarning: {
          text: 'In Oklahoma, a tenant who does not demand the deposit in writing within six months after the tenancy ends loses it to the landlord (41 O.S. §115(B)). This letter is that written demand: mail it, and keep proof of mailing, before the six months run out.',
          withinMonths: 6,
        },
        description:
          '45 days after the tenancy ends, the tenant gives up possession and the tenant demands the deposit in writing.',
      },
      '41 O.S. §115(B)',
      R.justiceDirectDeposits,
      'Research rates the Oklahoma deposit row M; the demand and six-month rules are quoted by several secondary sources (jonespropertylaw, lawinfo, Housing Solutions Tulsa). Not yet checked against the official text.',
    ),
    // No remedy figure is known: the letter states none.
    penalty: low(
      { extra: null },
      '41 O.S. §115',
      R.justiceDirectDeposits,
      'Research marks the penalty "verify" and gives no figure.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const scLimit = researched(usd(7_500), 'S.C. Code §22-3-10', O.sc(22, 3));
export const SC: JurisdictionRecord = {
  code: 'SC',
  name: 'South Carolina',
  smallClaims: {
    courtName: researched('Magistrates Court', 'S.C. Code §22-3-10', O.sc(22, 3)),
    limitIndividual: evidenced('SC', 'smallClaims.limitIndividual', scLimit),
    limitBusiness: evidenced('SC', 'smallClaims.limitBusiness', sameForBusiness(scLimit)),
    filingFee: evidenced(
      'SC',
      'smallClaims.filingFee',
      medium(
        { minCents: usd(70), maxCents: usd(70), description: 'About $70.' },
        'South Carolina magistrates court fee schedule',
        R.ipmSmallClaims,
        FEE_NOTE,
      ),
    ),
  },
  limitations: {
    writtenContract: researched(3, 'S.C. Code §15-3-530', O.sc(15, 3)),
    oralContract: researched(3, 'S.C. Code §15-3-530', O.sc(15, 3)),
    propertyDamage: researched(3, 'S.C. Code §15-3-530', O.sc(15, 3)),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '30 days after the tenancy ends.',
      },
      'S.C. Code §27-40-410',
      O.sc(27, 40),
    ),
    penalty: researched(
      {
        extra:
          'three times the amount wrongfully withheld, plus attorney fees, if the landlord kept it willfully',
        multiplier: 3,
      },
      'S.C. Code §27-40-410',
      O.sc(27, 40),
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const tnLimit = researched(
  usd(25_000),
  'T.C.A. §16-15-501(d)',
  R.powerOfAttorneyTable,
  'No cap for eviction or recovery of personal property (not SueGo case types).',
);
export const TN: JurisdictionRecord = {
  code: 'TN',
  name: 'Tennessee',
  smallClaims: {
    courtName: researched(
      'General Sessions Court (Tennessee has no separate small-claims court)',
      'T.C.A. §16-15-501(d)',
      R.powerOfAttorneyTable,
    ),
    limitIndividual: tnLimit,
    limitBusiness: sameForBusiness(tnLimit),
    filingFee: medium(
      { minCents: usd(50), maxCents: usd(165), description: 'About $50–$165.' },
      'Tennessee general sessions court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(6, 'T.C.A. §28-3-109', R.aldunSol),
    oralContract: researched(6, 'T.C.A. §28-3-109', R.aldunSol),
    propertyDamage: researched(3, 'T.C.A. §28-3-105', R.aldunSol),
  },
  securityDeposit: {
    returnDeadline: low(
      {
        days: 30,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description:
          '30 days in counties that follow the Uniform Residential Landlord and Tenant Act; the rule varies elsewhere.',
      },
      'T.C.A. §66-28-301',
      R.justiceDirectDeposits,
      'Research rates the Tennessee deposit row L.',
    ),
    // No remedy figure is known: the letter states none.
    penalty: low(
      { extra: null },
      'T.C.A. §66-28-301',
      R.justiceDirectDeposits,
      'Research marks the penalty "verify" and gives no figure.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const txLimit = researched(
  usd(20_000),
  "Tex. Gov't Code §27.031; Tex. R. Civ. P. 500.3",
  O.tx('GV', 27),
  'Since 9/1/2020; Nolo and [P] still show $10,000 (stale).',
);
export const TX: JurisdictionRecord = {
  code: 'TX',
  name: 'Texas',
  smallClaims: {
    courtName: evidenced(
      'TX',
      'smallClaims.courtName',
      researched(
        'Justice Court (small claims case)',
        "Tex. Gov't Code §27.031; Tex. R. Civ. P. 500.3",
        O.tx('GV', 27),
      ),
    ),
    limitIndividual: evidenced('TX', 'smallClaims.limitIndividual', txLimit),
    limitBusiness: evidenced('TX', 'smallClaims.limitBusiness', sameForBusiness(txLimit)),
    filingFee: medium(
      { minCents: usd(54), maxCents: usd(54), description: 'About $54 plus service, by county.' },
      'Texas justice court fee schedule',
      R.powerOfAttorneyTable,
      FEE_NOTE,
    ),
  },
  limitations: {
    writtenContract: researched(4, 'Tex. Civ. Prac. & Rem. Code §16.004', O.tx('CP', 16)),
    oralContract: researched(4, 'Tex. Civ. Prac. & Rem. Code §§16.004, 16.051', O.tx('CP', 16)),
    propertyDamage: researched(2, 'Tex. Civ. Prac. & Rem. Code §16.003', O.tx('CP', 16)),
  },
  securityDeposit: {
    // The landlord need not refund or account until the tenant gives a forwarding address in writing: this letter does.
    returnDeadline: researched(
      {
        days: 30,
        startsAfter: ['move-out', 'forwarding-address'],
        letterServesAs: [{ role: 'forwarding-address', citation: 'Tex. Prop. Code §92.107' }],
        description:
          '30 days after the tenant surrenders the premises; the landlord need not return the deposit or account for it until the tenant gives a forwarding address in writing.',
      },
      'Tex. Prop. Code §92.103',
      O.tx('PR', 92),
      'The landlord need not account until the tenant gives a forwarding address in writing (§92.107, whose words several secondary copies quote).',
    ),
    penalty: researched(
      {
        extra:
          '$100, three times the amount wrongfully withheld and reasonable attorney fees, if the landlord acted in bad faith; a landlord who does not return the deposit or account for it within 30 days is presumed to have acted in bad faith',
        multiplier: 3,
      },
      'Tex. Prop. Code §92.109',
      O.tx('PR', 92),
    ),
  },
  preSuitDemands: [
    evidenced(
      'TX',
      'preSuitDemands.tx-dtpa-17505',
      researched(
        {
          id: 'tx-dtpa-17505',
          kind: 'consumer-protection',
          countsFrom: 'receipt',
          name: 'Texas Deceptive Trade Practices Act notice',
          appliesTo: CONSUMER_CASE_TYPES,
          noticeDays: 60,
          requirement:
            'At least 60 days before suing under the DTPA, give written notice describing the complaint in reasonable detail and the amount of economic damages, mental-anguish damages and expenses claimed; without it the suit can be paused (abated).',
          condition: 'Only for a consumer claim against a business under the DTPA.',
        },
        'Tex. Bus. & Com. Code §17.505',
        O.tx('BC', 17),
      ),
    ),
    researched(
      {
        id: 'tx-cprc-38002',
        kind: 'fee-shifting',
        countsFrom: 'receipt',
        name: 'Texas presentment of a contract claim',
        appliesTo: ['unpaid-work', 'contract-breach'],
        noticeDays: 30,
        requirement:
          'Present the claim to the other side; attorney fees on a contract claim can be recovered only if it is not paid within 30 days.',
        condition: 'Matters when a lawyer represents you and you seek attorney fees.',
      },
      'Tex. Civ. Prac. & Rem. Code §38.002',
      O.tx('CP', 38),
    ),
  ],
  freelancerLaws: [],
};

const vaLimit = researched(usd(5_000), 'Va. Code §16.1-122.2', O.va('16.1-122.2'));
export const VA: JurisdictionRecord = {
  code: 'VA',
  name: 'Virginia',
  smallClaims: {
    courtName: evidenced(
      'VA',
      'smallClaims.courtName',
      researched(
        'General District Court – Small Claims Division',
        'Va. Code §16.1-122.2',
        O.va('16.1-122.2'),
      ),
    ),
    limitIndividual: evidenced('VA', 'smallClaims.limitIndividual', vaLimit),
    limitBusiness: evidenced('VA', 'smallClaims.limitBusiness', sameForBusiness(vaLimit)),
    filingFee: low(
      { minCents: usd(55), maxCents: usd(60), description: 'About $55–$60.' },
      'Virginia general district court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: researched(5, 'Va. Code §8.01-246', O.va('8.01-246')),
    oralContract: researched(3, 'Va. Code §8.01-246', O.va('8.01-246')),
    propertyDamage: researched(5, 'Va. Code §8.01-243(B)', O.va('8.01-243')),
  },
  securityDeposit: {
    returnDeadline: researched(
      {
        days: 45,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '45 days after the tenancy ends.',
      },
      'Va. Code §55.1-1226',
      O.vaDeposit,
    ),
    penalty: researched(
      { extra: 'actual damages and reasonable attorney fees' },
      'Va. Code §55.1-1226',
      O.vaDeposit,
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};

const wvLimit = researched(usd(10_000), 'W. Va. Code §50-2-1', O.wv('50-2-1'));
export const WV: JurisdictionRecord = {
  code: 'WV',
  name: 'West Virginia',
  smallClaims: {
    courtName: evidenced(
      'WV',
      'smallClaims.courtName',
      researched('Magistrate Court', 'W. Va. Code §50-2-1', O.wv('50-2-1')),
    ),
    limitIndividual: evidenced('WV', 'smallClaims.limitIndividual', wvLimit),
    limitBusiness: evidenced('WV', 'smallClaims.limitBusiness', sameForBusiness(wvLimit)),
    filingFee: low(
      { minCents: usd(65), maxCents: usd(85), description: 'About $65–$85.' },
      'West Virginia magistrate court fee schedule',
      R.powerOfAttorneyTable,
      `Research marks the fee "verify". ${FEE_NOTE}`,
    ),
  },
  limitations: {
    writtenContract: researched(10, 'W. Va. Code §55-2-6', O.wv('55-2-6')),
    oralContract: researched(5, 'W. Va. Code §55-2-6', O.wv('55-2-6')),
    propertyDamage: researched(2, 'W. Va. Code §55-2-12', O.wv('55-2-12')),
  },
  securityDeposit: {
    returnDeadline: low(
      {
        days: 60,
        startsAfter: ['move-out'],
        letterServesAs: [],
        description: '60 days after the tenancy ends, or 45 days after a new tenant moves in.',
      },
      'W. Va. Code §37-6A-2',
      O.wv('37-6A-2'),
      'Research rates the West Virginia deposit row L; older FindLaw pages say there is no deadline.',
    ),
    // No remedy figure is known: the letter states none.
    penalty: low(
      { extra: null },
      'W. Va. Code §37-6A-2',
      O.wv('37-6A-2'),
      'Research marks the penalty "verify" and gives no figure.',
    ),
  },
  preSuitDemands: [],
  freelancerLaws: [],
};
