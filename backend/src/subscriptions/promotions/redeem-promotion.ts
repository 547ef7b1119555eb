import type { DataSource, EntityManager } from 'typeorm';
import { IllegalStateError } from '../../common/errors';
import type { EventStore, Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { execSql } from '../../database/sql';
import { ALREADY_REDEEMED_MESSAGE, promotionDecider, promotionStreamId, type RedeemPromotion } from './promotion';

/**
 * Redeems a promo code for a subscription: one stream per code, written under a transaction-level advisory lock
 * on it, so parallel redemptions queue instead of failing on the version check, and the decider sees every
 * earlier one (once per account, at most `maxRedemptions`). `oncePerCustomer` claims the code for the customer in
 * the same transaction (false: they had it under another account, ADR 145). Throws IllegalStateError (409).
 */
export async function redeemPromotionOnce(
  store: EventStore,
  dataSource: DataSource,
  command: RedeemPromotion,
  actor: { id: string; role: string },
  oncePerCustomer: (tx: EntityManager) => Promise<boolean> = async () => true,
): Promise<Position | null> {
  const streamId = promotionStreamId(command.data.code);
  return dataSource.transaction(async (tx) => {
    await execSql(tx, `SELECT pg_advisory_xact_lock(hashtext($1))`, [streamId]);
    if (!(await oncePerCustomer(tx))) throw new IllegalStateError(ALREADY_REDEEMED_MESSAGE);
    const result = await handleCommand(store, streamId, promotionDecider, command, {
      tx,
      metadata: { actor },
    });
    return result.position;
  });
}
