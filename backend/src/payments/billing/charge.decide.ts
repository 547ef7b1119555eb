import { IllegalStateError, NotFoundError } from '../../common/errors';
import type { Decider } from '../../event-store/handle-command';
import { evolveCharge, initialChargeState, type Charge } from './charge';
import {
  refundIdOf,
  type ChargeEvent,
  type ChargeRefunded,
  type ChargeSucceeded,
} from './charge.events';

/** Record a charge the provider reported (the receipt number is taken before deciding: retries re-run decide). */
export type RecordCharge = {
  type: 'RecordCharge';
  data: Omit<ChargeSucceeded['data'], 'chargedAt'>;
  metadata: { now: Date };
};

/** Record money given back for a charge; `amount` in cents, at most what is left of it. */
export type RecordRefund = {
  type: 'RecordRefund';
  data: {
    chargeId: string;
    providerRefundId: string | null;
    amount: number;
    reason: string | null;
    receiptNumber: string;
  };
  metadata: { now: Date };
};

export type ChargeCommand = RecordCharge | RecordRefund;

export const NO_SUCH_CHARGE_MESSAGE = 'No such charge';

/** Idempotent: the same charge reported again (another event about the same payment, a retry) records nothing. */
export function recordCharge(command: RecordCharge, state: Charge): ChargeSucceeded[] {
  if (state.status !== 'none') return [];
  return [
    { type: 'ChargeSucceeded', data: { ...command.data, chargedAt: command.metadata.now.toISOString() } },
  ];
}

/** Idempotent per provider refund; never gives back more than was taken. */
export function recordRefund(command: RecordRefund, state: Charge): ChargeRefunded[] {
  if (state.status === 'none') throw new NotFoundError(NO_SUCH_CHARGE_MESSAGE);
  const d = command.data;
  const refundId = refundIdOf(state.chargeId, d.providerRefundId);
  if (state.refundIds.includes(refundId)) return [];
  if (!Number.isInteger(d.amount) || d.amount <= 0 || d.amount > state.amount - state.refunded) {
    throw new IllegalStateError(
      `A refund of ${d.amount} cents does not fit what is left of the charge (${state.amount - state.refunded})`,
    );
  }
  return [
    {
      type: 'ChargeRefunded',
      data: {
        chargeId: state.chargeId,
        refundId,
        userId: state.userId,
        providerRefundId: d.providerRefundId,
        amount: d.amount,
        currency: state.currency,
        reason: d.reason,
        description: `Refund: ${state.description}`,
        receiptNumber: d.receiptNumber,
        refundedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decideCharge(command: ChargeCommand, state: Charge): ChargeEvent[] {
  switch (command.type) {
    case 'RecordCharge':
      return recordCharge(command, state);
    case 'RecordRefund':
      return recordRefund(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}

export const chargeDecider: Decider<ChargeCommand, Charge, ChargeEvent> = {
  decide: decideCharge,
  evolve: evolveCharge,
  initialState: initialChargeState,
};
