import type { EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';
import { PaymentGatewayError, type GatewayCustomer, type GatewayInvoice } from '../payment-gateway';
import {
  charge,
  chargeableCard,
  invoiceObject,
  storeInvoice,
  type SandboxCardObject,
  type SandboxSubscription,
} from './sandbox-billing';

/** What paying an invoice did: the invoice as it is now, the events Stripe would send, and a refusal if any. */
export interface InvoicePayment {
  invoice: GatewayInvoice;
  subscriptionId: string | null;
  emitted: Array<[string, object]>;
  declined: { code: string; message: string } | null;
}

const notOpen = (invoice: GatewayInvoice) =>
  new PaymentGatewayError(
    `Invoice ${invoice.id} is ${invoice.status} and cannot be paid.`,
    'invoice_not_open',
    400,
  );

async function invoiceById(tx: EntityManager, invoiceId: string): Promise<GatewayInvoice> {
  const { rows } = await execSql<{ data: GatewayInvoice }>(
    tx,
    `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'invoice'`,
    [invoiceId],
  );
  if (!rows[0]) throw new PaymentGatewayError(`No such invoice: '${invoiceId}'`, 'resource_missing', 404);
  return rows[0].data;
}

/** The subscription whose latest invoice this is, locked (subscriptions first: see chargeableCard). */
async function subscriptionOfInvoice(
  tx: EntityManager,
  invoiceId: string,
): Promise<SandboxSubscription | null> {
  const { rows } = await execSql<{ data: SandboxSubscription }>(
    tx,
    `SELECT data FROM sandbox.objects
      WHERE object = 'subscription' AND data->'latest_invoice'->>'id' = $1 FOR UPDATE`,
    [invoiceId],
  );
  return rows[0]?.data ?? null;
}

/**
 * Stripe's `invoices.pay` on the sandbox: charges an open invoice now to `paymentMethod` (it must be the
 * customer's) or to the card Stripe would pick. Paid → the subscription is active again. Refused → the attempt is
 * counted and reported (invoice.payment_failed) but the retry schedule stays as it was, as at Stripe. Exactly once:
 * the subscription row is locked, so a second call (a double click) waits and then finds the invoice paid.
 */
export async function payOpenInvoice(
  tx: EntityManager,
  invoiceId: string,
  paymentMethod: string | undefined,
  at: number,
): Promise<InvoicePayment> {
  const sub = await subscriptionOfInvoice(tx, invoiceId);
  const stored = await invoiceById(tx, invoiceId);
  if (stored.status === 'paid')
    return { invoice: stored, subscriptionId: sub?.id ?? null, emitted: [], declined: null };
  if (!sub || stored.status !== 'open' || sub.status === 'canceled') throw notOpen(stored);
  const { rows: customers } = await execSql<{ data: GatewayCustomer }>(
    tx,
    `SELECT data FROM sandbox.objects WHERE id = $1 FOR SHARE`,
    [sub.customer],
  );
  let card: SandboxCardObject | null;
  if (paymentMethod) {
    const { rows } = await execSql<{ data: SandboxCardObject }>(
      tx,
      `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'payment_method' FOR SHARE`,
      [paymentMethod],
    );
    card = rows[0]?.data ?? null;
    if (!card || card.customer !== sub.customer)
      throw new PaymentGatewayError(`No such payment_method: '${paymentMethod}'`, 'resource_missing', 404);
  } else {
    card = await chargeableCard(tx, sub, customers[0]?.data ?? null);
  }
  const attempt = stored.attempt_count + 1;
  if (card && !card.sandbox_charge_fails) {
    const paid = await charge(tx, sub, card, stored.amount_due, attempt, at);
    await saveSubscription(tx, paid.sub);
    return {
      invoice: paid.sub.latest_invoice!,
      subscriptionId: sub.id,
      emitted: paid.emitted,
      declined: null,
    };
  }
  const declined = card
    ? { code: 'card_declined', message: 'Your card was declined.' }
    : { code: 'payment_method_missing', message: 'There is no card on file to charge.' };
  const invoice: GatewayInvoice = { ...stored, attempt_count: attempt, last_payment_error: declined };
  const next: SandboxSubscription = { ...sub, latest_invoice: invoice };
  await storeInvoice(tx, invoice);
  await saveSubscription(tx, next);
  return {
    invoice,
    subscriptionId: sub.id,
    emitted: [
      ['invoice.payment_failed', invoiceObject(next, invoice)],
      ['customer.subscription.updated', next],
    ],
    declined,
  };
}

/** Stripe's `invoices.voidInvoice`: an open invoice is void, never charged or retried again. */
export async function voidOpenInvoice(
  tx: EntityManager,
  invoiceId: string,
): Promise<{ invoice: GatewayInvoice; subscriptionId: string | null; emitted: Array<[string, object]> }> {
  const sub = await subscriptionOfInvoice(tx, invoiceId);
  const stored = await invoiceById(tx, invoiceId);
  if (stored.status === 'void') return { invoice: stored, subscriptionId: sub?.id ?? null, emitted: [] };
  if (stored.status !== 'open' && stored.status !== 'uncollectible') throw notOpen(stored);
  const invoice: GatewayInvoice = { ...stored, status: 'void', next_payment_attempt: null };
  await storeInvoice(tx, invoice);
  if (!sub) return { invoice, subscriptionId: null, emitted: [] };
  const next: SandboxSubscription = { ...sub, latest_invoice: invoice };
  await saveSubscription(tx, next);
  return { invoice, subscriptionId: sub.id, emitted: [['invoice.voided', invoiceObject(next, invoice)]] };
}

async function saveSubscription(tx: EntityManager, sub: SandboxSubscription): Promise<void> {
  await execSql(tx, `UPDATE sandbox.objects SET data = $2::jsonb, updated_at = now() WHERE id = $1`, [
    sub.id,
    JSON.stringify(sub),
  ]);
}
