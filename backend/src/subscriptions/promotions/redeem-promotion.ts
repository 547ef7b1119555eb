import type { DataSource } from 'typeorm';
import type { EventStore, Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { execSql } from '../../database/sql';
import { promotionDecider, promotionStreamId, type RedeemPromotion } from './promotion';

/**
 * Redeems a promo code for a subscription: one stream per code, written under a transaction-level advisory lock
 * on it, so parallel redemptions queue instead of failing on the version check, and the decider sees every
 * earlier one (once per account, at most `maxRedemptions`). Throws the decider's IllegalStateError (409).
 */
export async function redeemPromotionOnce(
  store: EventStore,
  dataSource: DataSource,
  command: RedeemPromotion,
  actor: { id: string; role: string },
): Promise<Position | null> {
  const streamId = promotionStreamId(command.data.code);
  return dataSource.transaction(async (tx) => {
    await execSql(tx, `SELECT pg_advisory_xact_lock(hashtext($1))`, [streamId]);
    const result = await handleCommand(store, streamId, promotionDecider, command, {
      tx,
      metadata: { actor },
    });
    return result.position;
  });
}
