import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';
import { SUBSCRIPTIONS_VIEW } from '../read-models/subscriptions/subscriptions.projection';
import { CustomerKeys } from './customer-keys';

/** What a customer gets once: the free trial, or one promo code (`promo:SUEGOFREE`). */
export type Benefit = 'trial' | `promo:${string}`;

export interface ClaimRequest {
  benefit: Benefit;
  /** The subscription the benefit goes to: the same one again (a retry) keeps it. */
  subscriptionId: string;
  /** A subscription this one replaces before it ever got a card: its benefit carries over. */
  replaces: string | null;
}

/**
 * Once per customer (issue 22 point 3, ADR 145): a benefit is claimed for a customer key by one atomic insert, so
 * parallel sign-ups under `ana+1@…` and `ana+2@…` give it once. The claim is never released: a trial offered and
 * not taken up (no card saved before it ended) counts as had, like a Stripe trial that was started.
 */
@Injectable()
export class BenefitClaims {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: CustomerKeys,
  ) {}

  /**
   * True when the account's email has not had `benefit` yet (nothing is written). Looks under both keys: today's
   * normalisation and ADR 145's, which claims made before issue 37 are stored under.
   */
  async available(email: string, benefit: Benefit, target: DataSource | EntityManager = this.dataSource): Promise<boolean> {
    const { rows } = await execSql(
      target,
      `SELECT 1 FROM customer_benefit_claims WHERE customer_key = ANY($1::bytea[]) AND benefit = $2`,
      [this.keys.ofEmailAllKeys(email), benefit],
    );
    return rows.length === 0;
  }

  /**
   * Claims `benefit` for the account's email; false when this person had it for another subscription. A claim
   * stored under the old key (ADR 145's normalisation) counts as this person's: it is answered, never duplicated.
   */
  claimForEmail(email: string, request: ClaimRequest, target?: EntityManager): Promise<boolean> {
    const [key, ...legacy] = this.keys.ofEmailAllKeys(email);
    return this.claim(key!, request, target, legacy);
  }

  /** Claims `benefit` for a card (Stripe's fingerprint); false when that card had it for another subscription. */
  claimForCard(fingerprint: string, request: ClaimRequest, target?: EntityManager): Promise<boolean> {
    return this.claim(this.keys.ofCard(fingerprint), request, target);
  }

  private async claim(
    key: Buffer,
    { benefit, subscriptionId, replaces }: ClaimRequest,
    target?: EntityManager,
    legacy: Buffer[] = [],
  ) {
    const run = async (tx: EntityManager) => {
      for (const old of legacy) {
        const { rows } = await execSql(
          tx,
          `SELECT 1 FROM customer_benefit_claims WHERE customer_key = $1 AND benefit = $2`,
          [old, benefit],
        );
        if (rows.length > 0) return this.holds(tx, old, benefit, subscriptionId, replaces);
      }
      const { rowCount } = await execSql(
        tx,
        `INSERT INTO customer_benefit_claims (customer_key, benefit, subscription_id) VALUES ($1, $2, $3)
         ON CONFLICT (customer_key, benefit) DO NOTHING`,
        [key, benefit, subscriptionId],
      );
      if (rowCount > 0) return true;
      return this.holds(tx, key, benefit, subscriptionId, replaces);
    };
    return target ? run(target) : this.dataSource.transaction(run);
  }

  /** An existing claim: this subscription's (a retry), taken over from the one it replaces, or someone else's. */
  private async holds(
    tx: EntityManager,
    key: Buffer,
    benefit: Benefit,
    subscriptionId: string,
    replaces: string | null,
  ): Promise<boolean> {
    const { rows } = await execSql<{ subscription_id: string | null }>(
      tx,
      `SELECT subscription_id FROM customer_benefit_claims WHERE customer_key = $1 AND benefit = $2 FOR UPDATE`,
      [key, benefit],
    );
    const holder = rows[0]?.subscription_id ?? null;
    if (holder === subscriptionId) return true;
    if (holder === null || replaces === null || holder !== replaces) return false;
    await execSql(
      tx,
      `UPDATE customer_benefit_claims SET subscription_id = $3 WHERE customer_key = $1 AND benefit = $2`,
      [key, benefit, subscriptionId],
    );
    return true;
  }

  /** Account deletion: the claims stay (that is their purpose) but no longer name the account's subscriptions. */
  async forgetAccount(userId: string, tx: EntityManager): Promise<void> {
    await execSql(
      tx,
      `UPDATE customer_benefit_claims SET subscription_id = NULL
        WHERE subscription_id IN (SELECT id FROM ${SUBSCRIPTIONS_VIEW} WHERE user_id = $1)`,
      [userId],
    );
  }
}
