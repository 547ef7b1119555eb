import { checkedBefore, classesReview, medium, usd } from '../law-fact';
import { evidenced } from '../evidence/law-evidence';
import { OFFICIAL as O } from '../law-sources';
import type {
  CourtForm,
  JurisdictionRecord,
  LawFact,
  PrejudgmentInterest,
  Representation,
  StateCode,
} from '../law-table.types';

/**
 * Court practice beyond the headline limit: official forms (for the ten most populous states' filing worksheets),
 * service, representation, filing caps and prejudgment interest. None of it has been checked against the official
 * forms or text yet, so every fact is `medium` and says where it comes from. Merged into each state's record in
 * jurisdictions.ts.
 */

type CourtDetails = Pick<
  JurisdictionRecord['smallClaims'],
  'forms' | 'service' | 'representation' | 'filingCaps'
> &
  Pick<JurisdictionRecord, 'prejudgmentInterest'>;

const K =
  'From reviewer knowledge (legal review of 2026-11-24) and the research; not yet checked against the official source.';
const FORMS =
  "Form names and numbers from reviewer knowledge; check the court's current form before copying into it.";

const CA_SELF_HELP = 'https://selfhelp.courts.ca.gov/small-claims';
const TX_FORMS = 'https://www.txcourts.gov/rules-forms/';
const NYC_SMALL_CLAIMS = 'https://www.nycourts.gov/COURTS/nyc/smallclaims/';
const MI_FORMS = 'https://www.courts.michigan.gov/SCAO-forms/';
const IL_FORMS = 'https://www.illinoiscourts.gov/documents-and-forms/approved-forms/';

export const COURT_DETAILS: Partial<Record<StateCode, CourtDetails>> = {
  CA: {
    forms: medium(
      [
        {
          number: 'SC-100',
          name: "Plaintiff's Claim and ORDER to Go to Small Claims Court",
          purpose: 'claim',
        },
        {
          number: 'SC-100A',
          name: 'Other Plaintiffs or Defendants',
          purpose: 'other',
          when: 'Only with more than two plaintiffs or defendants.',
        },
        {
          number: 'SC-103',
          name: 'Fictitious Business Name',
          purpose: 'declaration',
          when: 'Only for a business using a fictitious name.',
        },
        { number: 'SC-104', name: 'Proof of Service', purpose: 'proof-of-service' },
        {
          number: 'FW-001',
          name: 'Request to Waive Court Fees',
          purpose: 'fee-waiver',
          when: 'Only when asking to waive the filing fee.',
        },
      ],
      'Judicial Council of California forms',
      CA_SELF_HELP,
      FORMS,
    ),
    service: medium(
      {
        clerkServes: false,
        description:
          'The claimant arranges service: by an adult who is not a party, the sheriff or a process server, or by certified mail sent by the clerk. Service must be completed at least 15 days before the hearing, or 20 days if the defendant is outside the county.',
      },
      'Cal. Code Civ. Proc. §116.340',
      O.ca('CCP', '116.340'),
      K,
    ),
    representation: medium(
      {
        attorneys: false,
        business:
          'A business appears through an owner, officer or regular employee who was not hired only to appear in court.',
      },
      'Cal. Code Civ. Proc. §§116.530, 116.540',
      O.ca('CCP', '116.540'),
      K,
    ),
    filingCaps: evidenced(
      'CA',
      'smallClaims.filingCaps',
      medium(
        'A claimant may file at most two small-claims cases over $2,500 in a calendar year; the claim form asks for a declaration.',
        'Cal. Code Civ. Proc. §116.231',
        O.ca('CCP', '116.231'),
        'From the research (several sources agree); not yet checked against the official text.',
      ),
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: 10,
        description:
          '10% a year on contract damages from the date of the breach, when the contract sets no rate.',
        covers: [{ claims: 'contract', from: 'incident' }],
      },
      'Cal. Civ. Code §3289(b)',
      O.ca('CIV', '3289'),
      K,
    ),
  },
  TX: {
    forms: medium(
      [
        { name: 'Petition: Small Claims Case (Justice Court)', purpose: 'claim' },
        { name: 'Civil Case Information Sheet', purpose: 'case-information' },
        {
          name: 'Statement of Inability to Afford Payment of Court Costs',
          purpose: 'fee-waiver',
          when: 'Only when asking not to pay the filing fee.',
        },
      ],
      'Tex. R. Civ. P. 502.2, 502.3',
      TX_FORMS,
      `${FORMS} The petition must contain what TRCP 502.2 lists (names, addresses, phone numbers, the amount, the basis of the claim).`,
    ),
    service: medium(
      {
        clerkServes: false,
        description:
          "At the plaintiff's request and cost, the constable or sheriff, a certified process server, or the clerk by registered or certified mail serves the citation.",
      },
      'Tex. R. Civ. P. 501.2',
      TX_FORMS,
      K,
    ),
    representation: medium(
      {
        attorneys: true,
        business: 'A business may appear through an owner, officer or employee, or through an attorney.',
      },
      'Tex. R. Civ. P. 500.4',
      TX_FORMS,
      K,
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: null,
        description:
          'Where allowed, at the post-judgment rate (the prime rate, but not less than 5% or more than 15% a year), from the earlier of the 180th day after the defendant received written notice of the claim and the day the suit was filed.',
        covers: [
          { claims: 'contract', from: 'notice' },
          { claims: 'tort', from: 'notice' },
        ],
      },
      'Tex. Fin. Code §§304.003, 304.103',
      O.tx('FI', 304),
      K,
    ),
  },
  NY: {
    forms: medium(
      [
        {
          name: "Statement of claim, completed with the clerk (in person or through the court's online filing)",
          purpose: 'claim',
        },
        {
          name: 'Commercial claims certification (no more than 5 claims this calendar month)',
          purpose: 'declaration',
          when: 'Only for a business filing in the Commercial Claims Part.',
        },
        {
          name: 'Commercial claims demand letter and certification that it was mailed',
          purpose: 'demand',
          when: 'Only for a business claim arising from a consumer transaction.',
        },
      ],
      'N.Y.C. Civ. Ct. Act §§1803, 1803-A',
      NYC_SMALL_CLAIMS,
      FORMS,
    ),
    service: medium(
      {
        clerkServes: true,
        description:
          'The clerk mails the notice of claim to the defendant by first-class and certified mail.',
      },
      'N.Y.C. Civ. Ct. Act §§1803, 1803-A',
      O.ny('CCA', '1803'),
      K,
    ),
    representation: medium(
      {
        attorneys: true,
        business:
          'Businesses cannot sue in the Small Claims Part; in Commercial Claims a business appears through an authorized officer, director or employee, or an attorney.',
      },
      'N.Y.C. Civ. Ct. Act §§1809, 1809-A',
      O.ny('CCA', '1809-A'),
      K,
    ),
    prejudgmentInterest: evidenced<LawFact<PrejudgmentInterest>>(
      'NY',
      'prejudgmentInterest',
      medium(
        {
          ratePercent: 9,
          description:
            '9% a year on contract claims from the date of breach, and on claims for damage to property from the date of the damage (2% on consumer debt since 2022).',
          covers: [
            { claims: 'contract', from: 'incident' },
            { claims: 'tort', from: 'incident' },
          ],
        },
        'N.Y. CPLR §§5001, 5004',
        O.ny('CVP', '5004'),
        K,
      ),
    ),
  },
  FL: {
    forms: medium(
      [
        { name: 'Statement of Claim (Florida Small Claims Rules form)', purpose: 'claim' },
        {
          name: 'Application for Determination of Civil Indigent Status',
          purpose: 'fee-waiver',
          when: 'Only when asking not to pay the filing fee.',
        },
      ],
      'Fla. Sm. Cl. R. 7.050',
      'https://www.flcourts.gov/',
      FORMS,
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: null,
        description:
          'The rate the Chief Financial Officer sets each quarter, on money due from the date it was due.',
        covers: [{ claims: 'contract', from: 'incident' }],
      },
      'Fla. Stat. §55.03',
      O.fl(55, '03'),
      K,
    ),
  },
  PA: {
    forms: evidenced<LawFact<CourtForm[]>>(
      'PA',
      'smallClaims.forms',
      medium(
        [{ name: 'Civil Complaint (magisterial district court form)', purpose: 'claim' }],
        'Pa. R. Civ. P. M.D.J. 304',
        'https://www.pacourts.us/forms',
        FORMS,
      ),
    ),
    service: evidenced(
      'PA',
      'smallClaims.service',
      medium(
        {
          clerkServes: true,
          description:
            "The court serves the complaint by certified mail or through a constable or sheriff, at the plaintiff's cost.",
        },
        'Pa. R. Civ. P. M.D.J. 307',
        'https://www.pacourts.us/forms',
        K,
      ),
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: 6,
        description:
          'The legal rate of 6% a year on money due under a contract, from the date it was due, where no rate was agreed.',
        covers: [{ claims: 'contract', from: 'incident' }],
      },
      '41 P.S. §202',
      'https://www.legis.state.pa.us/',
      K,
    ),
  },
  IL: {
    forms: medium(
      [
        { name: 'Small Claims Complaint (statewide standardized form)', purpose: 'claim' },
        {
          name: 'Application for Waiver of Court Fees',
          purpose: 'fee-waiver',
          when: 'Only when asking to waive fees.',
        },
      ],
      'Ill. S. Ct. R. 10-101',
      IL_FORMS,
      FORMS,
    ),
    prejudgmentInterest: evidenced<LawFact<PrejudgmentInterest>>(
      'IL',
      'prejudgmentInterest',
      medium(
        {
          ratePercent: 5,
          description:
            '5% a year on money due on a written instrument or an account stated, from the day it was due.',
          covers: [{ claims: 'written-contract', from: 'incident' }],
        },
        '815 ILCS 205/2',
        'https://www.ilga.gov/legislation/ilcs/ilcs.asp',
        K,
      ),
    ),
    representation: evidenced(
      'IL',
      'smallClaims.representation',
      medium(
        {
          attorneys: true,
          business:
            'A corporation may bring a small claim only through a lawyer; it may defend a claim of $1,500 or less through an officer, director, manager or supervisor.',
          entitiesNeedLawyer: true,
        },
        'Ill. S. Ct. R. 282(b)',
        O.ilSupremeCourtRules,
        "Evidence files (issue 24): Rock Island County's page of Rule 282(b).",
      ),
    ),
  },
  OH: {
    forms: medium(
      [{ name: "Small Claims Complaint (the municipal or county court's own form)", purpose: 'claim' }],
      'ORC §1925.04',
      O.oh('1925.04'),
      FORMS,
    ),
    representation: evidenced(
      'OH',
      'smallClaims.representation',
      medium(
        {
          attorneys: true,
          business:
            'A corporation may file and present its claim through an officer or employee who is not a lawyer, but may not cross-examine or argue.',
        },
        'ORC §1925.17',
        O.oh('1925.17'),
        K,
      ),
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: null,
        description:
          'The rate the Tax Commissioner sets each year (the federal short-term rate plus 3%), on money due under a contract from the date it was due.',
        covers: [{ claims: 'contract', from: 'incident' }],
      },
      'ORC §§1343.03, 5703.47',
      O.oh('1343.03'),
      K,
    ),
  },
  GA: {
    forms: medium(
      [{ name: 'Statement of Claim (Magistrate Court)', purpose: 'claim' }],
      'O.C.G.A. §15-10-43',
      'https://georgiamagistratecouncil.com/',
      FORMS,
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: 7,
        description:
          'The legal rate of 7% a year on money due under a contract, from the date it was due, where no rate was agreed.',
        covers: [{ claims: 'contract', from: 'incident' }],
      },
      'O.C.G.A. §7-4-2',
      'https://georgiamagistratecouncil.com/',
      K,
    ),
  },
  NC: {
    forms: medium(
      [
        { number: 'AOC-CVM-200', name: 'Complaint for Money Owed', purpose: 'claim' },
        { number: 'AOC-CVM-100', name: 'Magistrate Summons', purpose: 'other' },
        {
          number: 'AOC-G-106',
          name: 'Petition to Proceed as an Indigent',
          purpose: 'fee-waiver',
          when: 'Only when asking not to pay court costs.',
        },
      ],
      'N.C.G.S. §7A-213',
      'https://www.nccourts.gov/documents/forms',
      FORMS,
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: 8,
        description:
          'The legal rate of 8% a year: on contract damages from the date of breach, where no rate was agreed, and on other damages (such as damage to property) from the day the suit is filed.',
        covers: [
          { claims: 'contract', from: 'incident' },
          { claims: 'tort', from: 'filing' },
        ],
      },
      'N.C.G.S. §§24-1, 24-5',
      O.nc('24', '24-5'),
      K,
    ),
  },
  MI: {
    forms: medium(
      [
        { number: 'DC 84', name: 'Affidavit and Claim, Small Claims', purpose: 'claim' },
        {
          number: 'MC 20',
          name: 'Fee Waiver Request',
          purpose: 'fee-waiver',
          when: 'Only when asking to waive fees.',
        },
      ],
      'MCL §600.8402',
      MI_FORMS,
      FORMS,
    ),
    service: medium(
      {
        clerkServes: false,
        description:
          'The clerk can serve the affidavit and notice by certified mail, or the plaintiff arranges personal service.',
      },
      'MCL §§600.8404, 600.8405',
      O.mi('600.8405'),
      K,
    ),
    representation: evidenced(
      'MI',
      'smallClaims.representation',
      medium(
        {
          attorneys: false,
          business:
            'A business appears through an owner, partner, full-time officer or employee who knows the facts.',
        },
        'MCL §600.8408',
        O.mi('600.8408'),
        K,
      ),
    ),
    prejudgmentInterest: medium(
      {
        ratePercent: null,
        description: 'Interest on a money judgment runs from the filing date at a rate set twice a year.',
        covers: [
          { claims: 'contract', from: 'filing' },
          { claims: 'tort', from: 'filing' },
        ],
      },
      'MCL §600.6013',
      O.mi('600.6013'),
      K,
    ),
  },
  MA: {
    service: medium(
      { clerkServes: true, description: 'The clerk mails the notice of claim to the defendant.' },
      'Uniform Small Claims Rule 3',
      'https://www.mass.gov/guides/guide-to-small-claims-cases',
      K,
    ),
  },
  AZ: {
    representation: medium(
      {
        attorneys: false,
        business:
          'A business appears through an owner, officer or full-time employee; lawyers appear only if both sides agree in writing.',
      },
      'A.R.S. §22-512',
      O.az(22, 512),
      K,
    ),
  },
  WA: {
    representation: evidenced<LawFact<Representation>>(
      'WA',
      'smallClaims.representation',
      medium(
        { attorneys: 'with-leave', business: 'An entity appears through a member, officer or employee.' },
        'RCW 12.40.080',
        O.wa('12.40.080'),
        K,
      ),
    ),
  },
  IN: {
    // A representation rule, not a court limit: the small-claims limit is $10,000 (midwest.ts).
    representation: evidenced(
      'IN',
      'smallClaims.representation',
      checkedBefore(
        {
          attorneys: true,
          business:
            'A business may be represented by its owner, a lawyer or a designated full-time employee when the claim is $6,000 or less. Above $6,000, a sole proprietorship or partnership is represented by a lawyer or by the owner or partner in person, and a corporation, LLC or LLP by a lawyer.',
          businessWithoutLawyerUpToCents: usd(6_000),
        },
        'Ind. Small Claims Rule 8(C)',
        'https://rules.incourts.gov/Content/small-claims/rule8/current.htm',
        classesReview(
          'Indiana Small Claims Rule 8(C)(2) on rules.incourts.gov (effective January 1, 2022): "if the claim does not exceed six thousand dollars ($6,000.00). However, claims exceeding six thousand dollars ($6,000.00) must either be defended or presented by counsel or pro se by the sole proprietor, partner, or owner."',
          'official-court-page',
        ),
        'Rule 8(C)(3) (corporations, LLCs, LLPs) was read only up to its first sentence in the stored copy; the $6,000 line for them is taken to match (C)(2).',
      ),
    ),
  },
  RI: {
    representation: medium(
      {
        attorneys: true,
        business: 'Corporations generally need a lawyer, unless small or family-held.',
        entitiesNeedLawyer: true,
      },
      'R.I. Gen. Laws §10-16-1',
      O.ri(10, '10-16', '10-16-1'),
      K,
    ),
  },
  KS: {
    representation: evidenced(
      'KS',
      'smallClaims.representation',
      medium(
        {
          attorneys: false,
          business:
            'No party may be represented by a lawyer before judgment; a business appears through a full-time employee or officer who is not a lawyer.',
        },
        'K.S.A. §61-2707(a)',
        'https://kslegislature.gov/historical_data/sessionlaws/2000/1999_O_SessionLaws_Chapter145.html',
        'The 1999 session law (L. 1999, ch. 145) on kslegislature.gov reads: "no party in any such action shall be represented by an attorney prior to judgment. A party may appear by a full-time employee or officer". Later amendments were not read.',
      ),
    ),
  },
  MN: {
    representation: evidenced(
      'MN',
      'smallClaims.representation',
      checkedBefore(
        {
          attorneys: true,
          business:
            'A business or association may appear through a non-lawyer such as an officer or manager in conciliation court; an appeal to district court needs a lawyer.',
        },
        'Minn. Stat. §491A.02, subd. 4',
        'https://www.mncourts.gov/Help-Topics/Conciliation-Court.aspx',
        classesReview(
          'docs/law-evidence/MN.md: Minnesota Judicial Branch, Conciliation Court (mncourts.gov): "A business or association may be represented by a non-lawyer such as an officer or manager only in Conciliation Court."',
          'official-court-page',
        ),
      ),
    ),
  },
  NE: {
    representation: evidenced(
      'NE',
      'smallClaims.representation',
      medium(
        {
          attorneys: false,
          business:
            'Lawyers may not appear for a party in small claims; a business appears through an officer or employee.',
        },
        'Neb. Rev. Stat. §25-2804',
        O.ne('25-2804'),
        K,
      ),
    ),
  },
  AR: {
    representation: evidenced(
      'AR',
      'smallClaims.representation',
      medium(
        {
          attorneys: false,
          business:
            'Lawyers may not appear in the small claims division. Only an Arkansas corporation with no more than three stockholders, or with 85% or more of its voting stock held by close relatives, may sue there, through an officer; collection agencies, assignees and lenders may not.',
        },
        'Ark. Sup. Ct. Admin. Order 18',
        'https://www.springdalear.gov/o/springdale/page/small-claims-division-information',
        'Springdale District Court\'s page shows only "Attorneys are not allowed to practice in the Small Claims Division."; the corporation rule is from Administrative Order 18 as summarised by secondary sources (evidence files, issue 24).',
      ),
    ),
  },
  MO: {
    representation: evidenced(
      'MO',
      'smallClaims.representation',
      medium(
        {
          attorneys: true,
          business: 'A corporation or association may appear through an officer or an authorized employee.',
        },
        'RSMo §482.310(1)',
        'https://house.mo.gov/billtracking/bills01/biltxt01/intro01/HB0895I.htm',
        'RSMo §482.310 as reprinted in a 2001 bill (evidence files, issue 24); the current revisor.mo.gov text was not read.',
      ),
    ),
  },
  VA: {
    representation: medium(
      {
        attorneys: false,
        business:
          'Parties represent themselves: a business appears through an owner, a general partner, an officer or an employee, and a lawyer may not appear for another party.',
      },
      'Va. Code §16.1-122.4(A)',
      'https://law.lis.virginia.gov/uncodifiedacts/1997/session1/chapter243',
      'Read in the 1997 act (law.lis.virginia.gov), which does not name lawyers; the 2024 wording (members, LLCs; "may not serve in a representative capacity") was read only on a secondary copy.',
    ),
  },
  WY: {
    representation: evidenced(
      'WY',
      'smallClaims.representation',
      medium(
        {
          attorneys: true,
          business:
            'A business appears through its authorized employees, with or without a lawyer; if a lawyer appears for one side, the other may get a continuance to find one.',
        },
        'W.S. 1-21-202(b)',
        'https://wyoleg.gov/NXT/gateway.dll/2022%20Wyoming%20Statutes%2F2022%20Titles%2F1%2F54%2F56',
        K,
      ),
    ),
  },
  DE: {
    representation: medium(
      {
        attorneys: true,
        business: 'An entity appearing through a non-lawyer needs a certificate under Supreme Court Rule 57.',
      },
      'Del. Supr. Ct. R. 57',
      'https://courts.delaware.gov/rules/',
      K,
    ),
  },
};
