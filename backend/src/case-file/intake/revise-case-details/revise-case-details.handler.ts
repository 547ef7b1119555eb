import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { assertOwner } from '../../../identity/index';
import type { Role } from '../../../identity/index';
import { JobsService } from '../../../jobs/jobs.service';
import type { Case } from '../../case';
import { caseDecider } from '../../case.decider';
import { caseStreamId } from '../../case.events';
import {
  CANCEL_PAYMENT_INTENT_ATTEMPTS,
  CANCEL_PAYMENT_INTENT_JOB,
  type CancelPaymentIntentPayload,
} from '../../checkout/cancel-payment-intent.job-type';
import { ReviseCaseDetailsCommand } from './revise-case-details.command';

@CommandHandler(ReviseCaseDetailsCommand)
export class ReviseCaseDetailsHandler implements ICommandHandler<ReviseCaseDetailsCommand> {
  constructor(
    private readonly events: EventStore,
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {}

  async execute(command: ReviseCaseDetailsCommand) {
    const ownerChecked = {
      ...caseDecider,
      // Ownership is checked on the same state the decision uses: another user's case is "not found".
      decide: (cmd: Parameters<typeof caseDecider.decide>[0], state: Case) => {
        assertOwner({ id: command.actor.id, role: command.actor.role as Role }, state.status === 'none' ? null : state.userId, 'Case not found');
        return caseDecider.decide(cmd, state);
      },
    };
    // A revision that changes the price cancels the open checkout; the provider-side cancellation is a job
    // committed with the events, so a crash cannot leave the old price payable for long.
    const result = await this.dataSource.transaction(async (tx) => {
      const decided = await handleCommand(
        this.events,
        caseStreamId(command.caseId),
        ownerChecked,
        { type: 'ReviseCaseDetails', data: { caseId: command.caseId, details: command.details }, metadata: { now: command.now } },
        { metadata: { actor: command.actor }, tx },
      );
      for (const event of decided.events) {
        if (event.type !== 'CheckoutCanceled') continue;
        const { caseId, paymentIntentId } = event.data;
        await this.jobs.enqueue<CancelPaymentIntentPayload>(tx, {
          type: CANCEL_PAYMENT_INTENT_JOB,
          payload: { caseId, paymentIntentId },
          idempotencyKey: `${CANCEL_PAYMENT_INTENT_JOB}:${paymentIntentId}`,
          maxAttempts: CANCEL_PAYMENT_INTENT_ATTEMPTS,
        });
      }
      return decided;
    });
    return { position: result.position };
  }
}
