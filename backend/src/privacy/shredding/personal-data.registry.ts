import type { AttorneySearchEvent } from '../../attorneys/access/attorney-search.events';
import type { ReferralRequestEvent } from '../../attorneys/referrals/referral-request.events';
import type { AuditLogEventType } from '../../audit/audit-log.events';
import type { CaseEventType } from '../../case-file/index';
import type { CourtEventType } from '../../case-file/index';
import type { ChargeEvent } from '../../payments/billing/charge.events';
import type { FollowUpEventType } from '../../case-file/index';
import type { MailingEventType } from '../../case-file/index';
import type { ProviderEvent } from '../../payments/provider-event.events';
import type { PromotionEvent } from '../../subscriptions/promotions/promotion.events';
import type { SubscriptionEvent } from '../../subscriptions/subscription.events';
import type { SupportTicketEvent } from '../../support/support-ticket.events';
import { assertPattern } from './field-paths';

/**
 * Whose personal data an event holds (the data subject, whose key encrypts it):
 * - `owner(path)`: the user id at `path` in the event; the event also makes that user the owner of its stream
 *   (CaseOpened, SubscriptionStarted), so later events of the stream can say `STREAM_OWNER`;
 * - `subject(path)`: the user id at `path`, for events of streams nobody owns (a promotion's redemptions);
 * - `STREAM_OWNER`: the owner recorded for the stream by its owning event.
 * `orElse` names a second path used when the first is empty: a visitor's support ticket (no user id) is its own
 * subject (`owner('userId', 'ticketId')`).
 */
export type SubjectRule =
  { from: 'data'; path: string; orElse?: string; ownsStream: boolean } | { from: 'stream' };

export interface PersonalDataRule {
  subject: SubjectRule | null;
  /** Paths of personal strings in the event's current shape (see field-paths.ts for the syntax). */
  fields: readonly string[];
  /** Paths in older stored shapes, by schema version, when they differ (legacy re-encryption reads them). */
  fieldsByVersion?: Readonly<Record<number, readonly string[]>>;
  /**
   * The user id (path in the event) who owns the stream when that is not the data subject: an auditor's log is
   * theirs (erasing them re-derives its rows), while an email they looked up is the looked-up person's data.
   */
  streamOwner?: string;
}

export const owner = (path: string, orElse?: string): SubjectRule => ({
  from: 'data',
  path,
  orElse,
  ownsStream: true,
});
export const subject = (path: string, orElse?: string): SubjectRule => ({
  from: 'data',
  path,
  orElse,
  ownsStream: false,
});
export const STREAM_OWNER: SubjectRule = { from: 'stream' };
/** Classified: the event holds nothing personal (ids, amounts, statuses, provider codes and messages). */
export const NO_PERSONAL_DATA: PersonalDataRule = Object.freeze({ subject: null, fields: [] });
export const personal = (who: SubjectRule, ...fields: string[]): PersonalDataRule => ({
  subject: who,
  fields,
});
/** `rule`, with the stream's owner taken from `path` (see PersonalDataRule.streamOwner). */
export const inStreamOf = (path: string, rule: PersonalDataRule): PersonalDataRule => ({
  ...rule,
  streamOwner: path,
});

/** The questionnaire answers that identify or describe people (CaseDetails in cases/case.types.ts). */
const CASE_DETAILS = [
  'details.plaintiffName',
  'details.plaintiffEmail',
  'details.plaintiffAddress',
  'details.plaintiffPhone',
  'details.defendantName',
  'details.defendantAddress',
  'details.disputeDescription',
  'details.attemptedResolution',
  'details.evidenceDescription',
  'details.enclosures[]',
  'details.damageItems[].description',
];

/** A postal address inside a mailing event (mailing/postal-address.ts), every part of it. */
const address = (at: string) =>
  ['name', 'line1', 'line2', 'city', 'state', 'zip', 'zip4'].map((f) => `${at}.${f}`);

/** Every event type of the product, by the stream it lives in. Adding one is one line (see the README). */
const KNOWN = {
  // case-{id}: the title is "<case type> v. <defendant name>"; document text quotes the parties.
  CaseOpened: personal(owner('userId'), 'title', ...CASE_DETAILS),
  CaseDetailsRevised: personal(STREAM_OWNER, 'title', ...CASE_DETAILS),
  CheckoutStarted: NO_PERSONAL_DATA,
  CheckoutCanceled: NO_PERSONAL_DATA,
  PaymentSucceeded: NO_PERSONAL_DATA,
  PaymentUnderpaid: NO_PERSONAL_DATA,
  PaymentFailed: NO_PERSONAL_DATA,
  PaymentRefunded: NO_PERSONAL_DATA,
  CaseCoveredBySubscription: NO_PERSONAL_DATA,
  DocumentGenerationStarted: NO_PERSONAL_DATA,
  DocumentGenerated: personal(STREAM_OWNER, 'title', 'content', 'llmRejectedReason'),
  DocumentGenerationFailed: NO_PERSONAL_DATA,
  RevisionSaved: personal(STREAM_OWNER, 'content', 'editSummary'),
  RevisionActivated: personal(STREAM_OWNER, 'content'),
  ComplexityAssessed: NO_PERSONAL_DATA,
  AttorneyReferralSent: personal(STREAM_OWNER, 'attorneyName', 'notes'),
  CaseDocumentDrafted: personal(STREAM_OWNER, 'title', 'content'),
  // case-{id}, SC-100 (ADR 182): where both parties, an agent and a second defendant live, the court, phone, names.
  Sc100AnswersSaved: personal(
    STREAM_OWNER,
    ...['plaintiffAddress', 'defendantAddress', 'agent.address', 'secondDefendant.address'].flatMap((at) =>
      ['street', 'city', 'state', 'zip'].map((f) => `answers.${at}.${f}`),
    ),
    'answers.defendantPhone',
    'answers.agent.name',
    'answers.agent.jobTitle',
    'answers.secondDefendant.name',
    'answers.venueOther',
    'answers.venueZip',
  ),
  // case-{id}, the hearing (ADR 186): the court as the claimant typed it (free text: a courthouse's public address,
  // but whatever they wrote, and where they sue) is personal; its date, time, zone and ids are not.
  HearingScheduled: personal(STREAM_OWNER, 'court'),
  HearingCanceled: NO_PERSONAL_DATA,
  HearingReminderSent: NO_PERSONAL_DATA,
  // case-{id}, filing in small claims from the case (ADR 184): ids, prices and dates; the package is a CaseDocumentDrafted.
  EscalationRequested: NO_PERSONAL_DATA,
  EscalationPaid: NO_PERSONAL_DATA,
  EscalationRefunded: NO_PERSONAL_DATA,
  // case-{id}, mail it for me: both addresses, the tracking number and where USPS scanned the letter say where
  // people live; provider ids, dates, prices and the PDF's hash do not.
  LetterMailingRequested: personal(STREAM_OWNER, ...address('from'), ...address('to')),
  LetterMailingPaid: NO_PERSONAL_DATA,
  LetterMailingCanceled: NO_PERSONAL_DATA,
  LetterMailed: personal(STREAM_OWNER, 'trackingNumber'),
  LetterDeliveryUpdated: personal(STREAM_OWNER, 'description', 'location'),
  LetterDelivered: personal(STREAM_OWNER, 'location'),
  LetterReturned: personal(STREAM_OWNER, 'description'),
  LetterMailingRejected: personal(STREAM_OWNER, 'reason'),
  LetterMailingRefunded: NO_PERSONAL_DATA,
  // case-{id}, after the letter (issue 29): an outcome and the reminders sent are ids, dates, statuses and amounts.
  CaseOutcomeRecorded: NO_PERSONAL_DATA,
  CaseReminderSent: NO_PERSONAL_DATA,
  // subscription-{id}: the cancel reasons are the subscriber's free text.
  SubscriptionStarted: personal(owner('userId')),
  SubscriptionActivated: NO_PERSONAL_DATA,
  SubscriptionRenewed: NO_PERSONAL_DATA,
  SubscriptionPaymentFailed: NO_PERSONAL_DATA,
  SubscriptionCancellationScheduled: personal(STREAM_OWNER, 'reason'),
  SubscriptionReactivated: NO_PERSONAL_DATA,
  SubscriptionEnded: personal(STREAM_OWNER, 'cancellationReason'),
  SubscriptionLeftWithoutCard: NO_PERSONAL_DATA,
  DocumentAllowanceUsed: NO_PERSONAL_DATA,
  // promotion-{CODE}: who redeemed is a user id, nothing more.
  PromotionRedeemed: NO_PERSONAL_DATA,
  // provider-event-{id}: provider ids and types only.
  ProviderEventReceived: NO_PERSONAL_DATA,
  // charge-{id}: the payer's charge; the card's last 4 digits and the provider's receipt link (which shows their
  // name and email) are theirs. Amount, date, purpose and references stay readable after deletion (ADR 124).
  ChargeSucceeded: personal(owner('userId'), 'cardLast4', 'providerReceiptUrl'),
  ChargeRefunded: NO_PERSONAL_DATA,
  // attorney-search-{userId}: a purchase (amounts, ids); the user owns the stream.
  AttorneySearchAccessPurchased: personal(owner('userId')),
  // referral-request-{id}: the matter as the user described it and how to reach them. The attorneys' names and
  // business addresses are directory data, not the user's, and stay readable.
  ReferralRequestOpened: personal(owner('userId'), 'description', 'contactEmail', 'contactPhone', 'notes'),
  ReferralRequested: personal(owner('userId'), 'description', 'contactEmail', 'contactPhone', 'notes'),
  // ids and a time only
  ReferralRequestWithdrawn: NO_PERSONAL_DATA,
  // ticket-{id}: a signed-in customer's ticket is theirs; a visitor's ticket is its own subject.
  SupportTicketOpened: personal(owner('userId', 'ticketId'), 'name', 'email', 'subject', 'message'),
  SupportTicketStatusChanged: NO_PERSONAL_DATA,
  SupportTicketReplied: personal(STREAM_OWNER, 'authorName', 'message'),
  SupportTicketCustomerReplied: personal(STREAM_OWNER, 'message'),
  // audit-log-{auditorId}: the auditor's own log; an email looked up belongs to the account it matched (else to
  // the auditor, who typed it).
  CaseHistoryLookedUp: inStreamOf('auditorId', NO_PERSONAL_DATA),
  CasesLookedUpByEmail: inStreamOf('auditorId', personal(subject('matchedUserId', 'auditorId'), 'email')),
  // A read of someone's case or ticket names ids only; a ticket search keeps the text typed (the looker's, as above).
  PersonalDataLookedUp: inStreamOf('auditorId', personal(subject('ownerId', 'auditorId'), 'query')),
} satisfies Record<
  | CaseEventType
  | MailingEventType
  | FollowUpEventType
  | CourtEventType
  | SubscriptionEvent['type']
  | PromotionEvent['type']
  | ProviderEvent['type']
  | ChargeEvent['type']
  | AttorneySearchEvent['type']
  | ReferralRequestEvent['type']
  | SupportTicketEvent['type']
  | AuditLogEventType,
  PersonalDataRule
>;

/**
 * The classification of every event type the product stores (docs/adr/120). `registry.int` of the privacy
 * tests fails for a type declared in a `*.events.ts` file that is missing here.
 */
export const PERSONAL_DATA: Readonly<Record<string, PersonalDataRule>> = KNOWN;

/** The registry, validated, with lookups by type and stored version. */
export class PersonalDataRegistry {
  private readonly rules: ReadonlyMap<string, PersonalDataRule>;

  constructor(rules: Readonly<Record<string, PersonalDataRule>> = PERSONAL_DATA) {
    for (const [type, rule] of Object.entries(rules)) {
      for (const path of [...rule.fields, ...Object.values(rule.fieldsByVersion ?? {}).flat()])
        assertPattern(path);
      if (rule.fields.length > 0 && !rule.subject)
        throw new Error(`Personal-data rule of ${type}: fields without a data subject`);
      if (rule.subject?.from === 'data') {
        assertPattern(rule.subject.path);
        if (rule.subject.orElse) assertPattern(rule.subject.orElse);
      }
      if (rule.streamOwner) assertPattern(rule.streamOwner);
    }
    this.rules = new Map(Object.entries(rules));
  }

  /** The rule for `type`, or undefined when the type is not classified. */
  rule(type: string): PersonalDataRule | undefined {
    return this.rules.get(type);
  }

  /** The personal-field patterns of `type` as stored at `schemaVersion`. */
  fields(rule: PersonalDataRule, schemaVersion: number): readonly string[] {
    return rule.fieldsByVersion?.[schemaVersion] ?? rule.fields;
  }

  types(): string[] {
    return [...this.rules.keys()];
  }
}
