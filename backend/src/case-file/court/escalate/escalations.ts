import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CASE_ID } from '../../intake/get-case/case-queries';
import { caseEventSchemaVersion, caseStreamId } from '../../case.events';
import { IllegalStateError } from '../../../common/errors';
import { EventStore, type Position } from '../../../event-store/event-store';
import { handleCommand, type HandleCommandOptions } from '../../../event-store/handle-command';
import { ProviderEventHandler, PaymentGateway, type GatewayPaymentIntent } from '../../../payments/index';
import { CheckoutCustomers } from '../../checkout/checkout-customer.port';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from '../court';
import { draftPackageFromCase } from './escalation-draft';
import {
  assertEscalatable,
  escalationDecider,
  escalationPackage,
  escalationPrice,
  type RequestEscalation,
} from './escalation.decide';
import { ESCALATION_PURPOSE, escalationIds } from './escalation-event-ids';
import type { CaseFileEvent } from '../../case-file.events';

const PAYABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/** The case stream as the court decider folds it. */
export async function loadCaseCourt(store: EventStore, caseId: string): Promise<CaseCourt> {
  const events = CASE_ID.test(caseId) ? await store.readStream(caseStreamId(caseId)) : [];
  return events.reduce((s, e) => evolveCaseCourt(s, e as unknown as CaseFileEvent), initialCaseCourt());
}

export const packageDecider = escalationDecider(draftPackageFromCase);

/** Event ids of what a request or a payment appends: the package document's own, the purchase's by its intent. */
export const escalationEventId =
  (caseId: string, paymentIntentId: string | null) =>
  (event: CaseFileEvent): string => {
    if (event.type === 'CaseDocumentDrafted') return escalationIds.packageDocument(caseId);
    if (event.type === 'EscalationPaid') return escalationIds.paid(event.data.paymentIntentId);
    return escalationIds.requested(caseId, paymentIntentId);
  };

export const escalationAppendOptions = (
  caseId: string,
  paymentIntentId: string | null,
): Pick<HandleCommandOptions<CaseFileEvent>, 'eventId' | 'schemaVersion'> => ({
  eventId: escalationEventId(caseId, paymentIntentId),
  schemaVersion: caseEventSchemaVersion,
});

export interface EscalationResult {
  position: Position | null;
  state: CaseCourt;
  /** cents still due on a card (0 once filed) */
  amountDue: number;
  clientSecret: string | null;
  paymentIntentId: string | null;
}

/**
 * "File in small claims" from the same case (ADR 184): the owner's plan covers it when it can (one document of a
 * SueGo allowance, spent in the same transaction as the request and the package; SuePro unlimited), otherwise the
 * difference to the package price is due on the escalation's own payment intent (`purpose: escalation`, on the
 * claimant's billing customer so a saved card can pay it). One escalation per case: the intent's idempotency key is
 * the case's, so a double click or two tabs get the same intent, and a request again answers it (reconciled when it
 * succeeded already and its webhook is late) or the package once it exists.
 */
@Injectable()
export class Escalations {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly payments: PaymentGateway,
    private readonly providerEvents: ProviderEventHandler,
    private readonly customers: CheckoutCustomers,
  ) {}

  async request(
    actor: { id: string; role: string; email: string },
    caseId: string,
    now = new Date(),
  ): Promise<EscalationResult> {
    let state = await loadCaseCourt(this.store, caseId);
    assertEscalatable(state, actor.id);
    if (escalationPackage(state)) return this.done(state, null);
    const waiting = state.escalation?.status === 'awaiting_payment' ? state.escalation : null;
    let replaced = waiting?.intents.length ?? 0;
    if (waiting?.paymentIntentId) {
      const intent = await this.payments.retrievePaymentIntent(waiting.paymentIntentId);
      if (intent.status === 'succeeded') {
        const position = await this.providerEvents.reconcilePaymentIntent(intent);
        return this.done(await loadCaseCourt(this.store, caseId), position);
      }
      if (PAYABLE.has(intent.status)) return this.due(state, null, intent);
      replaced = waiting.intents.length; // canceled: a new intent replaces it
    }

    if (await this.customers.packageCovers(actor.id)) {
      const covered = await this.dataSource.transaction(async (tx) => {
        const plan = await this.customers.spendPackage(tx, actor.id, caseId, now);
        if (!plan) return null;
        return handleCommand(
          this.store,
          caseStreamId(caseId),
          packageDecider,
          this.command(caseId, actor.id, { kind: 'plan', subscriptionId: plan.subscriptionId }, now),
          { tx, metadata: { actor }, ...escalationAppendOptions(caseId, null) },
        );
      });
      if (covered) return this.done(covered.state, covered.position);
    }

    const price = escalationPrice();
    const intent = await this.intent(actor, caseId, price, replaced);
    if (intent.status === 'succeeded') {
      // Paid between our reads (another tab): record it and answer the package.
      const position = await this.providerEvents.reconcilePaymentIntent(intent);
      state = await loadCaseCourt(this.store, caseId);
      if (escalationPackage(state)) return this.done(state, position);
    }
    const result = await handleCommand(
      this.store,
      caseStreamId(caseId),
      packageDecider,
      this.command(caseId, actor.id, { kind: 'card', paymentIntentId: intent.id, price }, now),
      { metadata: { actor }, maxAttempts: 10, ...escalationAppendOptions(caseId, intent.id) },
    );
    if (escalationPackage(result.state)) return this.done(result.state, result.position);
    return this.due(result.state, result.position, intent);
  }

  private command(
    caseId: string,
    userId: string,
    payment: RequestEscalation['data']['payment'],
    now: Date,
  ): RequestEscalation {
    return { type: 'RequestEscalation', data: { caseId, userId, payment }, metadata: { now } };
  }

  private done(state: CaseCourt, position: Position | null): EscalationResult {
    if (!escalationPackage(state))
      throw new IllegalStateError('Your payment is being recorded: reload the page in a moment');
    return { position, state, amountDue: 0, clientSecret: null, paymentIntentId: null };
  }

  private due(state: CaseCourt, position: Position | null, intent: GatewayPaymentIntent): EscalationResult {
    if (!intent.client_secret) throw new Error(`Payment intent ${intent.id} has no client secret`);
    return {
      position,
      state,
      amountDue: intent.amount,
      clientSecret: intent.client_secret,
      paymentIntentId: intent.id,
    };
  }

  /** The escalation's own intent; the case's key (and the count of intents it replaces) makes parallel calls one. */
  private async intent(
    actor: { id: string; email: string },
    caseId: string,
    price: number,
    replaced: number,
  ): Promise<GatewayPaymentIntent> {
    const customer = await this.customers.ensureCustomerOf({ id: actor.id, email: actor.email });
    const key = `pi:escalation:${caseId}:${price}${replaced > 0 ? `:${replaced}` : ''}`;
    return this.payments.createPaymentIntent({
      amount: price,
      currency: 'usd',
      customer,
      description: 'SueGo Small-claims package after your letter',
      metadata: { purpose: ESCALATION_PURPOSE, caseId, userId: actor.id },
      idempotencyKey: key,
    });
  }
}
