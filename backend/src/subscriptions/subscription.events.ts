import type { PlanId } from '../pricing/index';

/**
 * Events of the `subscription-{id}` stream (DESIGN.md §4): the public contract of the subscription aggregate.
 * Status values are Stripe's. Periods are ISO instants. Type strings never change; new shapes get upcasters.
 */
export type SubscriptionStatus = 'trialing' | 'active' | 'incomplete' | 'past_due' | 'unpaid' | 'canceled';

/** Statuses in which the plan covers documents and includes attorney search. */
export const COVERING_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active']);
/** Statuses of a subscription that still exists (a new one is refused while one of these is current). */
export const LIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  'trialing',
  'active',
  'incomplete',
  'past_due',
  'unpaid',
]);

export interface Period {
  currentPeriodStart: string;
  currentPeriodEnd: string;
}

/**
 * A subscription was created at the provider. `incomplete`: a card must still be saved (its SetupIntent is
 * `setupIntentId`); `trialing`: the 7-day trial runs; `active`: a free first month (SUEGOFREE) needed no card.
 */
export type SubscriptionStarted = {
  type: 'SubscriptionStarted';
  data: Period & {
    subscriptionId: string;
    userId: string;
    plan: PlanId;
    status: 'trialing' | 'incomplete' | 'active';
    amount: number;
    /** null = unlimited. */
    documentsPerPeriod: number | null;
    providerSubscriptionId: string;
    providerCustomerId: string;
    setupIntentId: string | null;
    trialEnd: string | null;
    promoCode: string | null;
    /** Cents taken off the first charge by the promo. */
    discountAmount: number;
    startedAt: string;
  };
};

/** The card was saved (incomplete → trialing/active), or a past-due invoice was paid (past_due → active). */
export type SubscriptionActivated = {
  type: 'SubscriptionActivated';
  data: Period & {
    subscriptionId: string;
    status: 'trialing' | 'active';
    paymentMethodId: string | null;
    activatedAt: string;
  };
};

/** An invoice for a new period was paid (the trial's end, or a monthly renewal): the allowance starts again. */
export type SubscriptionRenewed = {
  type: 'SubscriptionRenewed';
  data: Period & { subscriptionId: string; invoiceId: string | null; amountPaid: number; renewedAt: string };
};

/** A charge failed: the subscription is past due (retries follow, see docs/adr/060). */
export type SubscriptionPaymentFailed = {
  type: 'SubscriptionPaymentFailed';
  data: Period & {
    subscriptionId: string;
    status: 'past_due' | 'unpaid';
    invoiceId: string | null;
    attempt: number;
    code: string;
    message: string;
    nextAttemptAt: string | null;
    failedAt: string;
  };
};

/** The owner cancelled at period end: the plan keeps working until `cancelAt`. */
export type SubscriptionCancellationScheduled = {
  type: 'SubscriptionCancellationScheduled';
  data: { subscriptionId: string; reason: string | null; cancelAt: string; scheduledAt: string };
};

/** A cancellation at period end was withdrawn. */
export type SubscriptionReactivated = {
  type: 'SubscriptionReactivated';
  data: { subscriptionId: string; reactivatedAt: string };
};

/**
 * The plan has no card to charge (a free month started without one, or its last card was removed): it is set to
 * end at `endsAt` (the provider's cancel_at_period_end) and never goes past due for it. A card added before then
 * keeps it (SubscriptionReactivated).
 */
export type SubscriptionLeftWithoutCard = {
  type: 'SubscriptionLeftWithoutCard';
  data: { subscriptionId: string; reason: 'free_month' | 'card_removed'; endsAt: string; leftAt: string };
};

/** The subscription is over (status canceled): cancelled now, at period end, unpaid, or replaced before any card. */
export type SubscriptionEnded = {
  type: 'SubscriptionEnded';
  data: {
    subscriptionId: string;
    /** `no_card`: it ended at its period end because no card was given (SubscriptionLeftWithoutCard). */
    reason: 'canceled' | 'period_end' | 'payment_failed' | 'superseded' | 'trial_without_card' | 'no_card';
    cancellationReason: string | null;
    endedAt: string;
  };
};

/**
 * One document of the period's allowance covered a case's document: its first (no `document`), or the small-claims
 * package filed from it later (`document: 'small_claims'`, ADR 184). Each is covered once.
 */
export type DocumentAllowanceUsed = {
  type: 'DocumentAllowanceUsed';
  data: {
    subscriptionId: string;
    caseId: string;
    document?: 'small_claims';
    periodStart: string;
    usedAt: string;
  };
};

/** What a covered document is remembered by: the case for its first document, `{case}:{kind}` for a later one. */
export const coveredKey = (caseId: string, document?: string): string =>
  document ? `${caseId}:${document}` : caseId;

export type SubscriptionEvent =
  | SubscriptionStarted
  | SubscriptionActivated
  | SubscriptionRenewed
  | SubscriptionPaymentFailed
  | SubscriptionCancellationScheduled
  | SubscriptionReactivated
  | SubscriptionLeftWithoutCard
  | SubscriptionEnded
  | DocumentAllowanceUsed;

export const SUBSCRIPTION_EVENT_TYPES: readonly SubscriptionEvent['type'][] = [
  'SubscriptionStarted',
  'SubscriptionActivated',
  'SubscriptionRenewed',
  'SubscriptionPaymentFailed',
  'SubscriptionCancellationScheduled',
  'SubscriptionReactivated',
  'SubscriptionLeftWithoutCard',
  'SubscriptionEnded',
  'DocumentAllowanceUsed',
];

export const subscriptionStreamId = (subscriptionId: string) => `subscription-${subscriptionId}`;
