import type { PlanId } from '../pricing/index';
import { coveredKey, type SubscriptionEvent, type SubscriptionStatus } from './subscription.events';

/** The subscription as the decider sees it. */
export type Subscription =
  | { status: 'none' }
  | {
      status: SubscriptionStatus;
      subscriptionId: string;
      userId: string;
      plan: PlanId;
      documentsPerPeriod: number | null;
      providerSubscriptionId: string;
      providerCustomerId: string;
      setupIntentId: string | null;
      promoCode: string | null;
      currentPeriodStart: string;
      currentPeriodEnd: string;
      trialEnd: string | null;
      cancelAtPeriodEnd: boolean;
      /** Set to end at period end because there is no card to charge (SubscriptionLeftWithoutCard). */
      withoutCard: boolean;
      failedAttempts: number;
      /** Cases covered in the current period. */
      usedThisPeriod: number;
      /** Every case the plan ever covered (a case is covered once). */
      coveredCases: readonly string[];
    };

export const initialSubscriptionState = (): Subscription => ({ status: 'none' });

export function evolveSubscription(state: Subscription, event: SubscriptionEvent): Subscription {
  if (event.type === 'SubscriptionStarted') {
    const d = event.data;
    return {
      status: d.status,
      subscriptionId: d.subscriptionId,
      userId: d.userId,
      plan: d.plan,
      documentsPerPeriod: d.documentsPerPeriod,
      providerSubscriptionId: d.providerSubscriptionId,
      providerCustomerId: d.providerCustomerId,
      setupIntentId: d.setupIntentId,
      promoCode: d.promoCode,
      currentPeriodStart: d.currentPeriodStart,
      currentPeriodEnd: d.currentPeriodEnd,
      trialEnd: d.trialEnd,
      cancelAtPeriodEnd: false,
      withoutCard: false,
      failedAttempts: 0,
      usedThisPeriod: 0,
      coveredCases: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SubscriptionActivated': {
      const { status, currentPeriodStart, currentPeriodEnd } = event.data;
      const samePeriod = currentPeriodStart === state.currentPeriodStart;
      return {
        ...state,
        status,
        currentPeriodStart,
        currentPeriodEnd,
        failedAttempts: 0,
        usedThisPeriod: samePeriod ? state.usedThisPeriod : 0,
      };
    }
    case 'SubscriptionRenewed': {
      const { currentPeriodStart, currentPeriodEnd } = event.data;
      const samePeriod = currentPeriodStart === state.currentPeriodStart;
      return {
        ...state,
        status: 'active',
        currentPeriodStart,
        currentPeriodEnd,
        trialEnd: null,
        failedAttempts: 0,
        usedThisPeriod: samePeriod ? state.usedThisPeriod : 0,
      };
    }
    case 'SubscriptionPaymentFailed': {
      const { status, currentPeriodStart, currentPeriodEnd, attempt } = event.data;
      const samePeriod = currentPeriodStart === state.currentPeriodStart;
      return {
        ...state,
        status,
        currentPeriodStart,
        currentPeriodEnd,
        trialEnd: null,
        failedAttempts: attempt,
        usedThisPeriod: samePeriod ? state.usedThisPeriod : 0,
      };
    }
    case 'SubscriptionCancellationScheduled':
      return { ...state, cancelAtPeriodEnd: true, withoutCard: false };
    case 'SubscriptionLeftWithoutCard':
      return { ...state, cancelAtPeriodEnd: true, withoutCard: true };
    case 'SubscriptionReactivated':
      return { ...state, cancelAtPeriodEnd: false, withoutCard: false };
    case 'SubscriptionEnded':
      return { ...state, status: 'canceled', cancelAtPeriodEnd: false };
    case 'DocumentAllowanceUsed': {
      const current = event.data.periodStart === state.currentPeriodStart;
      return {
        ...state,
        usedThisPeriod: current ? state.usedThisPeriod + 1 : state.usedThisPeriod,
        coveredCases: [...state.coveredCases, coveredKey(event.data.caseId, event.data.document)],
      };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
