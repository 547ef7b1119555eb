import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { caseStreamId } from '../../case.events';
import { foldCase } from '../../load-case';
import { EventStore, type RecordedEvent } from '../../../event-store/event-store';
import type { Subscription } from '../../../event-store/subscriptions/subscription';
import { JobsService } from '../../../jobs/jobs.service';
import { GENERATE_DOCUMENT_JOB } from './document-event-ids';
import type { GenerateDocumentPayload } from './generate-document.job';

/**
 * Attempts of one generate-document job before it is left for the owner's retry. A crashed worker's claim counts
 * as an attempt too (a job that kills its worker must not loop forever), so leave room for a few crashes.
 */
export const GENERATE_DOCUMENT_ATTEMPTS = 8;

/**
 * RequestDocumentWhenCasePaid: the persisted process manager between payment and document (DESIGN §4). On
 * PaymentSucceeded or CaseCoveredBySubscription it enqueues a generate-document job in the same transaction as
 * its checkpoint, keyed by the triggering event id, so a crash anywhere yields exactly one job per payment.
 */
@Injectable()
export class RequestDocumentWhenCasePaid implements Subscription {
  readonly name = 'pm_payment_document';
  readonly kind = 'process-manager' as const;
  readonly handles = ['PaymentSucceeded', 'CaseCoveredBySubscription'] as const;
  readonly batchSize = 100;

  constructor(
    private readonly jobs: JobsService,
    private readonly store: EventStore,
  ) {}

  async handle(events: RecordedEvent[], tx: EntityManager): Promise<void> {
    for (const event of events) {
      const { caseId } = event.data as { caseId: string };
      // The owner's jobs take turns with everyone else's (fair ordering by user).
      const owner = foldCase(await this.store.readStream(caseStreamId(caseId), { tx }));
      await this.jobs.enqueue<GenerateDocumentPayload>(tx, {
        type: GENERATE_DOCUMENT_JOB,
        payload: { caseId },
        idempotencyKey: `${GENERATE_DOCUMENT_JOB}:${event.eventId}`,
        maxAttempts: GENERATE_DOCUMENT_ATTEMPTS,
        fairKey: owner.status === 'none' ? null : owner.userId,
      });
    }
  }
}
