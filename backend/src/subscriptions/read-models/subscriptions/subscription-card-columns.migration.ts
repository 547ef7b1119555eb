import type { MigrationInterface, QueryRunner } from 'typeorm';
import { activeTable, withViewRecreated } from '../../../event-store/projection/read-model-migrations';

/**
 * Issue 27 adds two columns to `rm_subscriptions`: `without_card` (the plan ends at period end for want of a card)
 * and `end_reason`. New databases get them from `createTable`; this adds them to a live table in place. Rows
 * written before have no such events, so `false` and NULL are their true values (no rebuild needed).
 */
export class AddSubscriptionCardColumns1796800000000 implements MigrationInterface {
  name = 'AddSubscriptionCardColumns1796800000000';

  async up(q: QueryRunner): Promise<void> {
    const subscriptions = await activeTable(q, 'subscriptions');
    if (!subscriptions) return;
    await withViewRecreated(q, subscriptions, async (t) => {
      await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS without_card boolean NOT NULL DEFAULT false`);
      await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS end_reason text NULL`);
    });
  }

  async down(): Promise<void> {
    // Kept: dropping columns a running version reads would break it.
  }
}
