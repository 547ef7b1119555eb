import type { CaseDetails } from '../../claim/case.types';
import type { CaseType, DocumentType } from '../../law/law-table.types';
import type { LawStatement } from './letter-law';
import type { BasisWording } from './letter-wording';

/**
 * The shape of the letter's view model (built by `buildLetterViewModel` in letter-view-model.ts): everything a
 * demand letter, and the letter inside a small-claims package, shows. Templates only arrange these values.
 */

export interface BuildLetterInput {
  caseId: string;
  details: CaseDetails;
  /** YYYY-MM-DD: the letter's date; the response deadline counts from it. */
  today: string;
}

/** A law-table fact, phrased for use inside a sentence. */
export interface CitedFact {
  text: string;
  citation: string;
  sourceUrl: string;
  /**
   * Verified in official text within 12 months of the document's date (ADR 040): the letter states it as law.
   * Otherwise the letter leaves it out and the notes say "not confirmed: ask the clerk".
   */
  certain: boolean;
}

export interface LimitationView {
  years: number;
  yearsText: string;
  /** "breach of an unwritten (oral) agreement", "property damage", … */
  basisLabel: string;
  citation: string;
  sourceUrl: string;
  certain: boolean;
  /** incidentDate + years, long format. */
  endsOn: string;
  endsOnIso: string;
  /** The period may already have run out (counting from the incident date). */
  mayHaveExpired: boolean;
  /** "limitation period", or Louisiana's "prescriptive period". */
  term: string;
  /** It may run out before the letter's response deadline. */
  endsBeforeDeadline: boolean;
}

export interface FreelancerLawView {
  /** "the Los Angeles Freelance Worker Protections Ordinance, effective 7/1/2023" */
  reference: string;
  /** The same, capitalised to start a sentence. */
  referenceStart: string;
  citation: string;
  certain: boolean;
  /** "If I did this work in Los Angeles" for city ordinances, null for state acts. */
  cityCondition: string | null;
  threshold: string;
  paymentDueDays: number;
  remedy: string;
  /** The letter's sentence about the law (through `LetterLaw.say`), or null when it is not confirmed. */
  sentence: string | null;
}

export type LegalBasisView =
  | {
      caseType: 'security-deposit';
      /** The deadline and whether it passed (stated only when confirmed), or that the deposit was not returned. */
      basis: string;
      returnDeadline: CitedFact & { businessDays: boolean };
      /**
       * The landlord's time has passed: only when it ran from move-out and ended before the letter's date. Where it
       * starts with the tenant's forwarding address or demand (which this letter gives), the letter never says so.
       */
      returnDeadlinePassed: boolean;
      /** What this letter is under the deposit statute (the forwarding address, the written demand), one sentence each. */
      letterServes: string[];
      /** "The deadline below gives you at least 30 days after you receive this letter, as that law requires." or null. */
      clockSentence: string | null;
      /** The remedy as the statute states it (forfeiture, extra damages); empty when no remedy is known. */
      remedySentences: string[];
      /** Interest the state requires on deposits, or null. */
      interestSentence: string | null;
      /** The statute needs the forwarding address, but the claimant gave no address of their own. */
      forwardingAddressMissing: boolean;
      noticeCitation: string | null;
    }
  | {
      caseType:
        | 'unpaid-work'
        | 'vehicle-damage'
        | 'property-damage'
        | 'contract-breach'
        | 'landlord-dispute'
        | 'other';
      /** "other" with a written or oral agreement is worded as a broken agreement. */
      agreementBased: boolean;
      /** The paragraph of general law the claim rests on (`LetterLaw.general`). */
      basis: string;
    };

export interface NoticeRuleView {
  id: string;
  name: string;
  citation: string;
  sourceUrl: string;
  certain: boolean;
  noticeDays: number;
  requirement: string;
  condition: string | null;
  delivery: string | null;
  /** The rule has a condition (e.g. only against a business), so the letter says "to the extent it applies". */
  conditional: boolean;
  /** The letter itself says it is the notice this rule requires (law/notice-decision.ts). */
  inLetter: boolean;
  /** "days" or "business days" (UT: 5 business days). */
  noticeUnit: string;
  /** Extra sentence the letter needs to satisfy the rule's content requirement, or null. */
  extra: string | null;
  /** The other side's period runs from receipt; the deadline adds mail transit (or counts from the mailing date). */
  fromReceipt: boolean;
  /** Why the rule is on the notes page only (e.g. no deceptive act picked), or null. */
  notesWhy: string | null;
  /** What the letter says of the notice (through `LetterLaw`), or null when it is not in the letter. */
  letterSentence: string | null;
}

export interface CourtView {
  name: string;
  /**
   * Where the letter says the claimant would file: "small claims court in Texas (Justice Court)" when the court's name
   * is confirmed, else "small claims court in Austin, Texas" (the other side's city) or "small claims court in Texas".
   */
  place: string;
  /** "for a person filing a claim" or "for a business filing a claim": whose limit `limit` is. */
  limitFor: string;
  citation: string;
  certain: boolean;
  stateName: string;
  /** Null when the state sets no small-claims cap for this case type (MA motor-vehicle damage). */
  limit: { amount: string; citation: string; certain: boolean } | null;
  noCap: CitedFact | null;
  /** The business limit, only when it differs from the individual one. */
  businessLimit: { amount: string; citation: string; certain: boolean } | null;
  overLimit: boolean;
  /** Lower-limit courts the claim is above (NY town courts…), as "City Courts … ($5,000.00)". */
  lowerLocalLimits: string[];
  localLimitsCitation: string | null;
  filingFee: {
    range: string;
    description: string;
    /** The court whose own fee this is (issue 42 point 4), or null when the fee is the state's. */
    court: string | null;
    /** "the Toledo Municipal Court charges $61.50; fees differ by court: confirm yours", or null. */
    courtFee: string | null;
    citation: string;
    certain: boolean;
  };
}

export interface AmountView {
  /** "If I have to go to court, I may also ask for my court costs…", with the confirmed statutory amounts it names. */
  courtCostsSentence: string;
  /** Interest at a confirmed fixed rate, from the day it runs (issue 43 point 3), or null. */
  interestSentence: string | null;
  /** The day that interest runs from (the package computes it from there). */
  interestFrom: { iso: string; long: string } | null;
  /**
   * The remedy reserved where none is stated (issue 43 point 2, ADR 227): a deposit's statutory remedies without a
   * number (residential tenancy), a notice's statute named only when the letter is that confirmed notice, otherwise
   * "every remedy the law allows". Null when the letter states a confirmed deposit penalty.
   */
  reservation: string | null;
  totalCents: number;
  total: string;
  principalLabel: string;
  /** The itemised lines (one principal line when the claimant gave no items). */
  items: Array<{ label: string; amount: string; amountCents: number }>;
  /** Possible statutory amounts, described (never added): "the damages described in Cal. Civ. Code §1950.5(l)". */
  statutory: Array<{ label: string; description: string; citation: string; certain: boolean }>;
  /** Whether the letter names any statutory amount (a verified one). */
  hasStatutory: boolean;
  /** The statutory amounts the letter names: only those verified in official text (ADR 040). */
  statutoryText: string;
}

export interface VerifyItem {
  what: string;
  /** The fact's value in a few words, when the notes name it ("21 days after the tenant moves out"). */
  said: string | null;
  citation: string;
  note: string;
  /** The official page, or '' when the fact has only a secondary source. */
  sourceUrl: string;
  /** Verified in official text within 12 months of the document's date. */
  confirmed: boolean;
  /** Verified, but more than 12 months before the document's date. */
  stale: boolean;
  /** The day the official text was read ("November 26, 2026"), for a verified fact. */
  verifiedOn: string | null;
  /** How it was confirmed when not in official text: "statute text as published by …; not the official site" (ADR 218). */
  how: string | null;
  /** What to ask the clerk about it. */
  ask: string;
}

export interface LetterViewModel {
  caseId: string;
  documentType: DocumentType;
  /** The small-claims package (the notes page then says it is not part of Exhibit A). */
  isPackage: boolean;
  caseType: CaseType;
  caseTypeLabel: string;
  stateCode: string;
  stateName: string;
  lawTableVersion: string;
  date: { iso: string; long: string };
  /** The date the law table was current, printed with the disclaimer on the first page. */
  /** The day the law table was last reviewed ("November 27, 2026"): "Law reviewed on …". */
  lawReviewedOn: string;
  incidentDate: { iso: string; long: string };
  /** The claimant said they will send it by certified mail, return receipt requested. */
  certifiedMail: boolean;
  /** The claimant asked for prejudgment interest (small-claims package only). */
  claimInterest: boolean;
  /** Whether the agreement was written, oral or none, as answered (undefined: not said). */
  agreementForm: 'written' | 'oral' | 'none' | undefined;
  /** The mailing date the claimant gave, long format, or null. */
  mailingDate: string | null;
  wording: BasisWording & { agreement: string };
  sender: {
    name: string;
    addressLines: string[];
    hasAddress: boolean;
    phone: string | null;
    email: string | null;
  };
  recipient: { name: string; addressLines: string[]; hasAddress: boolean };
  subject: string;
  title: string;
  salutation: string;
  opening: string;
  /** Statement of facts, one string per paragraph (template text, or the accepted LLM rewrite). */
  facts: string[];
  legalBasisPartial: string;
  legalBasis: LegalBasisView;
  limitation: LimitationView;
  /** Freelancer laws of the state (unpaid work only; empty otherwise). City ordinances are worded conditionally. */
  freelancerLaws: FreelancerLawView[];
  hasFreelancerLaws: boolean;
  inLetterNotices: NoticeRuleView[];
  hasInLetterNotices: boolean;
  notices: NoticeRuleView[];
  hasNotices: boolean;
  amount: AmountView;
  deadline: {
    iso: string;
    long: string;
    /** The minimum number of days given (30, or a statute's longer notice period). */
    days: number;
    extendedBy: string | null;
    /** Mail transit days added because a receipt-based notice is in the letter (0 otherwise). */
    transitDays: number;
    /** Set when `today + days` fell on a weekend or federal holiday and the deadline moved to the next business day. */
    movedFrom: { long: string; reason: string } | null;
  };
  court: CourtView;
  /** The court's name without parenthesised alternatives (the notes; the letter says `court.place`). */
  courtShortName: string;
  /** Every sentence of the letter that states law, with the fact it states (issue 42 point 5, `LetterLaw`). */
  lawStatements: LawStatement[];
  /** "pay" or, for a deposit, "return". */
  demandVerb: string;
  payment: string;
  enclosures: string[];
  hasEnclosures: boolean;
  deliveryRequirements: string[];
  /** The facts this document relies on that are not confirmed (unverified, or verified more than 12 months ago). */
  verify: VerifyItem[];
  hasVerify: boolean;
  /** The facts this document relies on that were verified against official text, with the day they were read. */
  confirmed: VerifyItem[];
  hasConfirmed: boolean;
  /** Some confirmed fact was read in published statute text, not official text (ADR 218). */
  hasPublishedText: boolean;
  disclaimer: string;
  /**
   * Lines for the claimant's notes page only (never the letter): what starts the landlord's deposit clock, warnings
   * such as Oklahoma's six-month demand rule, who must appear for a business, an address in another state.
   */
  privateNotes: string[];
  hasPrivateNotes: boolean;
  /** The deposit part of those notes, repeated in the package's "Before you file" (the OK six-month rule…). */
  depositNotes: string[];
  /** Who appears for a business claimant, from the law table (package and notes), or null. */
  representation: { text: string; citation: string; warning: string | null } | null;
  /** The other side's address is in another state (package and notes), or null. */
  defendantElsewhere: string | null;
}
