import { createHash, randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';
import {
  InvalidWebhookError,
  PaymentGateway,
  PaymentGatewayError,
  type CreateCustomerParams,
  type CreatePaymentIntentParams,
  type CreateSetupIntentParams,
  type CreateSubscriptionParams,
  type GatewayCardError,
  type GatewayCustomer,
  type GatewayEvent,
  type GatewayInvoice,
  type GatewayPaymentIntent,
  type GatewayPaymentMethod,
  type GatewayRefund,
  type GatewaySetupIntent,
  type RefundPaymentIntentParams,
  type GatewaySubscription,
  type PayInvoiceParams,
  type UpdateSubscriptionParams,
} from '../payment-gateway';
import {
  charge,
  chargeableCard,
  customerNow,
  INVOICE_OF_SUBSCRIPTION,
  payFirstInvoice,
  recordEvents,
  saveSetupCard,
  storeInvoice,
  type SandboxCardObject,
  type SandboxSubscription,
} from './sandbox-billing';
import { payOpenInvoice, voidOpenInvoice } from './sandbox-invoices';
import { openCustomer, sealCustomer } from './sandbox-customer-seal';
import { PLAINTEXT_VALUES, type SealedValues } from '../../event-store/sealed-values';
import { CARD_MESSAGES, checkCard, type CardCheck, type SandboxCard } from './sandbox-cards';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomToken = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** Stripe-like ids: prefix + 24 random base62 characters (pi_3Qx…). */
export const sandboxId = (prefix: 'pi' | 'seti' | 'cus' | 'pm' | 'sub' | 'evt' | 're' | 'in' | 'ch') =>
  `${prefix}_${randomToken(24)}`;
const clientSecretOf = (id: string) => `${id}_secret_${randomToken(25)}`;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 86_400;
const MONTH = 30 * DAY;

type SandboxObject =
  | GatewayPaymentIntent
  | GatewaySetupIntent
  | GatewayCustomer
  | GatewayPaymentMethod
  | GatewaySubscription
  | GatewayRefund;

/** What a confirmation did: `changed` is false when the intent was already succeeded (nothing new happened). */
export interface SandboxConfirmation {
  status: 'succeeded' | 'requires_payment_method';
  error: GatewayCardError | null;
  changed: boolean;
  /** The intent's id: its undelivered events go to the provider-event handler next. */
  objectId: string;
  /** The card saved or charged (Stripe.js answers it as the intent's `payment_method`). */
  paymentMethodId: string | null;
}

/**
 * The default gateway (no Stripe key): a stateful, Stripe-shaped fake kept in the `sandbox` schema. Creates honour
 * idempotency keys as Stripe does (same key and parameters → the same object; other parameters → an error).
 * Card confirmation (`confirm`) applies Stripe's test-card rules and records `evt_` events; the caller delivers
 * them to the same handler that verified Stripe webhooks go to (the sandbox never receives HTTP webhooks).
 */
export class SandboxPaymentGateway extends PaymentGateway {
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => Date = () => new Date(),
    /** Seals customers' email and name with the account's key (docs/adr/129); plain-tagged without privacy. */
    private readonly values: SealedValues = PLAINTEXT_VALUES,
  ) {
    super();
  }

  // --- payment intents ---

  async createPaymentIntent(params: CreatePaymentIntentParams): Promise<GatewayPaymentIntent> {
    if (!Number.isInteger(params.amount) || params.amount < 50) {
      throw new PaymentGatewayError('Amount must be at least $0.50 usd', 'amount_too_small', 400);
    }
    const { idempotencyKey, ...request } = params;
    return this.create('payment_intent', idempotencyKey, request, (now) => {
      const id = sandboxId('pi');
      return {
        id,
        object: 'payment_intent',
        amount: params.amount,
        amount_received: 0,
        currency: params.currency,
        customer: params.customer ?? null,
        status: 'requires_payment_method',
        client_secret: clientSecretOf(id),
        metadata: { ...params.metadata },
        payment_method: null,
        last_payment_error: null,
        description: params.description ?? null,
        charge: null,
        created: unix(now),
        livemode: false,
      };
    });
  }

  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent> {
    return this.get(id, 'payment_intent');
  }

  async cancelPaymentIntent(id: string): Promise<GatewayPaymentIntent> {
    return this.update<GatewayPaymentIntent>(id, 'payment_intent', (pi) => {
      if (pi.status === 'canceled') return pi;
      if (pi.status === 'succeeded') {
        throw new PaymentGatewayError(
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          'payment_intent_unexpected_state',
          400,
        );
      }
      return { ...pi, status: 'canceled' };
    });
  }

  /**
   * Refunds the whole amount of a succeeded intent, once: as Stripe does, a second refund of a fully refunded
   * payment is refused (`charge_already_refunded`), and the same idempotency key returns the same refund.
   */
  async refundPaymentIntent(params: RefundPaymentIntentParams): Promise<GatewayRefund> {
    const { idempotencyKey, ...request } = params;
    return this.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ data: GatewayPaymentIntent }>(
        tx,
        `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'payment_intent' FOR UPDATE`,
        [params.paymentIntent],
      );
      const intent = rows[0]?.data;
      if (!intent) {
        throw new PaymentGatewayError(
          `No such payment_intent: '${params.paymentIntent}'`,
          'resource_missing',
          404,
        );
      }
      return this.create(
        'refund',
        idempotencyKey,
        request,
        async (now) => {
          if (intent.status !== 'succeeded') {
            throw new PaymentGatewayError(
              `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
              'charge_not_refundable',
              400,
            );
          }
          const { rows: earlier } = await execSql(
            tx,
            `SELECT 1 FROM sandbox.objects WHERE object = 'refund' AND data->>'payment_intent' = $1`,
            [intent.id],
          );
          if (earlier.length > 0) {
            throw new PaymentGatewayError(
              `Charge for ${intent.id} has already been refunded.`,
              'charge_already_refunded',
              400,
            );
          }
          return {
            id: sandboxId('re'),
            object: 'refund',
            amount: intent.amount_received,
            currency: intent.currency,
            payment_intent: intent.id,
            status: 'succeeded',
            reason: params.reason,
            metadata: { ...params.metadata },
            created: unix(now),
          };
        },
        tx,
      );
    });
  }

  retrieveRefund(id: string): Promise<GatewayRefund> {
    return this.get(id, 'refund');
  }

  // --- customers and cards ---

  async createCustomer(params: CreateCustomerParams): Promise<GatewayCustomer> {
    const { idempotencyKey, ...request } = params;
    return this.create('customer', idempotencyKey, request, (now) => ({
      id: sandboxId('cus'),
      object: 'customer',
      email: params.email,
      name: params.name ?? null,
      metadata: { ...params.metadata },
      invoice_settings: { default_payment_method: null },
      created: unix(now),
      livemode: false,
    }));
  }

  retrieveCustomer(id: string): Promise<GatewayCustomer> {
    return this.get(id, 'customer');
  }

  /**
   * Like Stripe's customer deletion: its live subscriptions end now, its cards are removed, and its email and
   * name are gone (the object stays as `deleted: true`, as Stripe answers for a deleted customer).
   */
  async deleteCustomer(id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await execSql(
        tx,
        `UPDATE sandbox.objects SET data = jsonb_set(data, '{status}', '"canceled"'), updated_at = now()
          WHERE object = 'subscription' AND data->>'customer' = $1 AND data->>'status' <> 'canceled'`,
        [id],
      );
      await execSql(tx, `DELETE FROM sandbox.objects WHERE object = 'payment_method' AND data->>'customer' = $1`, [id]);
      await execSql(
        tx,
        `UPDATE sandbox.objects
            SET data = data || '{"email": null, "name": null, "deleted": true}'::jsonb, updated_at = now()
          WHERE id = $1 AND object = 'customer'`,
        [id],
      );
    });
  }

  async createSetupIntent(params: CreateSetupIntentParams): Promise<GatewaySetupIntent> {
    await this.retrieveCustomer(params.customer);
    const { idempotencyKey, ...request } = params;
    return this.create('setup_intent', idempotencyKey, request, (now) =>
      this.newSetupIntent(params.customer, params.metadata ?? {}, now),
    );
  }

  retrieveSetupIntent(id: string): Promise<GatewaySetupIntent> {
    return this.get(id, 'setup_intent');
  }

  async cancelSetupIntent(id: string): Promise<GatewaySetupIntent> {
    return this.update<GatewaySetupIntent>(id, 'setup_intent', (si) => {
      if (si.status === 'canceled') return si;
      if (si.status === 'succeeded') {
        throw new PaymentGatewayError(
          'You cannot cancel this SetupIntent because it has a status of succeeded.',
          'setup_intent_unexpected_state',
          400,
        );
      }
      return { ...si, status: 'canceled' };
    });
  }

  async listPaymentMethods(customer: string): Promise<GatewayPaymentMethod[]> {
    const { rows } = await execSql<{ data: GatewayPaymentMethod }>(
      this.dataSource,
      `SELECT data FROM sandbox.objects WHERE object = 'payment_method' AND data->>'customer' = $1 ORDER BY created_at DESC, id`,
      [customer],
    );
    return rows.map((r) => r.data);
  }

  async attachPaymentMethod(paymentMethod: string, customer: string): Promise<GatewayPaymentMethod> {
    await this.retrieveCustomer(customer);
    return this.update<GatewayPaymentMethod>(paymentMethod, 'payment_method', (pm) => {
      if (pm.customer && pm.customer !== customer) {
        throw new PaymentGatewayError(
          'The payment method is attached to another customer.',
          'payment_method_unexpected_state',
          400,
        );
      }
      return { ...pm, customer };
    });
  }

  async retrievePaymentMethod(id: string): Promise<GatewayPaymentMethod> {
    return this.get(id, 'payment_method');
  }

  /**
   * Detaches a card as Stripe does: it can no longer be charged, and it stops being the customer's and its
   * subscriptions' default. Locks the customer's subscriptions, then the customer, then the card, the order the
   * billing engine charges in (sandbox-billing.ts chargeableCard), so a charge racing this never uses the card.
   */
  async detachPaymentMethod(paymentMethod: string): Promise<GatewayPaymentMethod> {
    const pm = await this.get<GatewayPaymentMethod>(paymentMethod, 'payment_method');
    if (!pm.customer) return pm;
    const customer = pm.customer;
    return this.dataSource.transaction(async (tx) => {
      await execSql(
        tx,
        `SELECT id FROM sandbox.objects WHERE object = 'subscription' AND data->>'customer' = $1 ORDER BY id FOR UPDATE`,
        [customer],
      );
      await execSql(tx, `SELECT id FROM sandbox.objects WHERE id = $1 FOR UPDATE`, [customer]);
      const { rows } = await execSql<{ data: GatewayPaymentMethod }>(
        tx,
        `SELECT data FROM sandbox.objects WHERE id = $1 FOR UPDATE`,
        [paymentMethod],
      );
      const detached = { ...rows[0]!.data, customer: null };
      await execSql(tx, `UPDATE sandbox.objects SET data = $2::jsonb, updated_at = now() WHERE id = $1`, [
        paymentMethod,
        JSON.stringify(detached),
      ]);
      await execSql(
        tx,
        `UPDATE sandbox.objects SET data = jsonb_set(data, '{invoice_settings,default_payment_method}', 'null'), updated_at = now()
          WHERE id = $1 AND data->'invoice_settings'->>'default_payment_method' = $2`,
        [customer, paymentMethod],
      );
      await execSql(
        tx,
        `UPDATE sandbox.objects SET data = jsonb_set(data, '{default_payment_method}', 'null'), updated_at = now()
          WHERE object = 'subscription' AND data->>'customer' = $1 AND data->>'default_payment_method' = $2`,
        [customer, paymentMethod],
      );
      return detached;
    });
  }

  async setDefaultPaymentMethod(customer: string, paymentMethod: string | null): Promise<GatewayCustomer> {
    return this.update<GatewayCustomer>(customer, 'customer', (c) => ({
      ...c,
      invoice_settings: { default_payment_method: paymentMethod },
    }));
  }

  // --- subscriptions (billing runs on the customer's test clock: see sandbox-billing.ts) ---

  async createSubscription(params: CreateSubscriptionParams): Promise<GatewaySubscription> {
    const customer = await this.retrieveCustomer(params.customer);
    const { idempotencyKey, ...request } = params;
    return this.dataSource.transaction(async (tx) =>
      this.create(
        'subscription',
        idempotencyKey,
        request,
        async () => {
          const now = await customerNow(tx, customer.id, this.clock());
          const firstFree = params.promotion?.kind === 'first_period_free';
          const trialDays = firstFree ? 0 : (params.trialPeriodDays ?? 0);
          const paysNow = !firstFree && trialDays === 0;
          // Without a trial the first month is due now: the given card is charged, or (Stripe's
          // default_incomplete) the first invoice waits for a card as a payment intent.
          const paymentMethod = paysNow
            ? (params.defaultPaymentMethod ?? null)
            : (params.defaultPaymentMethod ?? customer.invoice_settings.default_payment_method);
          let pendingSetupIntent: string | null = null;
          if (!firstFree && !paysNow && !paymentMethod) {
            const seti = this.newSetupIntent(customer.id, { ...params.metadata }, now);
            await this.insert(tx, seti, null, null);
            pendingSetupIntent = seti.id;
          }
          const start = unix(now);
          const end = trialDays > 0 ? start + trialDays * DAY : start + MONTH;
          const subscription: SandboxSubscription = {
            id: sandboxId('sub'),
            object: 'subscription',
            customer: customer.id,
            status: trialDays > 0 ? 'trialing' : firstFree ? 'active' : 'incomplete',
            price: params.price,
            current_period_start: start,
            current_period_end: end,
            cancel_at_period_end: params.cancelAtPeriodEnd ?? false,
            trial_end: trialDays > 0 ? end : null,
            pending_setup_intent: pendingSetupIntent,
            latest_invoice_client_secret: null,
            default_payment_method: paymentMethod ?? null,
            latest_invoice: null,
            metadata: { ...params.metadata },
            created: start,
            livemode: false,
            sandbox: {
              amount: params.amount ?? 0,
              amount_off: params.promotion?.kind === 'amount_off' ? (params.promotion.amountOff ?? 0) : 0,
              trial_will_end_sent: false,
            },
          };
          if (paysNow) return this.firstInvoice(tx, subscription, paymentMethod, start);
          return subscription;
        },
        tx,
      ),
    );
  }

  retrieveSubscription(id: string): Promise<GatewaySubscription> {
    return this.get(id, 'subscription');
  }

  /**
   * The first month of a plan without a trial, due now: charged to the given card (active, or past_due when the
   * charge fails), or left open as a payment intent whose client secret the card form confirms (incomplete).
   */
  private async firstInvoice(
    tx: EntityManager,
    sub: SandboxSubscription,
    card: string | null,
    at: number,
  ): Promise<SandboxSubscription> {
    const amountDue = Math.max(0, sub.sandbox.amount - sub.sandbox.amount_off);
    if (card) {
      const { rows } = await execSql<{ data: SandboxCardObject }>(
        tx,
        `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'payment_method'`,
        [card],
      );
      const charged = await charge(tx, sub, rows[0]?.data ?? null, amountDue, 1, at);
      await recordEvents(tx, sub.id, charged.emitted, at);
      return charged.sub.status === 'active' ? charged.sub : { ...charged.sub, status: 'incomplete' };
    }
    const invoiceId = sandboxId('in');
    const intent: GatewayPaymentIntent = {
      id: sandboxId('pi'),
      object: 'payment_intent',
      amount: amountDue,
      amount_received: 0,
      currency: 'usd',
      customer: sub.customer,
      status: 'requires_payment_method',
      client_secret: '',
      metadata: { [INVOICE_OF_SUBSCRIPTION]: sub.id, invoice: invoiceId },
      payment_method: null,
      last_payment_error: null,
      created: at,
      livemode: false,
    };
    intent.client_secret = clientSecretOf(intent.id);
    await this.insert(tx, intent, null, null);
    const invoice: GatewayInvoice = {
      id: invoiceId,
      status: 'open',
      amount_due: amountDue,
      amount_paid: 0,
      attempt_count: 0,
      next_payment_attempt: null,
      last_payment_error: null,
      subscription: sub.id,
      customer: sub.customer,
      currency: 'usd',
      period_start: sub.current_period_start,
      period_end: sub.current_period_end,
      paid_at: null,
      charge: null,
      payment_intent: intent.id,
      livemode: false,
    };
    await storeInvoice(tx, invoice);
    return { ...sub, latest_invoice_client_secret: intent.client_secret, latest_invoice: invoice };
  }

  async updateSubscription(id: string, params: UpdateSubscriptionParams): Promise<GatewaySubscription> {
    return this.update<GatewaySubscription>(id, 'subscription', (sub) => ({
      ...sub,
      cancel_at_period_end: params.cancelAtPeriodEnd ?? sub.cancel_at_period_end,
      default_payment_method:
        params.defaultPaymentMethod === undefined ? sub.default_payment_method : params.defaultPaymentMethod,
    }));
  }

  async cancelSubscription(id: string): Promise<GatewaySubscription> {
    return this.update<GatewaySubscription>(id, 'subscription', (sub) => ({ ...sub, status: 'canceled' }));
  }

  /** The trial ends on the customer's clock now: the first month is charged to the subscription's card at once. */
  async endTrialNow(id: string): Promise<GatewaySubscription> {
    return this.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ data: SandboxSubscription }>(
        tx,
        `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'subscription' FOR UPDATE`,
        [id],
      );
      const sub = rows[0]?.data;
      if (!sub) throw new PaymentGatewayError(`No such subscription: '${id}'`, 'resource_missing', 404);
      if (sub.status !== 'trialing') return sub;
      const at = unix(await customerNow(tx, sub.customer, this.clock()));
      const { rows: customers } = await execSql<{ data: GatewayCustomer }>(
        tx,
        `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'customer'`,
        [sub.customer],
      );
      const card = await chargeableCard(tx, sub, customers[0]?.data ?? null);
      const amountDue = Math.max(0, sub.sandbox.amount - sub.sandbox.amount_off);
      const restarted = { ...sub, current_period_start: at, current_period_end: at + MONTH, trial_end: null };
      const charged = await charge(tx, restarted, card, amountDue, 1, at);
      await execSql(tx, `UPDATE sandbox.objects SET data = $2::jsonb, updated_at = now() WHERE id = $1`, [
        id,
        JSON.stringify(charged.sub),
      ]);
      await recordEvents(tx, id, charged.emitted, at);
      return charged.sub;
    });
  }

  // --- invoices (the billing engine's: sandbox-billing.ts, sandbox-invoices.ts) ---

  async retrieveInvoice(id: string): Promise<GatewayInvoice> {
    const { rows } = await execSql<{ data: GatewayInvoice }>(
      this.dataSource,
      `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'invoice'`,
      [id],
    );
    if (!rows[0]) throw new PaymentGatewayError(`No such invoice: '${id}'`, 'resource_missing', 404);
    return rows[0].data;
  }

  /**
   * Pays an open invoice now, on the customer's clock. Its events (invoice.paid or invoice.payment_failed, and the
   * subscription's update) are recorded for delivery like the clock's; a refused card then throws, as Stripe's
   * `invoices.pay` answers 402.
   */
  async payInvoice(id: string, params: PayInvoiceParams): Promise<GatewayInvoice> {
    const result = await this.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ customer: string | null }>(
        tx,
        `SELECT data->>'customer' AS customer FROM sandbox.objects WHERE id = $1 AND object = 'invoice'`,
        [id],
      );
      const now = rows[0]?.customer ? await customerNow(tx, rows[0].customer, this.clock()) : this.clock();
      const paid = await payOpenInvoice(tx, id, params.paymentMethod, unix(now));
      if (paid.subscriptionId) await recordEvents(tx, paid.subscriptionId, paid.emitted, unix(now));
      return paid;
    });
    if (result.declined) {
      throw new PaymentGatewayError(result.declined.message, result.declined.code, 402);
    }
    return result.invoice;
  }

  async voidInvoice(id: string): Promise<GatewayInvoice> {
    return this.dataSource.transaction(async (tx) => {
      const voided = await voidOpenInvoice(tx, id);
      if (voided.subscriptionId) await recordEvents(tx, voided.subscriptionId, voided.emitted, unix(this.clock()));
      return voided.invoice;
    });
  }

  // --- events ---

  async retrieveEvent(id: string): Promise<GatewayEvent> {
    const { rows } = await execSql<{ data: GatewayEvent }>(
      this.dataSource,
      `SELECT data FROM sandbox.events WHERE id = $1`,
      [id],
    );
    if (!rows[0]) throw new PaymentGatewayError(`No such event: '${id}'`, 'resource_missing', 404);
    return rows[0].data;
  }

  parseWebhook(): GatewayEvent {
    throw new InvalidWebhookError('The sandbox gateway does not receive webhooks');
  }

  /** Events of `objectId` not yet handed to the provider-event handler, oldest first. */
  async undeliveredEvents(objectId: string): Promise<GatewayEvent[]> {
    const { rows } = await execSql<{ data: GatewayEvent }>(
      this.dataSource,
      `SELECT data FROM sandbox.events WHERE object_id = $1 AND delivered_at IS NULL ORDER BY seq`,
      [objectId],
    );
    return rows.map((r) => r.data);
  }

  async markDelivered(eventId: string): Promise<void> {
    await execSql(
      this.dataSource,
      `UPDATE sandbox.events SET delivered_at = now() WHERE id = $1 AND delivered_at IS NULL`,
      [eventId],
    );
  }

  /**
   * What Stripe.js does with a client secret and a card: confirms the payment intent (pi_…_secret_…) or setup
   * intent (seti_…_secret_…). A success or a refusal records an event; confirming an intent that already
   * succeeded changes nothing. Throws a PaymentGatewayError (resource_missing) for an unknown secret.
   */
  async confirm(clientSecret: string, card: SandboxCard | { paymentMethod: string }): Promise<SandboxConfirmation> {
    return this.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{
        id: string;
        object: string;
        data: GatewayPaymentIntent | GatewaySetupIntent;
      }>(tx, `SELECT id, object, data FROM sandbox.objects WHERE client_secret = $1 FOR UPDATE`, [
        clientSecret,
      ]);
      const row = rows[0];
      if (!row)
        throw new PaymentGatewayError(
          'No such payment intent for this client secret',
          'resource_missing',
          404,
        );
      const intent = row.data;
      if (intent.status === 'succeeded')
        return {
          status: 'succeeded',
          error: null,
          changed: false,
          objectId: intent.id,
          paymentMethodId: intent.payment_method,
        };
      if (intent.status === 'canceled') {
        throw new PaymentGatewayError(
          'This payment was canceled and can no longer be paid.',
          'payment_intent_unexpected_state',
          400,
        );
      }
      const now = this.clock();
      // A saved card (Stripe.js's `payment_method: pm_…`): only the intent's own customer's, and no new card is made.
      const saved = 'paymentMethod' in card ? await this.savedCard(tx, card.paymentMethod, intent.customer) : null;
      const checked: CardCheck = saved
        ? { ok: true, card: saved.card!, ...(saved.sandbox_charge_fails ? { chargeFails: true as const } : {}) }
        : checkCard(card as SandboxCard, now);
      // 4000 0000 0000 0341 attaches to a customer but any charge is declined.
      const check: CardCheck =
        checked.ok && checked.chargeFails && intent.object === 'payment_intent'
          ? { ok: false, error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: CARD_MESSAGES.card_declined } }
          : checked;
      let next: GatewayPaymentIntent | GatewaySetupIntent;
      let eventType: string;
      const invoiceOf = intent.object === 'payment_intent' ? intent.metadata[INVOICE_OF_SUBSCRIPTION] : undefined;
      if (check.ok && saved) {
        next = intent.object === 'payment_intent'
          ? {
              ...intent,
              status: 'succeeded',
              amount_received: intent.amount,
              payment_method: saved.id,
              last_payment_error: null,
              charge: { id: sandboxId('ch'), receipt_url: null, card: { brand: check.card.brand, last4: check.card.last4 } },
            }
          : { ...intent, status: 'succeeded', payment_method: saved.id, last_setup_error: null };
        eventType = intent.object === 'payment_intent' ? 'payment_intent.succeeded' : 'setup_intent.succeeded';
        if (invoiceOf && intent.object === 'payment_intent')
          await recordEvents(tx, intent.id, await payFirstInvoice(tx, invoiceOf, saved, intent.amount, unix(now)), unix(now));
      } else if (check.ok) {
        const pm: GatewayPaymentMethod = {
          id: sandboxId('pm'),
          object: 'payment_method',
          type: 'card',
          // A trial's card, or the card that paid a plan's first invoice, is saved to the customer.
          customer: intent.object === 'setup_intent' || invoiceOf ? intent.customer : null,
          card: check.card,
          created: unix(now),
          livemode: false,
          ...(check.chargeFails ? { sandbox_charge_fails: true } : {}),
        };
        await this.insert(tx, pm, null, null);
        if (intent.object === 'setup_intent' && intent.customer) await saveSetupCard(tx, intent.id, intent.customer, pm.id);
        if (intent.object === 'payment_intent') {
          next = {
            ...intent,
            status: 'succeeded',
            amount_received: intent.amount,
            payment_method: pm.id,
            last_payment_error: null,
            charge: { id: sandboxId('ch'), receipt_url: null, card: { brand: check.card.brand, last4: check.card.last4 } },
          };
          eventType = 'payment_intent.succeeded';
          if (invoiceOf) {
            const emitted = await payFirstInvoice(tx, invoiceOf, pm, intent.amount, unix(now));
            await recordEvents(tx, intent.id, emitted, unix(now));
          }
        } else {
          next = { ...intent, status: 'succeeded', payment_method: pm.id, last_setup_error: null };
          eventType = 'setup_intent.succeeded';
        }
      } else if (intent.object === 'payment_intent') {
        next = { ...intent, status: 'requires_payment_method', last_payment_error: check.error };
        eventType = 'payment_intent.payment_failed';
      } else {
        next = { ...intent, status: 'requires_payment_method', last_setup_error: check.error };
        eventType = 'setup_intent.setup_failed';
      }
      await execSql(tx, `UPDATE sandbox.objects SET data = $2::jsonb, updated_at = now() WHERE id = $1`, [
        intent.id,
        JSON.stringify(next),
      ]);
      const event: GatewayEvent = {
        id: sandboxId('evt'),
        object: 'event',
        type: eventType,
        created: unix(now),
        data: { object: next as unknown as GatewayEvent['data']['object'] },
        livemode: false,
      };
      await execSql(
        tx,
        `INSERT INTO sandbox.events (id, type, object_id, data) VALUES ($1, $2, $3, $4::jsonb)`,
        [event.id, event.type, intent.id, JSON.stringify(event)],
      );
      return {
        status: check.ok ? 'succeeded' : 'requires_payment_method',
        error: check.ok ? null : check.error,
        changed: true,
        objectId: intent.id,
        paymentMethodId: check.ok ? next.payment_method : null,
      };
    });
  }

  /** A card saved on `customer`; anything else is a missing card, as Stripe answers it. */
  private async savedCard(tx: EntityManager, id: string, customer: string | null) {
    const { rows } = await execSql<{ data: GatewayPaymentMethod & { sandbox_charge_fails?: boolean } }>(
      tx,
      `SELECT data FROM sandbox.objects WHERE id = $1 AND object = 'payment_method'`,
      [id],
    );
    const pm = rows[0]?.data;
    if (!pm || !customer || pm.customer !== customer || !pm.card)
      throw new PaymentGatewayError('No such saved card for this payment', 'resource_missing', 404);
    return pm;
  }

  // --- storage ---

  private newSetupIntent(customer: string, metadata: Record<string, string>, now: Date): GatewaySetupIntent {
    const id = sandboxId('seti');
    return {
      id,
      object: 'setup_intent',
      customer,
      status: 'requires_payment_method',
      client_secret: clientSecretOf(id),
      metadata: { ...metadata },
      payment_method: null,
      usage: 'off_session',
      last_setup_error: null,
      created: unix(now),
      livemode: false,
    };
  }

  /**
   * Creates an object once per idempotency key. A concurrent request with the same key waits for the first
   * insert and returns its object; a reused key with other parameters is refused, as Stripe does.
   */
  private async create<T extends SandboxObject>(
    object: T['object'],
    idempotencyKey: string,
    request: object,
    build: (now: Date) => T | Promise<T>,
    tx?: EntityManager,
  ): Promise<T> {
    if (!idempotencyKey)
      throw new PaymentGatewayError('An idempotency key is required', 'parameter_missing', 400);
    const hash = createHash('sha256')
      .update(`${object}:${stableJson(request)}`)
      .digest('hex');
    const target = tx ?? this.dataSource;
    const existing = await this.byIdempotencyKey<T>(target, idempotencyKey, hash);
    if (existing) return existing;
    const created = await build(this.clock());
    const inserted = await this.insert(target, created, idempotencyKey, hash);
    if (inserted) return created;
    const winner = await this.byIdempotencyKey<T>(target, idempotencyKey, hash);
    if (!winner) throw new Error(`sandbox: idempotency key ${idempotencyKey} vanished`);
    return winner;
  }

  private async byIdempotencyKey<T>(
    target: DataSource | EntityManager,
    key: string,
    hash: string,
  ): Promise<T | null> {
    const { rows } = await execSql<{ data: T; request_hash: string }>(
      target,
      `SELECT data, request_hash FROM sandbox.objects WHERE idempotency_key = $1`,
      [key],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.request_hash !== hash) {
      throw new PaymentGatewayError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
        400,
      );
    }
    return this.opened(row.data as SandboxObject) as T;
  }

  private async insert(
    target: DataSource | EntityManager,
    obj: SandboxObject,
    key: string | null,
    hash: string | null,
  ): Promise<boolean> {
    const secret = 'client_secret' in obj ? obj.client_secret : null;
    const { rowCount } = await execSql(
      target,
      `INSERT INTO sandbox.objects (id, object, data, client_secret, idempotency_key, request_hash)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
      [obj.id, obj.object, JSON.stringify(await this.sealed(obj)), secret, key, hash],
    );
    return rowCount > 0;
  }

  private async get<T extends SandboxObject>(id: string, object: T['object']): Promise<T> {
    const { rows } = await execSql<{ data: T }>(
      this.dataSource,
      `SELECT data FROM sandbox.objects WHERE id = $1 AND object = $2`,
      [id, object],
    );
    if (!rows[0]) throw new PaymentGatewayError(`No such ${object}: '${id}'`, 'resource_missing', 404);
    return (await this.opened(rows[0].data)) as T;
  }

  /** A customer's email and name sealed before they are stored (sandbox-customer-seal.ts); other objects as they are. */
  private async sealed(obj: SandboxObject): Promise<SandboxObject> {
    return obj.object === 'customer' ? sealCustomer(this.values, obj) : obj;
  }

  private async opened(obj: SandboxObject): Promise<SandboxObject> {
    return obj.object === 'customer' ? openCustomer(this.values, obj) : obj;
  }

  private async update<T extends SandboxObject>(
    id: string,
    object: T['object'],
    change: (current: T) => T,
  ): Promise<T> {
    return this.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ data: T }>(
        tx,
        `SELECT data FROM sandbox.objects WHERE id = $1 AND object = $2 FOR UPDATE`,
        [id, object],
      );
      if (!rows[0]) throw new PaymentGatewayError(`No such ${object}: '${id}'`, 'resource_missing', 404);
      const current = (await this.opened(rows[0].data)) as T;
      const next = change(current);
      if (next !== current) {
        await execSql(tx, `UPDATE sandbox.objects SET data = $2::jsonb, updated_at = now() WHERE id = $1`, [
          id,
          JSON.stringify(await this.sealed(next)),
        ]);
      }
      return next;
    });
  }
}

/** JSON with sorted keys, so equal parameters hash equally whatever their order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
