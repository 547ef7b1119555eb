import { IllegalStateError, NotFoundError, InputErrorCode, ValidationError } from '../common/errors';
import type { PlanId } from '../pricing/index';
import type { Subscription } from './subscription';
import {
  COVERING_STATUSES,
  coveredKey,
  type DocumentAllowanceUsed,
  type SubscriptionEnded,
  type SubscriptionEvent,
  type SubscriptionStarted,
} from './subscription.events';

export const CANCEL_REASON_MAX = 200;
export const NO_SUBSCRIPTION_MESSAGE = 'You have no subscription';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have a subscription';
export const NOT_SET_TO_CANCEL_MESSAGE = 'Your subscription is not set to cancel';
export const NEEDS_CARD_MESSAGE = 'Add a card first: your plan continues only with a card to charge.';

export type StartSubscription = {
  type: 'StartSubscription';
  /** `withoutCard`: a free month started with no card, set at the provider to end with its period. */
  data: Omit<SubscriptionStarted['data'], 'startedAt'> & { withoutCard?: boolean };
  metadata: { now: Date };
};

/** The provider's subscription as re-fetched now: the truth the stream converges on (webhooks, test clock). */
export interface ProviderSnapshot {
  status:
    | 'incomplete'
    | 'incomplete_expired'
    | 'trialing'
    | 'active'
    | 'past_due'
    | 'canceled'
    | 'unpaid'
    | 'paused';
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** A card is saved (the setup intent succeeded, or a default payment method is set). */
  cardSaved: boolean;
  paymentMethodId: string | null;
  /** The last paid invoice of the subscription, if any. */
  paidInvoice: { invoiceId: string | null; amountPaid: number } | null;
  /** The open invoice whose charge failed, if any. */
  failedInvoice: {
    invoiceId: string | null;
    attempt: number;
    code: string;
    message: string;
    nextAttemptAt: string | null;
  } | null;
}

export type SyncSubscription = {
  type: 'SyncSubscription';
  data: { snapshot: ProviderSnapshot };
  metadata: { now: Date };
};

export type ScheduleCancellation = {
  type: 'ScheduleCancellation';
  data: { reason: string | null };
  metadata: { now: Date };
};
export type CancelNow = { type: 'CancelNow'; data: { reason: string | null }; metadata: { now: Date } };
/** `hasCard`: the customer has a default card now (a plan only continues with a card to charge). */
export type Reactivate = { type: 'Reactivate'; data?: { hasCard: boolean }; metadata: { now: Date } };
/** The plan's last card was removed: it ends at its period end instead of going past due (issue 27). */
export type LeaveWithoutCard = { type: 'LeaveWithoutCard'; metadata: { now: Date } };
/** A default card was set or added: a plan left without a card continues. */
export type ProvideCard = { type: 'ProvideCard'; metadata: { now: Date } };
/** A new sign-up replaces a subscription that never got its card (the user is not trapped by a declined card). */
export type Supersede = { type: 'Supersede'; metadata: { now: Date } };
export type UseDocumentAllowance = {
  type: 'UseDocumentAllowance';
  /** `document`: a later document of the case (the package filed from it, ADR 184); absent for its first. */
  data: { caseId: string; document?: 'small_claims' };
  metadata: { now: Date };
};

export type SubscriptionCommand =
  | StartSubscription
  | SyncSubscription
  | ScheduleCancellation
  | CancelNow
  | Reactivate
  | LeaveWithoutCard
  | ProvideCard
  | Supersede
  | UseDocumentAllowance;

type Existing = Exclude<Subscription, { status: 'none' }>;

const live = (state: Subscription): state is Existing =>
  state.status !== 'none' && state.status !== 'canceled';
const later = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/** Documents the plan still covers this period (Infinity for SuePro); 0 when the plan does not cover now. */
export function allowanceLeft(state: Subscription): number {
  if (state.status === 'none' || !COVERING_STATUSES.has(state.status)) return 0;
  if (state.documentsPerPeriod === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, state.documentsPerPeriod - state.usedThisPeriod);
}

function assertReason(reason: string | null): void {
  if (reason !== null && [...reason].length > CANCEL_REASON_MAX) {
    throw new ValidationError(`reason: must be at most ${CANCEL_REASON_MAX} characters`, {
      field: 'reason',
      code: InputErrorCode.TooLong,
      params: { max: CANCEL_REASON_MAX },
    });
  }
}

export function startSubscription(command: StartSubscription, state: Subscription): SubscriptionEvent[] {
  const { withoutCard, ...d } = command.data;
  if (state.status !== 'none') {
    // The same provider subscription recorded again (a double click, a retried request): nothing new happened.
    if (state.providerSubscriptionId === d.providerSubscriptionId) return [];
    throw new IllegalStateError(ALREADY_SUBSCRIBED_MESSAGE);
  }
  const at = command.metadata.now.toISOString();
  const events: SubscriptionEvent[] = [{ type: 'SubscriptionStarted', data: { ...d, startedAt: at } }];
  if (withoutCard && d.status === 'active') {
    events.push({
      type: 'SubscriptionLeftWithoutCard',
      data: {
        subscriptionId: d.subscriptionId,
        reason: 'free_month',
        endsAt: d.currentPeriodEnd,
        leftAt: at,
      },
    });
  }
  return events;
}

function endReason(state: Existing): SubscriptionEnded['data']['reason'] {
  if (state.withoutCard) return 'no_card';
  if (state.cancelAtPeriodEnd) return 'period_end';
  if (state.status === 'past_due' || state.status === 'unpaid') return 'payment_failed';
  if (state.status === 'incomplete') return 'trial_without_card';
  return 'canceled';
}

/**
 * Brings the stream in line with the provider's current object. Order-independent and idempotent: it compares
 * states, not event bodies, so duplicates and late deliveries add nothing, and nothing comes back after the end.
 */
export function syncSubscription(command: SyncSubscription, state: Subscription): SubscriptionEvent[] {
  if (!live(state)) return [];
  const p = command.data.snapshot;
  const at = command.metadata.now.toISOString();
  const subscriptionId = state.subscriptionId;
  if (p.status === 'canceled' || p.status === 'incomplete_expired') {
    return [
      {
        type: 'SubscriptionEnded',
        data: { subscriptionId, reason: endReason(state), cancellationReason: null, endedAt: at },
      },
    ];
  }
  const events: SubscriptionEvent[] = [];
  const period = { currentPeriodStart: p.currentPeriodStart, currentPeriodEnd: p.currentPeriodEnd };
  const newPeriod = later(p.currentPeriodStart, state.currentPeriodStart);
  if (p.status === 'trialing' || p.status === 'active') {
    if (state.status === 'incomplete') {
      if (p.cardSaved || p.status === 'active') {
        events.push({
          type: 'SubscriptionActivated',
          data: {
            subscriptionId,
            status: p.status,
            paymentMethodId: p.paymentMethodId,
            ...period,
            activatedAt: at,
          },
        });
      }
    } else if (p.status === 'active' && newPeriod) {
      events.push({
        type: 'SubscriptionRenewed',
        data: {
          subscriptionId,
          ...period,
          invoiceId: p.paidInvoice?.invoiceId ?? null,
          amountPaid: p.paidInvoice?.amountPaid ?? 0,
          renewedAt: at,
        },
      });
    } else if (
      p.status === 'active' &&
      (state.status === 'past_due' || state.status === 'unpaid' || state.status === 'trialing')
    ) {
      events.push({
        type: 'SubscriptionActivated',
        data: {
          subscriptionId,
          status: 'active',
          paymentMethodId: p.paymentMethodId,
          ...period,
          activatedAt: at,
        },
      });
    }
  } else if (p.status === 'past_due' || p.status === 'unpaid') {
    const attempt = p.failedInvoice?.attempt ?? state.failedAttempts + 1;
    if (state.status !== p.status || newPeriod || attempt > state.failedAttempts) {
      events.push({
        type: 'SubscriptionPaymentFailed',
        data: {
          subscriptionId,
          status: p.status,
          ...period,
          invoiceId: p.failedInvoice?.invoiceId ?? null,
          attempt,
          code: p.failedInvoice?.code ?? 'card_declined',
          message: p.failedInvoice?.message ?? 'Your card was declined.',
          nextAttemptAt: p.failedInvoice?.nextAttemptAt ?? null,
          failedAt: at,
        },
      });
    }
  }
  if (p.cancelAtPeriodEnd && !state.cancelAtPeriodEnd) {
    events.push({
      type: 'SubscriptionCancellationScheduled',
      data: { subscriptionId, reason: null, cancelAt: p.currentPeriodEnd, scheduledAt: at },
    });
  } else if (!p.cancelAtPeriodEnd && state.cancelAtPeriodEnd) {
    events.push({ type: 'SubscriptionReactivated', data: { subscriptionId, reactivatedAt: at } });
  }
  return events;
}

export function scheduleCancellation(
  command: ScheduleCancellation,
  state: Subscription,
): SubscriptionEvent[] {
  assertReason(command.data.reason);
  if (!live(state)) throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  // Set already (a double click). A plan ending only for want of a card is the owner's to cancel for good: a card
  // added later must not bring it back.
  if (state.cancelAtPeriodEnd && !state.withoutCard) return [];
  if (!COVERING_STATUSES.has(state.status)) {
    throw new IllegalStateError('Only an active or trialing subscription can be cancelled at period end');
  }
  return [
    {
      type: 'SubscriptionCancellationScheduled',
      data: {
        subscriptionId: state.subscriptionId,
        reason: command.data.reason,
        cancelAt: state.currentPeriodEnd,
        scheduledAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function cancelNow(command: CancelNow, state: Subscription): SubscriptionEvent[] {
  assertReason(command.data.reason);
  if (!live(state)) throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  return [
    {
      type: 'SubscriptionEnded',
      data: {
        subscriptionId: state.subscriptionId,
        reason: 'canceled',
        cancellationReason: command.data.reason,
        endedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function reactivate(command: Reactivate, state: Subscription): SubscriptionEvent[] {
  if (!live(state)) throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  if (!state.cancelAtPeriodEnd) throw new IllegalStateError(NOT_SET_TO_CANCEL_MESSAGE);
  // Renewing with nothing to charge would only make it past due (issue 27).
  if (command.data && !command.data.hasCard) throw new IllegalStateError(NEEDS_CARD_MESSAGE);
  return [
    {
      type: 'SubscriptionReactivated',
      data: { subscriptionId: state.subscriptionId, reactivatedAt: command.metadata.now.toISOString() },
    },
  ];
}

/**
 * The last card went: a trialing or active plan is set to end at its period end rather than fail to charge. A plan
 * already ending, or past due (its open invoice is what is missing), records nothing.
 */
export function leaveWithoutCard(command: LeaveWithoutCard, state: Subscription): SubscriptionEvent[] {
  if (!live(state) || state.cancelAtPeriodEnd || !COVERING_STATUSES.has(state.status)) return [];
  return [
    {
      type: 'SubscriptionLeftWithoutCard',
      data: {
        subscriptionId: state.subscriptionId,
        reason: 'card_removed',
        endsAt: state.currentPeriodEnd,
        leftAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/** A card arrived: a plan that was ending only for want of one continues; any other plan is unchanged. */
export function provideCard(command: ProvideCard, state: Subscription): SubscriptionEvent[] {
  if (!live(state) || !state.withoutCard) return [];
  return [
    {
      type: 'SubscriptionReactivated',
      data: { subscriptionId: state.subscriptionId, reactivatedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function supersede(command: Supersede, state: Subscription): SubscriptionEvent[] {
  if (!live(state)) return [];
  if (state.status !== 'incomplete') throw new IllegalStateError(ALREADY_SUBSCRIBED_MESSAGE);
  return [
    {
      type: 'SubscriptionEnded',
      data: {
        subscriptionId: state.subscriptionId,
        reason: 'superseded',
        cancellationReason: null,
        endedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function useDocumentAllowance(
  command: UseDocumentAllowance,
  state: Subscription,
): DocumentAllowanceUsed[] {
  if (state.status === 'none') throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  const { caseId, document } = command.data;
  if (state.coveredCases.includes(coveredKey(caseId, document))) return []; // covered once
  if (allowanceLeft(state) <= 0) throw new IllegalStateError('No documents left in this billing period');
  return [
    {
      type: 'DocumentAllowanceUsed',
      data: {
        subscriptionId: state.subscriptionId,
        caseId,
        ...(document ? { document } : {}),
        periodStart: state.currentPeriodStart,
        usedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decideSubscription(command: SubscriptionCommand, state: Subscription): SubscriptionEvent[] {
  switch (command.type) {
    case 'StartSubscription':
      return startSubscription(command, state);
    case 'SyncSubscription':
      return syncSubscription(command, state);
    case 'ScheduleCancellation':
      return scheduleCancellation(command, state);
    case 'CancelNow':
      return cancelNow(command, state);
    case 'Reactivate':
      return reactivate(command, state);
    case 'LeaveWithoutCard':
      return leaveWithoutCard(command, state);
    case 'ProvideCard':
      return provideCard(command, state);
    case 'Supersede':
      return supersede(command, state);
    case 'UseDocumentAllowance':
      return useDocumentAllowance(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}

export type { PlanId };
