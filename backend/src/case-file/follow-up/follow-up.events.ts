/**
 * Events of the follow-up after the letter (issue 29): what the claimant says happened, and the reminders sent to
 * ask. They live on the case's stream (`case-{id}`), beside the case's and the mailing's events, so the case has one
 * timeline; the follow-up context decides them with its own decider over that stream. Type strings never change.
 */

/** What the other side did after the letter. */
export type CaseOutcome = 'paid_in_full' | 'paid_in_part' | 'refused' | 'no_response';
export const CASE_OUTCOMES: readonly CaseOutcome[] = [
  'paid_in_full',
  'paid_in_part',
  'refused',
  'no_response',
];

/** The reminders of a mailed letter, in the order they fall due. */
export type ReminderKind = 'delivered' | 'before_deadline' | 'deadline' | 'after_deadline';
/**
 * The claimant recorded what happened (on the document page, or with a link of a reminder email). A later one
 * replaces it: the case reads the latest. `linkId` names the reminder link used (each works once).
 */
export type CaseOutcomeRecorded = {
  type: 'CaseOutcomeRecorded';
  data: {
    caseId: string;
    outcome: CaseOutcome;
    /** cents; null when not said (or the outcome has no money) */
    amountReceivedCents: number | null;
    via: 'app' | 'email_link';
    linkId: string | null;
    recordedAt: string;
  };
};

/**
 * A reminder about a mailed letter went to the claimant's outbox: the letter was delivered, its response date is in
 * 3 days, is today, or passed a week ago. `linkId` is the id the email's answer links carry; they work until
 * `linkExpiresAt`. `sentAt` is on the case's clock (the sandbox test clock in test mode).
 */
export type CaseReminderSent = {
  type: 'CaseReminderSent';
  data: {
    caseId: string;
    reminder: ReminderKind;
    mailingId: string;
    /** YYYY-MM-DD: the response date the reminder is about. */
    responseDueDate: string;
    linkId: string;
    linkExpiresAt: string;
    sentAt: string;
  };
};

export type FollowUpEvent = CaseOutcomeRecorded | CaseReminderSent;
export type FollowUpEventType = FollowUpEvent['type'];
export const FOLLOW_UP_EVENT_TYPES: readonly FollowUpEventType[] = [
  'CaseOutcomeRecorded',
  'CaseReminderSent',
];
