import type { ChargeEvent } from './charge.events';

/** A charge as the decider sees it. */
export type Charge =
  | { status: 'none' }
  | {
      status: 'paid' | 'partially_refunded' | 'refunded';
      chargeId: string;
      userId: string;
      amount: number;
      currency: string;
      description: string;
      refunded: number;
      refundIds: readonly string[];
    };

export const initialChargeState = (): Charge => ({ status: 'none' });

export function evolveCharge(state: Charge, event: ChargeEvent): Charge {
  switch (event.type) {
    case 'ChargeSucceeded': {
      const d = event.data;
      return {
        status: 'paid',
        chargeId: d.chargeId,
        userId: d.userId,
        amount: d.amount,
        currency: d.currency,
        description: d.description,
        refunded: 0,
        refundIds: [],
      };
    }
    case 'ChargeRefunded': {
      if (state.status === 'none') return state;
      const refunded = state.refunded + event.data.amount;
      return {
        ...state,
        status: refunded >= state.amount ? 'refunded' : 'partially_refunded',
        refunded,
        refundIds: [...state.refundIds, event.data.refundId],
      };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
