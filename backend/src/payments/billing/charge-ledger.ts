import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, ConflictError } from '../../common/errors';
import { execSql } from '../../database/sql';
import { EventStore, type Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import {
  PaymentGateway,
  PaymentGatewayError,
  type GatewayEvent,
  type GatewayPaymentIntent,
} from '../payment-gateway';
import { chargeDecider } from './charge.decide';
import { chargeIdOf, chargeStreamId, refundIdOf } from './charge.events';
import { factsOfIntent, factsOfInvoice, type ChargeFacts } from './charge-facts';

/** Provider events that report money taken. */
const CHARGE_EVENTS: ReadonlySet<string> = new Set(['payment_intent.succeeded', 'invoice.paid']);
/**
 * Provider events that report money given back, whoever gave it (the refund job of any purchase, or the provider's
 * dashboard): Stripe sends them for every refund, so no seller has to tell the ledger.
 */
export const REFUND_EVENTS: ReadonlySet<string> = new Set(['refund.created', 'refund.updated']);
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;
const INVOICE_ID = /^in_[A-Za-z0-9_]{1,200}$/;
const REFUND_ID = /^(re|pyr)_[A-Za-z0-9_]{1,200}$/;

/** Money given back for a provider payment, as the provider has it. */
export interface RefundFacts {
  kind: 'refund';
  providerPaymentId: string;
  providerRefundId: string | null;
  amount: number;
  reason: string | null;
  refundedAt: Date;
}

/** What a provider event adds to the ledger: a charge, a refund, or nothing (null). */
export type LedgerEntry = (ChargeFacts & { kind?: 'charge' }) | RefundFacts;

/** `SG-00001042`: what a receipt is called by; unique, never reused. */
export const formatReceiptNumber = (n: number | string) => `SG-${String(n).padStart(8, '0')}`;

async function nextReceiptNumber(tx: EntityManager): Promise<string> {
  const { rows } = await execSql<{ n: string }>(tx, `SELECT nextval('billing_receipt_numbers')::text AS n`);
  return formatReceiptNumber(rows[0]!.n);
}

/**
 * The one ledger of money a customer paid and got back (issue 27, docs/adr/064), whatever it was for: every
 * provider event that reports a payment — a document, a plan invoice, an attorney search, a referral, a mailing,
 * and any purpose a later context sells — or a refund is recorded in its `charge-{id}` stream by the
 * provider-event handler, in the transaction that records the provider event. `prepare` reads the truth from the
 * provider first (outside the transaction: retries re-run it); `apply` records it once per provider payment and
 * per provider refund (a deterministic stream, a deterministic refund id and a decider that ignores what it
 * knows), so duplicate and out-of-order deliveries record each once.
 */
@Injectable()
export class ChargeLedger {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  /** Whether the ledger wants this provider event recorded though no other context acts on it (refunds). */
  handles(eventType: string): boolean {
    return REFUND_EVENTS.has(eventType);
  }

  /** The charge or refund a provider event reports, as the provider has it now; null when it reports none. */
  async prepare(event: GatewayEvent): Promise<LedgerEntry | null> {
    if (!CHARGE_EVENTS.has(event.type) && !REFUND_EVENTS.has(event.type)) return null;
    const id = typeof event.data.object.id === 'string' ? event.data.object.id : '';
    const at = new Date(event.created * 1000);
    try {
      if (event.type === 'payment_intent.succeeded' && PAYMENT_INTENT_ID.test(id))
        return factsOfIntent(await this.gateway.retrievePaymentIntent(id), this.gateway.mode, at);
      if (event.type === 'invoice.paid' && INVOICE_ID.test(id)) {
        const invoice = await this.gateway.retrieveInvoice(id);
        if (!invoice.subscription) return null;
        const subscription = await this.gateway.retrieveSubscription(invoice.subscription);
        return factsOfInvoice(invoice, subscription, this.gateway.mode, at);
      }
      if (REFUND_EVENTS.has(event.type) && REFUND_ID.test(id)) {
        const refund = await this.gateway.retrieveRefund(id);
        if (refund.status !== 'succeeded' || !refund.payment_intent) return null;
        return {
          kind: 'refund',
          providerPaymentId: refund.payment_intent,
          providerRefundId: refund.id,
          amount: refund.amount,
          reason: refund.reason,
          refundedAt: new Date(refund.created * 1000),
        };
      }
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404) return null;
      throw error; // the provider is unreachable: the delivery fails and is retried
    }
    return null;
  }

  /** The charge of an intent already read from the provider (a reconciliation without a provider event). */
  factsOfIntent(intent: GatewayPaymentIntent, at = new Date()): ChargeFacts | null {
    return factsOfIntent(intent, this.gateway.mode, at);
  }

  /** Records `entry` once, in `tx`; null when it was recorded before (or there is nothing to record). */
  async apply(entry: LedgerEntry | null, tx: EntityManager, causationId: string): Promise<Position | null> {
    if (!entry) return null;
    if (entry.kind === 'refund') return this.refundIn(tx, entry, causationId);
    const chargeId = chargeIdOf(entry.providerPaymentId);
    const { chargedAt, kind: _kind, ...data } = entry;
    const result = await handleCommand(
      this.store,
      chargeStreamId(chargeId),
      chargeDecider,
      {
        type: 'RecordCharge',
        data: { ...data, chargeId, receiptNumber: await nextReceiptNumber(tx) },
        metadata: { now: chargedAt },
      },
      { tx, metadata: { actor: null, causationId }, maxAttempts: 5 },
    );
    return result.position;
  }

  /**
   * Money given back for a provider payment, reported by whoever refunded it (a refund job): recorded once per
   * provider refund, with its own receipt, whether this or the provider's refund event comes first. A payment the
   * ledger never recorded (before it existed) is skipped.
   */
  async recordRefund(
    refund: {
      providerPaymentId: string;
      providerRefundId: string | null;
      amount: number;
      reason: string | null;
    },
    causationId: string,
    now = new Date(),
  ): Promise<Position | null> {
    return this.dataSource.transaction((tx) =>
      this.refundIn(tx, { kind: 'refund', ...refund, refundedAt: now }, causationId),
    );
  }

  private async refundIn(
    tx: EntityManager,
    refund: RefundFacts,
    causationId: string,
  ): Promise<Position | null> {
    const chargeId = chargeIdOf(refund.providerPaymentId);
    try {
      const result = await handleCommand(
        this.store,
        chargeStreamId(chargeId),
        chargeDecider,
        {
          type: 'RecordRefund',
          data: {
            chargeId,
            providerRefundId: refund.providerRefundId,
            amount: refund.amount,
            reason: refund.reason,
            receiptNumber: await nextReceiptNumber(tx),
          },
          metadata: { now: refund.refundedAt },
        },
        {
          tx,
          eventId: () => refundIdOf(chargeId, refund.providerRefundId),
          metadata: { actor: null, causationId },
          maxAttempts: 5,
        },
      );
      return result.position;
    } catch (error) {
      // A payment the ledger never recorded, or more than is left of it: say so, keep the delivery.
      if (error instanceof AppError && !(error instanceof ConflictError)) {
        this.logger.warn(
          { providerPaymentId: refund.providerPaymentId, reason: error.message },
          'Refund not recorded in the billing history',
        );
        return null;
      }
      throw error;
    }
  }
}
