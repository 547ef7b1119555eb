import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';
import type {
  GatewayCustomer,
  GatewayEvent,
  GatewayInvoice,
  GatewayPaymentMethod,
  GatewaySubscription,
} from '../payment-gateway';

/**
 * The sandbox's billing engine: Stripe's test clocks, per customer (DESIGN.md §6). Nothing happens by itself:
 * `POST /api/sandbox/test-clock/advance` moves a customer's clock, and each transition that falls due (trial
 * reminder, trial end, renewal, retry, period-end cancellation) changes the subscription one step at a time and
 * records the events Stripe would send; the caller delivers them to the provider-event handler after each step.
 *
 * Dunning (docs/adr/060): a failed charge makes the subscription past_due; it is retried 3, 5 and 7 days after the
 * first failure; when the 4th attempt fails the subscription is canceled.
 */
export const RETRY_DAYS = [3, 5, 7] as const;
export const MAX_CHARGE_ATTEMPTS = RETRY_DAYS.length + 1;
export const TRIAL_WILL_END_DAYS = 3;

const DAY = 86_400;
const MONTH = 30 * DAY;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const id = (prefix: string) =>
  `${prefix}_${Array.from({ length: 24 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** A sandbox subscription: Stripe's object plus what the billing engine needs (never shown to the product). */
export interface SandboxSubscription extends GatewaySubscription {
  sandbox: {
    /** The plan's monthly amount in cents. */
    amount: number;
    /** Cents off the first paid invoice (BETA2024); 0 once used. */
    amount_off: number;
    trial_will_end_sent: boolean;
    first_failed_at?: number | null;
  };
}

type Target = DataSource | EntityManager;

/** Metadata of the payment intent that pays a plan's first invoice (no trial, ADR 145): the subscription's id. */
export const INVOICE_OF_SUBSCRIPTION = 'sandbox_invoice_of';

/** The customer's clock: frozen where the last advance left it, or the real time when it was never advanced. */
export async function customerNow(target: Target, customer: string, realNow: Date): Promise<Date> {
  const { rows } = await execSql<{ frozen_time: Date }>(
    target,
    `SELECT frozen_time FROM sandbox.test_clocks WHERE customer = $1`,
    [customer],
  );
  return rows[0] ? new Date(rows[0].frozen_time) : realNow;
}

/** A confirmed SetupIntent saved a card: it becomes the customer's default (if none) and its subscription's. */
export async function saveSetupCard(
  tx: EntityManager,
  setupIntentId: string,
  customer: string,
  paymentMethod: string,
): Promise<void> {
  await execSql(
    tx,
    `UPDATE sandbox.objects SET data = jsonb_set(data, '{invoice_settings,default_payment_method}', to_jsonb($2::text)), updated_at = now()
      WHERE id = $1 AND object = 'customer' AND data->'invoice_settings'->>'default_payment_method' IS NULL`,
    [customer, paymentMethod],
  );
  await execSql(
    tx,
    `UPDATE sandbox.objects SET data = data || jsonb_build_object('default_payment_method', $2::text), updated_at = now()
      WHERE object = 'subscription' AND data->>'pending_setup_intent' = $1`,
    [setupIntentId, paymentMethod],
  );
}

type Due = {
  at: number;
  action: 'trial_will_end' | 'trial_end' | 'period_end' | 'retry';
  sub: SandboxSubscription;
};

function nextDue(sub: SandboxSubscription, now: number): Due | null {
  const candidates: Due[] = [];
  if (sub.status === 'trialing' && sub.trial_end !== null) {
    const reminder = sub.trial_end - TRIAL_WILL_END_DAYS * DAY;
    if (!sub.sandbox.trial_will_end_sent && reminder <= now)
      candidates.push({ at: reminder, action: 'trial_will_end', sub });
    if (sub.trial_end <= now) candidates.push({ at: sub.trial_end, action: 'trial_end', sub });
  } else if (sub.status === 'active' && sub.current_period_end !== null && sub.current_period_end <= now) {
    candidates.push({ at: sub.current_period_end, action: 'period_end', sub });
  } else if (
    sub.status === 'past_due' &&
    sub.latest_invoice?.next_payment_attempt &&
    sub.latest_invoice.next_payment_attempt <= now
  ) {
    candidates.push({ at: sub.latest_invoice.next_payment_attempt, action: 'retry', sub });
  }
  candidates.sort((a, b) => a.at - b.at);
  return candidates[0] ?? null;
}

/**
 * Applies the earliest transition due by `now` among the customer's subscriptions, records its events, and
 * returns the subscription's id; null when nothing is due.
 */
export async function applyNextTransition(
  tx: EntityManager,
  customerId: string,
  now: number,
): Promise<string | null> {
  const { rows } = await execSql<{ data: SandboxSubscription }>(
    tx,
    `SELECT data FROM sandbox.objects WHERE object = 'subscription' AND data->>'customer' = $1 AND data->>'status' NOT IN ('canceled', 'incomplete_expired') ORDER BY id FOR UPDATE`,
    [customerId],
  );
  const due = rows
    .map((r) => nextDue(r.data, now))
    .filter((d): d is Due => d !== null)
    .sort((a, b) => a.at - b.at)[0];
  if (!due) return null;
  // Locked in the order every card change uses (subscriptions, customer, card): see chargeableCard.
  const { rows: customers } = await execSql<{ data: GatewayCustomer }>(
    tx,
    `SELECT data FROM sandbox.objects WHERE id = $1 FOR SHARE`,
    [customerId],
  );
  const events = await transition(tx, due, customers[0]?.data ?? null);
  await execSql(tx, `UPDATE sandbox.objects SET data = $2::jsonb, updated_at = now() WHERE id = $1`, [
    due.sub.id,
    JSON.stringify(events.sub),
  ]);
  await recordEvents(tx, due.sub.id, events.emitted, due.at);
  return due.sub.id;
}

/** Records what Stripe would send about `objectId`'s change, undelivered until the caller hands them over. */
export async function recordEvents(
  tx: EntityManager,
  objectId: string,
  emitted: Array<[string, object]>,
  at: number,
): Promise<void> {
  for (const [type, object] of emitted) {
    const event: GatewayEvent = {
      id: id('evt'),
      object: 'event',
      type,
      created: at,
      data: { object: object as GatewayEvent['data']['object'] },
      livemode: false,
    };
    await execSql(
      tx,
      `INSERT INTO sandbox.events (id, type, object_id, data) VALUES ($1, $2, $3, $4::jsonb)`,
      [event.id, type, objectId, JSON.stringify(event)],
    );
  }
}

async function transition(
  tx: EntityManager,
  due: Due,
  customer: GatewayCustomer | null,
): Promise<{ sub: SandboxSubscription; emitted: Array<[string, object]> }> {
  const sub = due.sub;
  const canceled = (s: SandboxSubscription) => ({
    sub: { ...s, status: 'canceled' as const },
    emitted: [['customer.subscription.deleted', { ...s, status: 'canceled' }]] as Array<[string, object]>,
  });
  switch (due.action) {
    case 'trial_will_end': {
      const next = { ...sub, sandbox: { ...sub.sandbox, trial_will_end_sent: true } };
      return { sub: next, emitted: [['customer.subscription.trial_will_end', next]] };
    }
    case 'trial_end':
    case 'period_end': {
      const card = await chargeableCard(tx, sub, customer);
      // Stripe's trial_settings.end_behavior.missing_payment_method = cancel; and cancel_at_period_end.
      if (sub.cancel_at_period_end || (due.action === 'trial_end' && !card)) return canceled(sub);
      const start = due.at;
      const renewed: SandboxSubscription = {
        ...sub,
        current_period_start: start,
        current_period_end: start + MONTH,
        trial_end: null,
      };
      const amountDue = Math.max(0, sub.sandbox.amount - sub.sandbox.amount_off);
      return charge(tx, renewed, card, amountDue, 1, due.at);
    }
    case 'retry': {
      const card = await chargeableCard(tx, sub, customer);
      const attempt = (sub.latest_invoice?.attempt_count ?? 1) + 1;
      return charge(tx, sub, card, sub.latest_invoice?.amount_due ?? sub.sandbox.amount, attempt, due.at);
    }
  }
}

export async function charge(
  tx: EntityManager,
  sub: SandboxSubscription,
  card: SandboxCardObject | null,
  amountDue: number,
  attempt: number,
  at: number,
): Promise<{ sub: SandboxSubscription; emitted: Array<[string, object]> }> {
  const invoiceId = attempt === 1 ? id('in') : (sub.latest_invoice?.id ?? id('in'));
  let failure: { code: string; message: string } | null = null;
  if (amountDue > 0) {
    if (!card) failure = { code: 'payment_method_missing', message: 'There is no card on file to charge.' };
    else if (card.sandbox_charge_fails)
      failure = { code: 'card_declined', message: 'Your card was declined.' };
  }
  const firstFailedAt = attempt === 1 ? at : (sub.sandbox.first_failed_at ?? at);
  const about = {
    subscription: sub.id,
    customer: sub.customer,
    currency: 'usd',
    period_start: sub.current_period_start,
    period_end: sub.current_period_end,
    livemode: false,
  };
  if (!failure) {
    const invoice: GatewayInvoice = {
      id: invoiceId,
      status: 'paid',
      amount_due: amountDue,
      amount_paid: amountDue,
      attempt_count: attempt,
      next_payment_attempt: null,
      last_payment_error: null,
      ...about,
      paid_at: at,
      charge:
        amountDue > 0 && card?.card
          ? { id: id('ch'), receipt_url: null, card: { brand: card.card.brand, last4: card.card.last4 } }
          : null,
    };
    await storeInvoice(tx, invoice);
    const next: SandboxSubscription = {
      ...sub,
      status: 'active',
      latest_invoice: invoice,
      sandbox: { ...sub.sandbox, amount_off: 0, first_failed_at: null },
    };
    return {
      sub: next,
      emitted: [
        ['invoice.paid', invoiceObject(next, invoice)],
        ['customer.subscription.updated', next],
      ],
    };
  }
  const retryDay = RETRY_DAYS[attempt - 1];
  const lastAttempt = attempt >= MAX_CHARGE_ATTEMPTS || retryDay === undefined;
  const invoice: GatewayInvoice = {
    id: invoiceId,
    status: lastAttempt ? 'uncollectible' : 'open',
    amount_due: amountDue,
    amount_paid: 0,
    attempt_count: attempt,
    next_payment_attempt: lastAttempt ? null : firstFailedAt + retryDay * DAY,
    last_payment_error: failure,
    ...about,
    paid_at: null,
    charge: null,
  };
  await storeInvoice(tx, invoice);
  const next: SandboxSubscription = {
    ...sub,
    status: lastAttempt ? 'canceled' : 'past_due',
    latest_invoice: invoice,
    sandbox: { ...sub.sandbox, first_failed_at: firstFailedAt },
  };
  return {
    sub: next,
    emitted: [
      ['invoice.payment_failed', invoiceObject(next, invoice)],
      [lastAttempt ? 'customer.subscription.deleted' : 'customer.subscription.updated', next],
    ],
  };
}

/**
 * The card a subscription's invoice is charged to, picked as Stripe does (the subscription's own default, else the
 * customer's), and only while it is still attached to the customer. The card's row is share-locked until the
 * charge commits, and every card change locks the subscriptions, the customer and then the card in the same order:
 * a removal running at the same time either waits (the card was still the customer's when it was charged) or
 * commits first, and then this reads the customer's new default. A removed card is never charged.
 */
export async function chargeableCard(
  tx: EntityManager,
  sub: SandboxSubscription,
  customer: GatewayCustomer | null,
): Promise<SandboxCardObject | null> {
  for (const candidate of [sub.default_payment_method, customer?.invoice_settings.default_payment_method]) {
    if (!candidate) continue;
    const { rows } = await execSql<{ data: SandboxCardObject }>(
      tx,
      `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'payment_method' FOR SHARE`,
      [candidate],
    );
    const card = rows[0]?.data;
    if (card && card.customer === sub.customer) return card;
  }
  return null;
}

/**
 * The payment intent of a plan's first invoice succeeded with `paymentMethod` (Stripe: save_default_payment_method
 * on_subscription; ADR 145): the card becomes the subscription's, the invoice is paid and the plan active. Returns
 * the events Stripe would send; nothing when the subscription is gone or was paid already.
 */
export async function payFirstInvoice(
  tx: EntityManager,
  subscriptionId: string,
  paymentMethod: SandboxCardObject,
  amountPaid: number,
  at: number,
): Promise<Array<[string, object]>> {
  const { rows } = await execSql<{ data: SandboxSubscription }>(
    tx,
    `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'subscription' FOR UPDATE`,
    [subscriptionId],
  );
  const sub = rows[0]?.data;
  if (!sub || sub.status !== 'incomplete' || !sub.latest_invoice) return [];
  const invoice: GatewayInvoice = {
    ...sub.latest_invoice,
    status: 'paid',
    amount_paid: amountPaid,
    attempt_count: sub.latest_invoice.attempt_count + 1,
    last_payment_error: null,
    paid_at: at,
    charge: paymentMethod.card
      ? { id: id('ch'), receipt_url: null, card: { brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 } }
      : null,
  };
  await storeInvoice(tx, invoice);
  const next: SandboxSubscription = {
    ...sub,
    status: 'active',
    default_payment_method: paymentMethod.id,
    latest_invoice: invoice,
    sandbox: { ...sub.sandbox, amount_off: 0 },
  };
  await execSql(tx, `UPDATE sandbox.objects SET data = $2::jsonb, updated_at = now() WHERE id = $1`, [
    sub.id,
    JSON.stringify(next),
  ]);
  await execSql(
    tx,
    `UPDATE sandbox.objects SET data = jsonb_set(data, '{invoice_settings,default_payment_method}', to_jsonb($2::text)), updated_at = now()
      WHERE id = $1 AND object = 'customer' AND data->'invoice_settings'->>'default_payment_method' IS NULL`,
    [sub.customer, paymentMethod.id],
  );
  return [
    ['invoice.paid', invoiceObject(next, invoice)],
    ['customer.subscription.updated', next],
  ];
}

/** A saved sandbox card: Stripe's object plus whether its charges fail (4000 0000 0000 0341). */
export type SandboxCardObject = GatewayPaymentMethod & { sandbox_charge_fails?: boolean };

/** Keeps the invoice retrievable by id (receipts read the charge that paid it). */
export async function storeInvoice(tx: EntityManager, invoice: GatewayInvoice): Promise<void> {
  await execSql(
    tx,
    `INSERT INTO sandbox.objects (id, object, data) VALUES ($1, 'invoice', $2::jsonb)
     ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [invoice.id, JSON.stringify({ ...invoice, object: 'invoice' })],
  );
}

export const invoiceObject = (sub: SandboxSubscription, invoice: GatewayInvoice) => ({
  ...invoice,
  object: 'invoice',
  subscription: sub.id,
  customer: sub.customer,
});

/** Moves the customer's clock `days` forward (from where it stands), then runs every transition that fell due. */
export async function advanceTestClock(
  dataSource: DataSource,
  customerId: string,
  days: number,
  realNow: Date,
  deliver: (subscriptionId: string) => Promise<void>,
): Promise<{ frozenTime: Date; transitions: number }> {
  const from = await customerNow(dataSource, customerId, realNow);
  const frozenTime = new Date(from.getTime() + days * DAY * 1000);
  await execSql(
    dataSource,
    `INSERT INTO sandbox.test_clocks (customer, frozen_time) VALUES ($1, $2)
     ON CONFLICT (customer) DO UPDATE SET frozen_time = EXCLUDED.frozen_time`,
    [customerId, frozenTime],
  );
  let transitions = 0;
  for (; transitions < 500; transitions++) {
    const touched = await dataSource.transaction((tx) =>
      applyNextTransition(tx, customerId, unix(frozenTime)),
    );
    if (!touched) break;
    await deliver(touched);
  }
  return { frozenTime, transitions };
}
