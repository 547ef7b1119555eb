import type { SubscriptionEvent } from '../../subscription.events';
import { columnPolicy } from '../../../event-store/sealed-columns';

/**
 * The reason a person gave for cancelling is sealed under their key (docs/adr/127): it is free text. Plans,
 * statuses, the provider's ids, codes and dates stay readable (billing needs them for 7 years, ADR 124).
 */
export const SUBSCRIPTION_COLUMNS = columnPolicy<{ user_id: string }>({
  table: 'rm_subscriptions',
  subject: (row) => row.user_id,
  sealed: { cancellation_reason: 'text' },
  // Provider ids, codes and the provider's own decline message (no text the person wrote).
  plain: [
    'stripe_subscription_id',
    'stripe_customer_id',
    'stripe_price_id',
    'status',
    'plan',
    'promo_code',
    'setup_intent_id',
    'last_failure_message',
    'end_reason',
  ],
});

/** One row of the `rm_subscriptions` read table (spec §3 subscriptions), in column names. */
export interface SubscriptionRow {
  id: string;
  user_id: string;
  stripe_subscription_id: string;
  stripe_customer_id: string;
  /** The plan's price id (the plan id; the provider's price id when Stripe is configured). */
  stripe_price_id: string;
  status: string;
  plan: string;
  amount: number;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  /** Set to end at period end for want of a card (SubscriptionLeftWithoutCard); a card keeps it. */
  without_card: boolean;
  trial_end: string | null;
  promo_code: string | null;
  setup_intent_id: string | null;
  documents_per_period: number | null;
  documents_used: number;
  cancellation_reason: string | null;
  last_failure_message: string | null;
  next_payment_attempt: string | null;
  ended_at: string | null;
  /** Why it ended (SubscriptionEnded's reason), e.g. no_card. */
  end_reason: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** Folds one subscription event into its row. Pure; skips events at or below the row's version (replays). */
export function evolveSubscriptionRow(
  row: SubscriptionRow | undefined,
  event: SubscriptionEvent,
  position: number,
): SubscriptionRow | undefined {
  if (row && position <= row.version) return row;
  if (event.type === 'SubscriptionStarted') {
    const d = event.data;
    return {
      id: d.subscriptionId,
      user_id: d.userId,
      stripe_subscription_id: d.providerSubscriptionId,
      stripe_customer_id: d.providerCustomerId,
      stripe_price_id: d.plan,
      status: d.status,
      plan: d.plan,
      amount: d.amount,
      current_period_start: d.currentPeriodStart,
      current_period_end: d.currentPeriodEnd,
      cancel_at_period_end: false,
      without_card: false,
      trial_end: d.trialEnd,
      promo_code: d.promoCode,
      setup_intent_id: d.setupIntentId,
      documents_per_period: d.documentsPerPeriod,
      documents_used: 0,
      cancellation_reason: null,
      last_failure_message: null,
      next_payment_attempt: null,
      ended_at: null,
      end_reason: null,
      version: position,
      created_at: d.startedAt,
      updated_at: d.startedAt,
    };
  }
  if (!row) return row;
  const base = { ...row, version: position };
  const period = (start: string, end: string) => ({
    current_period_start: start,
    current_period_end: end,
    documents_used: start === row.current_period_start ? row.documents_used : 0,
  });
  switch (event.type) {
    case 'SubscriptionActivated': {
      const d = event.data;
      return {
        ...base,
        ...period(d.currentPeriodStart, d.currentPeriodEnd),
        status: d.status,
        last_failure_message: null,
        next_payment_attempt: null,
        updated_at: d.activatedAt,
      };
    }
    case 'SubscriptionRenewed': {
      const d = event.data;
      return {
        ...base,
        ...period(d.currentPeriodStart, d.currentPeriodEnd),
        status: 'active',
        trial_end: null,
        last_failure_message: null,
        next_payment_attempt: null,
        updated_at: d.renewedAt,
      };
    }
    case 'SubscriptionPaymentFailed': {
      const d = event.data;
      return {
        ...base,
        ...period(d.currentPeriodStart, d.currentPeriodEnd),
        status: d.status,
        trial_end: null,
        last_failure_message: d.message,
        next_payment_attempt: d.nextAttemptAt,
        updated_at: d.failedAt,
      };
    }
    case 'SubscriptionCancellationScheduled':
      return {
        ...base,
        cancel_at_period_end: true,
        without_card: false,
        cancellation_reason: event.data.reason,
        updated_at: event.data.scheduledAt,
      };
    case 'SubscriptionLeftWithoutCard':
      return { ...base, cancel_at_period_end: true, without_card: true, updated_at: event.data.leftAt };
    case 'SubscriptionReactivated':
      return {
        ...base,
        cancel_at_period_end: false,
        without_card: false,
        cancellation_reason: null,
        updated_at: event.data.reactivatedAt,
      };
    case 'SubscriptionEnded':
      return {
        ...base,
        status: 'canceled',
        cancel_at_period_end: false,
        cancellation_reason: event.data.cancellationReason ?? row.cancellation_reason,
        ended_at: event.data.endedAt,
        end_reason: event.data.reason,
        updated_at: event.data.endedAt,
      };
    case 'DocumentAllowanceUsed': {
      const current = event.data.periodStart === row.current_period_start;
      return {
        ...base,
        documents_used: current ? row.documents_used + 1 : row.documents_used,
        updated_at: event.data.usedAt,
      };
    }
    default: {
      const _exhaustive: never = event;
      return row;
    }
  }
}
