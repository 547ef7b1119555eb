import { deterministicUuid } from '../../common/deterministic-uuid';
import { InputErrorCode, ValidationError } from '../../common/errors';
import type { Decider } from '../../event-store/handle-command';
import type { AttorneySearchAccessPurchased, AttorneySearchEvent } from './attorney-search.events';

/** A user's one-time attorney search access as the decider sees it. */
export interface AttorneySearchAccess {
  /** Intents already recorded (a payment is recorded once however often it is reported). */
  paymentIntents: readonly string[];
  /** ISO instant the purchased access ends; null before the first purchase. */
  validUntil: string | null;
}

export const initialAttorneySearchAccess = (): AttorneySearchAccess => ({
  paymentIntents: [],
  validUntil: null,
});

export function evolveAttorneySearchAccess(
  state: AttorneySearchAccess,
  event: AttorneySearchEvent,
): AttorneySearchAccess {
  switch (event.type) {
    case 'AttorneySearchAccessPurchased':
      return {
        paymentIntents: [...state.paymentIntents, event.data.paymentIntentId],
        validUntil: event.data.validUntil,
      };
    default: {
      const _exhaustive: never = event.type;
      return state;
    }
  }
}

/** The provider says an attorney search intent succeeded (re-fetched, amount as received). */
export type RecordAttorneySearchPurchase = {
  type: 'RecordAttorneySearchPurchase';
  data: { userId: string; paymentIntentId: string; amount: number; accessDays: number };
  metadata: { now: Date };
};

export type AttorneySearchCommand = RecordAttorneySearchPurchase;

const DAY_MS = 24 * 60 * 60 * 1000;

export function recordAttorneySearchPurchase(
  command: RecordAttorneySearchPurchase,
  state: AttorneySearchAccess,
): AttorneySearchAccessPurchased[] {
  const { userId, paymentIntentId, amount, accessDays } = command.data;
  if (state.paymentIntents.includes(paymentIntentId)) return []; // reported again: recorded once
  if (!Number.isInteger(accessDays) || accessDays <= 0)
    throw new ValidationError('accessDays must be a positive number of days', {
      field: 'accessDays',
      code: InputErrorCode.OutOfRange,
    });
  const now = command.metadata.now;
  const running =
    state.validUntil !== null && new Date(state.validUntil) > now ? new Date(state.validUntil) : now;
  return [
    {
      type: 'AttorneySearchAccessPurchased',
      data: {
        userId,
        paymentIntentId,
        amount,
        currency: 'usd',
        accessDays,
        validFrom: running.toISOString(),
        validUntil: new Date(running.getTime() + accessDays * DAY_MS).toISOString(),
        purchasedAt: now.toISOString(),
      },
    },
  ];
}

export function decideAttorneySearch(
  command: AttorneySearchCommand,
  state: AttorneySearchAccess,
): AttorneySearchEvent[] {
  switch (command.type) {
    case 'RecordAttorneySearchPurchase':
      return recordAttorneySearchPurchase(command, state);
    default: {
      const _exhaustive: never = command.type;
      throw new Error('Unknown command');
    }
  }
}

export const attorneySearchDecider: Decider<
  AttorneySearchCommand,
  AttorneySearchAccess,
  AttorneySearchEvent
> = {
  decide: decideAttorneySearch,
  evolve: evolveAttorneySearchAccess,
  initialState: initialAttorneySearchAccess,
};

/** One purchase event per intent, whatever reports it (a webhook, a sandbox confirmation, a reconciliation). */
export const attorneySearchPurchaseEventId = (paymentIntentId: string) =>
  deterministicUuid(`AttorneySearchAccessPurchased:${paymentIntentId}`);
