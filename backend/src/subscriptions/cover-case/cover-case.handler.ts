import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { decideOnCase } from '../../case-file/index';
import { AppError, NotFoundError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { execSql } from '../../database/sql';
import { handleCommand } from '../../event-store/handle-command';
import { subscriptionDecider } from '../subscription.decider';
import { COVERING_STATUSES, subscriptionStreamId, type SubscriptionStatus } from '../subscription.events';
import { SubscriptionQueries } from '../subscription-queries';
import type { CaseCoverer } from '../../case-file/index';
import { UserAccounts } from '../../identity/index';
import { needsNoCard } from '../../pricing/index';
import { CoverCaseBySubscriptionCommand } from './cover-case.command';

/**
 * Covered cases (DESIGN §8): in one transaction, DocumentAllowanceUsed on the subscription stream and
 * CaseCoveredBySubscription on the case stream. The subscription's stream is locked for the transaction
 * (advisory lock on its id), so parallel case creations take the allowance one at a time: with 3 documents left,
 * exactly 3 are covered and the rest stay `pending` for checkout (docs/adr/061).
 */
@CommandHandler(CoverCaseBySubscriptionCommand)
export class CoverCaseBySubscriptionHandler implements ICommandHandler<CoverCaseBySubscriptionCommand>, CaseCoverer {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly queries: SubscriptionQueries,
    private readonly accounts: UserAccounts,
  ) {}

  /** The cases context's port: a new case is covered by its owner's plan when the plan has documents left. */
  cover(caseId: string, actor: { id: string; role: string }) {
    return this.execute(new CoverCaseBySubscriptionCommand(caseId, actor));
  }

  async execute({ caseId, actor, now }: CoverCaseBySubscriptionCommand) {
    const row = await this.queries.current(actor.id);
    if (!row || !COVERING_STATUSES.has(row.status as SubscriptionStatus))
      return { covered: false, position: null };
    // A free month (no card) covers a document only for a verified email (ADR 210): until then it waits, pending.
    if (needsNoCard(row.promo_code) && !(await this.accounts.emailVerified(actor.id)))
      return { covered: false, position: null };
    const streamId = subscriptionStreamId(row.id);
    try {
      return await this.dataSource.transaction(async (tx) => {
        await execSql(tx, `SELECT pg_advisory_xact_lock(hashtext($1))`, [streamId]);
        const state = (
          await handleCommand(
            this.store,
            streamId,
            subscriptionDecider,
            { type: 'UseDocumentAllowance', data: { caseId }, metadata: { now } },
            {
              tx,
              metadata: { actor },
            },
          )
        ).state;
        if (state.status === 'none' || state.userId !== actor.id)
          throw new NotFoundError('Subscription not found');
        const covered = await decideOnCase(
          this.store,
          caseId,
          {
            type: 'CoverCaseBySubscription',
            data: { caseId, subscriptionId: row.id, plan: state.plan },
            metadata: { now },
          },
          { tx, metadata: { actor } },
        );
        return { covered: true, position: covered.position };
      });
    } catch (error) {
      // No allowance left, or a plan that does not cover right now: the case goes to checkout like anyone's.
      if (error instanceof AppError) return { covered: false, position: null };
      throw error;
    }
  }
}
