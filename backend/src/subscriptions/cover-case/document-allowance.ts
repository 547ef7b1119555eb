import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { subscriptionDecider } from '../subscription.decider';
import { COVERING_STATUSES, subscriptionStreamId, type SubscriptionStatus } from '../subscription.events';
import { SubscriptionQueries } from '../subscription-queries';

/** The plan that covered a later document of a case. */
export interface PlanCoverage {
  subscriptionId: string;
  plan: 'suego' | 'suepro';
}

/**
 * A later document of a case covered by its owner's plan (the small-claims package filed from a case, ADR 184): one
 * document of a SueGo period's allowance, nothing counted for SuePro's unlimited one. Runs inside the caller's
 * transaction under the subscription's advisory lock (ADR 061), so the allowance and the caller's own events are
 * written together or not at all; the same case's package is counted once however often it is asked.
 */
@Injectable()
export class DocumentAllowance {
  constructor(
    private readonly store: EventStore,
    private readonly queries: SubscriptionQueries,
  ) {}

  /** Whether the owner's plan would cover one more document now (a read: the spend decides again under the lock). */
  async covers(userId: string): Promise<boolean> {
    const row = await this.queries.current(userId);
    if (!row || !COVERING_STATUSES.has(row.status as SubscriptionStatus)) return false;
    return row.documents_per_period === null || Number(row.documents_used) < Number(row.documents_per_period);
  }

  /** Spends one document for `caseId`'s `document` in `tx`; null when no plan covers it now (nothing written). */
  async spend(
    tx: EntityManager,
    userId: string,
    caseId: string,
    document: 'small_claims',
    now: Date,
  ): Promise<PlanCoverage | null> {
    const row = await this.queries.current(userId);
    if (!row || !COVERING_STATUSES.has(row.status as SubscriptionStatus)) return null;
    const streamId = subscriptionStreamId(row.id);
    await execSql(tx, `SELECT pg_advisory_xact_lock(hashtext($1))`, [streamId]);
    try {
      const result = await handleCommand(
        this.store,
        streamId,
        subscriptionDecider,
        { type: 'UseDocumentAllowance', data: { caseId, document }, metadata: { now } },
        { tx, metadata: { actor: { id: userId, role: 'user' } } },
      );
      if (result.state.status === 'none' || result.state.userId !== userId) return null;
      return { subscriptionId: row.id, plan: result.state.plan };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }
}
