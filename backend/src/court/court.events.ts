/**
 * Events of the court steps after the letter (issue 30): the package filed from the same case, the SC-100 answers
 * and the hearing. They live on the case's stream (`case-{id}`) beside the case's, the mailing's and the follow-up's
 * events; the court context decides them with its own decider over that stream (ADR 181). Type strings never change.
 */

/** The claimant was given an intent to pay the difference to the small-claims package (purpose `escalation`). */
export type EscalationCheckoutStarted = {
  type: 'EscalationCheckoutStarted';
  data: {
    caseId: string;
    paymentIntentId: string;
    /** cents: the package's catalog price less the letter's */
    amount: number;
    currency: 'usd';
    startedAt: string;
  };
};

/**
 * The case goes to small claims: the package (CaseDocumentDrafted, kind small_claims) is drafted in the same append.
 * `via`: the plan covered it (one document of the allowance), or a card paid the difference.
 */
export type CaseEscalated = {
  type: 'CaseEscalated';
  data: {
    caseId: string;
    documentId: string;
    via: 'plan' | 'card';
    subscriptionId: string | null;
    paymentIntentId: string | null;
    /** cents paid (0 when the plan covered it) */
    amount: number;
    currency: 'usd';
    escalatedAt: string;
  };
};

/** The answers SC-100 needs that the case cannot give (ADR 182); a later save replaces them. */
export type Sc100AnswersSaved = {
  type: 'Sc100AnswersSaved';
  data: {
    caseId: string;
    answers: Sc100Answers;
    savedAt: string;
  };
};

/** A street address split the way SC-100 prints it. */
export interface Sc100Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** What SC-100 asks beyond the case's answers (items 1, 2, 5–10 and the court). */
export interface Sc100Answers {
  plaintiffAddress: Sc100Address;
  /** Only when it differs from the street address. */
  plaintiffMailingAddress: Sc100Address | null;
  defendantAddress: Sc100Address;
  defendantMailingAddress: Sc100Address | null;
  defendantPhone: string;
  /** A corporation's, LLC's or public entity's person or agent for service of process. */
  agent: { name: string; jobTitle: string; address: Sc100Address } | null;
  /** A second defendant: the form checks "more than one defendant" and sends it to SC-100A. */
  secondDefendant: { name: string; phone: string; address: Sc100Address } | null;
  /** Item 5: why this courthouse. */
  venue: { reason: 'a' | 'b' | 'c' | 'd' | 'e'; other: string; zip: string };
  /** Item 7: an attorney-client fee dispute, and whether it was arbitrated (SC-101 attached). */
  attorneyFeeDispute: boolean;
  attorneyFeeArbitrated: boolean;
  /** Item 8: a public entity, and when its written claim was filed (YYYY-MM-DD). */
  publicEntity: boolean;
  publicEntityClaimDate: string | null;
  /** Item 9: more than 12 other small claims in California in the last 12 months. */
  moreThan12Claims: boolean;
  /** Item 10 (claims over $2,500): no more than two such claims this calendar year. */
  confirmsTwoClaimsLimit: boolean;
  /** The courthouse: an id of the CA courthouse table, or a typed one. */
  courthouse: { id: string | null; name: string; street: string; cityZip: string };
}

/** The claimant's hearing (court, local date and time in an IANA zone); a later one replaces it. */
export type HearingScheduled = {
  type: 'HearingScheduled';
  data: {
    caseId: string;
    hearingId: string;
    court: string;
    /** YYYY-MM-DD, local */
    date: string;
    /** HH:MM, local 24-hour */
    time: string;
    timeZone: string;
    /** The instant, computed from date, time and zone. */
    startsAt: string;
    scheduledAt: string;
  };
};

export type HearingReminderKind = 'week_before' | 'day_before';
export const HEARING_REMINDER_KINDS: readonly HearingReminderKind[] = ['week_before', 'day_before'];

/** A hearing reminder went to the claimant's outbox (on the case's clock). */
export type HearingReminderSent = {
  type: 'HearingReminderSent';
  data: { caseId: string; hearingId: string; reminder: HearingReminderKind; sentAt: string };
};

export type CourtEvent =
  EscalationCheckoutStarted | CaseEscalated | Sc100AnswersSaved | HearingScheduled | HearingReminderSent;
export type CourtEventType = CourtEvent['type'];
export const COURT_EVENT_TYPES: readonly CourtEventType[] = [
  'EscalationCheckoutStarted',
  'CaseEscalated',
  'Sc100AnswersSaved',
  'HearingScheduled',
  'HearingReminderSent',
];

/** Intents for the package after a letter carry this purpose (the charge ledger names it). */
export const ESCALATION_PURPOSE = 'escalation';
