import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request as the fake received it: form parameters flattened (`metadata[caseId]`). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

type Fault = { match: string; kind: 'hang' | 'reset' };
type StoredResponse = { fingerprint: string; status: number; body: unknown };
type StripeObject = Record<string, unknown> & { id: string; object: string };

const token = (n = 14) =>
  randomBytes(n)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x');

/** `metadata[caseId]=…&automatic_payment_methods[enabled]=true` → a nested object with string leaves. */
function nest(form: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

/**
 * A small, stateful stand-in for api.stripe.com on 127.0.0.1 (research §1.8): the endpoints this product calls,
 * Stripe's idempotency rules (same key + same parameters → the stored response; other parameters → 400), and
 * injectable faults (a request that is processed but never answered; a connection reset before processing).
 * The real `stripe` SDK talks to it through its host/port/protocol options.
 */
export class FakeStripeServer {
  readonly requests: RecordedRequest[] = [];
  readonly objects = new Map<string, StripeObject>();
  readonly events = new Map<string, StripeObject>();
  private readonly idempotency = new Map<string, StoredResponse>();
  private readonly faults: Fault[] = [];
  private server?: Server;
  private counter = 0;

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('FakeStripeServer is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.onRequest(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The next request matching `METHOD /path` is processed and stored but never answered (the client times out). */
  hangNext(match: string): void {
    this.faults.push({ match, kind: 'hang' });
  }

  /** The next request matching `METHOD /path` has its connection reset before anything happens. */
  resetNext(match: string): void {
    this.faults.push({ match, kind: 'reset' });
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  ofType(object: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === object);
  }

  /** What the card network would do: the intent succeeds (and is then re-fetched by the app). */
  succeed(paymentIntentId: string, card: { brand: string; last4: string } = { brand: 'visa', last4: '4242' }): StripeObject {
    const pi = this.mustGet(paymentIntentId);
    Object.assign(pi, {
      status: 'succeeded',
      amount_received: pi.amount,
      payment_method: `pm_${token()}`,
      last_payment_error: null,
      latest_charge: this.charge(card),
    });
    return { ...pi };
  }

  /** A card saved on `customer` (what Elements + a SetupIntent would leave); `failsCharges` like 4000…0341. */
  addCard(customer: string, last4: string, options: { failsCharges?: boolean } = {}): string {
    const pm = `pm_${token()}`;
    this.objects.set(pm, {
      id: pm,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
      created: 0,
      livemode: false,
      ...(options.failsCharges ? { fails_charges: true } : {}),
    });
    return pm;
  }

  /** The card Stripe charges for a subscription's invoice: the subscription's default, else the customer's. */
  chargedCardOf(sub: StripeObject): StripeObject | null {
    const customer = this.objects.get(sub.customer as string);
    const settings = customer?.invoice_settings as { default_payment_method?: string | null } | undefined;
    for (const id of [sub.default_payment_method, settings?.default_payment_method]) {
      const pm = typeof id === 'string' ? this.objects.get(id) : undefined;
      if (pm && pm.customer === sub.customer) return pm;
    }
    return null;
  }

  private charge(card: { brand: string; last4: string }): StripeObject {
    const id = `ch_${token()}`;
    return {
      id,
      object: 'charge',
      receipt_url: `https://pay.stripe.com/receipts/payment/${token(24)}`,
      payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
    };
  }

  decline(
    paymentIntentId: string,
    code = 'card_declined',
    message = 'Your card was declined.',
    declineCode?: string,
  ): StripeObject {
    const pi = this.mustGet(paymentIntentId);
    Object.assign(pi, {
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code,
        message,
        ...(declineCode ? { decline_code: declineCode } : {}),
      },
    });
    return { ...pi };
  }

  // --- subscriptions: the card network and Stripe's billing calendar, driven by the test ---

  /**
   * The customer confirmed the trial's SetupIntent: the card is attached and becomes the subscription's default.
   * `card` overrides the test Visa 4242 (a card of one's own: its last 4 digits and Stripe's fingerprint).
   */
  confirmSetup(
    setupIntentId: string,
    card: { last4: string; fingerprint: string } = { last4: '4242', fingerprint: 'fp_test_4242' },
  ): StripeObject {
    const seti = this.mustGet(setupIntentId);
    const pm = `pm_${token()}`;
    this.objects.set(pm, { id: pm, object: 'payment_method', type: 'card', customer: seti.customer, card: { brand: 'visa', exp_month: 12, exp_year: 2034, ...card }, created: 0, livemode: false });
    Object.assign(seti, { status: 'succeeded', payment_method: pm });
    for (const sub of this.ofType('subscription')) if (sub.pending_setup_intent === setupIntentId) sub.default_payment_method = pm;
    return { ...seti };
  }

  /**
   * An invoice for the next period was paid (trial end or renewal) with the card Stripe picks
   * ({@link chargedCardOf}): active, the period moves on 30 days.
   */
  renew(subscriptionId: string): { subscription: StripeObject; invoice: StripeObject } {
    const sub = this.mustGet(subscriptionId);
    const item = this.itemOf(sub);
    const start = Number(item.current_period_end);
    Object.assign(item, { current_period_start: start, current_period_end: start + 30 * 86_400 });
    const card = this.chargedCardOf(sub);
    const invoice = this.invoice(sub, { status: 'paid', amount_paid: 2900, attempt_count: 1, next_payment_attempt: null });
    this.markPaid(invoice, card);
    Object.assign(sub, { status: 'active', trial_end: null, latest_invoice: invoice });
    return { subscription: { ...sub }, invoice };
  }

  /** The invoice was paid with `card`: its payment (an intent with its charge) is listed, as `payments` expands. */
  private markPaid(invoice: StripeObject, card: StripeObject | null): void {
    const details = (card?.card as { brand: string; last4: string } | undefined) ?? { brand: 'visa', last4: '4242' };
    const intent = {
      id: `pi_${token()}`,
      object: 'payment_intent',
      status: 'succeeded',
      payment_method: card?.id ?? null,
      latest_charge: this.charge(details),
    };
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
      payments: { object: 'list', data: [{ object: 'invoice_payment', status: 'paid', payment: { type: 'payment_intent', payment_intent: intent } }] },
    });
  }

  /** The charge for the next period failed (attempt `attempt`): past_due, retried later. */
  failCharge(subscriptionId: string, attempt = 1): { subscription: StripeObject; invoice: StripeObject } {
    const sub = this.mustGet(subscriptionId);
    if (attempt === 1) {
      const item = this.itemOf(sub);
      const start = Number(item.current_period_end);
      Object.assign(item, { current_period_start: start, current_period_end: start + 30 * 86_400 });
    }
    const invoice = this.invoice(sub, { status: 'open', amount_paid: 0, attempt_count: attempt, next_payment_attempt: Math.floor(Date.now() / 1000) + 3 * 86_400 });
    Object.assign(sub, { status: 'past_due', trial_end: null, latest_invoice: invoice });
    return { subscription: { ...sub }, invoice };
  }

  /** Stripe ended the subscription (period-end cancellation, or dunning gave up). */
  endSubscription(subscriptionId: string): StripeObject {
    const sub = this.mustGet(subscriptionId);
    sub.status = 'canceled';
    return { ...sub };
  }

  private itemOf(sub: StripeObject): Record<string, unknown> {
    return ((sub.items as { data: Record<string, unknown>[] }).data[0])!;
  }

  /** In the API's current shape: the subscription under `parent.subscription_details` (no top-level field). */
  private invoice(sub: StripeObject, fields: Record<string, unknown>): StripeObject {
    const item = this.itemOf(sub);
    const invoice: StripeObject = {
      id: `in_${token()}`,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      customer: sub.customer,
      currency: 'usd',
      amount_due: 2900,
      last_finalization_error: null,
      livemode: false,
      status_transitions: { paid_at: null },
      lines: { object: 'list', data: [{ period: { start: item.current_period_start, end: item.current_period_end } }] },
      payments: { object: 'list', data: [] },
      ...fields,
    };
    this.objects.set(invoice.id, invoice);
    return invoice;
  }

  /** Records an event (retrievable at /v1/events/:id) whose body carries a snapshot of `object`. */
  createEvent(type: string, object: StripeObject, id = `evt_${token()}`): StripeObject {
    const event: StripeObject = {
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...object } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.set(id, event);
    return event;
  }

  /** A signed webhook delivery for `event`, as Stripe would send it. */
  static sign(payload: string, secret: string, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  }

  private mustGet(id: string): StripeObject {
    const obj = this.objects.get(id);
    if (!obj) throw new Error(`FakeStripeServer: no object ${id}`);
    return obj;
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: req.headers,
      form,
    };
    this.requests.push(recorded);

    const faultIndex = this.faults.findIndex((f) => f.match === `${recorded.method} ${recorded.path}`);
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0] : undefined;
    if (fault?.kind === 'reset') {
      req.socket.destroy();
      return;
    }

    const key = req.headers['idempotency-key'] as string | undefined;
    const fingerprint = `${recorded.method} ${recorded.path} ${raw}`;
    let response: StoredResponse;
    const stored = key && recorded.method === 'POST' ? this.idempotency.get(key) : undefined;
    if (stored) {
      response =
        stored.fingerprint === fingerprint
          ? stored
          : {
              fingerprint,
              status: 400,
              body: {
                error: {
                  type: 'idempotency_error',
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
                },
              },
            };
    } else {
      response = { fingerprint, ...this.route(recorded) };
      // Stripe saves the result once the endpoint starts executing, errors included.
      if (key && recorded.method === 'POST') this.idempotency.set(key, response);
    }
    if (fault?.kind === 'hang') return; // processed, never answered
    res.writeHead(response.status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_${token()}`,
      ...(stored ? { 'Idempotent-Replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(response.body));
  }

  private route(req: RecordedRequest): { status: number; body: unknown } {
    const params = nest(req.form);
    const metadata = (params.metadata as Record<string, string> | undefined) ?? {};
    const now = Math.floor(Date.now() / 1000);
    const create = (obj: StripeObject) => {
      this.objects.set(obj.id, obj);
      return { status: 200, body: obj };
    };
    const [, , resource, id, action] = req.path.split('/');
    const missing = () => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${resource}: '${id}'`,
        },
      },
    });
    const key = `${req.method} /v1/${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST /v1/payment_intents': {
        const pid = `pi_${token()}${++this.counter}`;
        return create({
          id: pid,
          object: 'payment_intent',
          amount: Number(params.amount),
          amount_received: 0,
          currency: params.currency,
          customer: params.customer ?? null,
          description: params.description ?? null,
          status: 'requires_payment_method',
          client_secret: `${pid}_secret_${token(18)}`,
          metadata,
          payment_method: null,
          last_payment_error: null,
          created: now,
          livemode: false,
        });
      }
      case 'POST /v1/customers':
        return create({
          id: `cus_${token()}`,
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata,
          invoice_settings: { default_payment_method: null },
          created: now,
          livemode: false,
        });
      case 'POST /v1/setup_intents': {
        const sid = `seti_${token()}`;
        return create({
          id: sid,
          object: 'setup_intent',
          customer: params.customer ?? null,
          status: 'requires_payment_method',
          client_secret: `${sid}_secret_${token(18)}`,
          metadata,
          payment_method: null,
          usage: params.usage ?? 'off_session',
          last_setup_error: null,
          created: now,
          livemode: false,
        });
      }
      case 'GET /v1/payment_intents/:id':
      case 'GET /v1/customers/:id':
      case 'GET /v1/setup_intents/:id': {
        const obj = this.objects.get(id!);
        return obj ? { status: 200, body: obj } : missing();
      }
      case 'POST /v1/setup_intents/:id/cancel': {
        const obj = this.objects.get(id!);
        if (!obj) return missing();
        if (obj.status !== 'succeeded') obj.status = 'canceled';
        return { status: 200, body: obj };
      }
      case 'POST /v1/payment_intents/:id/cancel': {
        const obj = this.objects.get(id!);
        if (!obj) return missing();
        if (obj.status === 'succeeded') {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
              },
            },
          };
        }
        obj.status = 'canceled';
        return { status: 200, body: obj };
      }
      case 'POST /v1/refunds': {
        const intent = this.objects.get(params.payment_intent as string);
        if (!intent)
          return {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such payment_intent: '${String(params.payment_intent)}'`,
              },
            },
          };
        const refused = (code: string, message: string) => ({
          status: 400,
          body: { error: { type: 'invalid_request_error', code, message } },
        });
        if (intent.status !== 'succeeded')
          return refused(
            'charge_not_refundable',
            'This PaymentIntent does not have a successful charge to refund.',
          );
        if (intent.refunded === true)
          return refused(
            'charge_already_refunded',
            `Charge for ${String(intent.id)} has already been refunded.`,
          );
        intent.refunded = true;
        return create({
          id: `re_${token()}`,
          object: 'refund',
          amount: intent.amount_received || intent.amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          reason: params.reason ?? null,
          metadata,
          created: now,
        });
      }
      case 'POST /v1/subscriptions': {
        const subId = `sub_${token()}`;
        const trialDays = Number(params.trial_period_days ?? 0);
        const items = params.items as Record<string, { price: string }>;
        const end = now + (trialDays > 0 ? trialDays * 86_400 : 30 * 86_400);
        let pendingSetupIntent: string | null = null;
        if (trialDays > 0 && !params.default_payment_method) {
          pendingSetupIntent = `seti_${token()}`;
          this.objects.set(pendingSetupIntent, {
            id: pendingSetupIntent, object: 'setup_intent', customer: params.customer, status: 'requires_payment_method',
            client_secret: `${pendingSetupIntent}_secret_${token(18)}`, metadata: {}, payment_method: null, usage: 'off_session',
            last_setup_error: null, created: now, livemode: false,
          });
        }
        return create({
          id: subId,
          object: 'subscription',
          customer: params.customer,
          status: trialDays > 0 ? 'trialing' : 'active',
          items: { object: 'list', data: [{ id: `si_${token()}`, object: 'subscription_item', price: { id: items['0']!.price }, current_period_start: now, current_period_end: end }] },
          cancel_at_period_end: params.cancel_at_period_end === 'true',
          trial_end: trialDays > 0 ? end : null,
          pending_setup_intent: pendingSetupIntent,
          default_payment_method: params.default_payment_method ?? null,
          latest_invoice: null,
          discounts: params.discounts ?? [],
          metadata,
          created: now,
          livemode: false,
        });
      }
      case 'GET /v1/refunds/:id':
      case 'GET /v1/invoices/:id':
      case 'GET /v1/payment_methods/:id': {
        const obj = this.objects.get(id!);
        return obj ? { status: 200, body: obj } : missing();
      }
      case 'POST /v1/invoices/:id/pay': {
        const invoice = this.objects.get(id!);
        if (!invoice) return missing();
        if (invoice.status === 'paid')
          return { status: 400, body: { error: { type: 'invalid_request_error', code: 'invoice_already_paid', message: 'Invoice is already paid' } } };
        if (invoice.status !== 'open')
          return { status: 400, body: { error: { type: 'invalid_request_error', code: 'invoice_not_open', message: `Invoice is ${String(invoice.status)}` } } };
        const subId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription;
        const sub = this.objects.get(subId)!;
        const card =
          typeof params.payment_method === 'string' ? (this.objects.get(params.payment_method) ?? null) : this.chargedCardOf(sub);
        invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
        if (!card || card.customer !== sub.customer || card.fails_charges) {
          return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } };
        }
        this.markPaid(invoice, card);
        invoice.next_payment_attempt = null;
        Object.assign(sub, { status: 'active', latest_invoice: invoice });
        return { status: 200, body: invoice };
      }
      case 'POST /v1/invoices/:id/void': {
        const invoice = this.objects.get(id!);
        if (!invoice) return missing();
        Object.assign(invoice, { status: 'void', next_payment_attempt: null });
        return { status: 200, body: invoice };
      }
      case 'GET /v1/subscriptions/:id': {
        const obj = this.objects.get(id!);
        return obj ? { status: 200, body: obj } : missing();
      }
      case 'POST /v1/subscriptions/:id': {
        const obj = this.objects.get(id!);
        if (!obj) return missing();
        if (params.cancel_at_period_end !== undefined) obj.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (params.default_payment_method !== undefined) obj.default_payment_method = params.default_payment_method || null;
        if (params.trial_end === 'now' && obj.status === 'trialing') {
          // Stripe invoices the first period at once and charges the default card.
          Object.assign(this.itemOf(obj), { current_period_start: now, current_period_end: now + 30 * 86_400 });
          const invoice = this.invoice(obj, { status: 'paid', amount_paid: 2900, attempt_count: 1, next_payment_attempt: null });
          Object.assign(obj, { status: 'active', trial_end: now, latest_invoice: invoice });
        }
        return { status: 200, body: obj };
      }
      case 'DELETE /v1/subscriptions/:id': {
        const obj = this.objects.get(id!);
        if (!obj) return missing();
        obj.status = 'canceled';
        return { status: 200, body: obj };
      }
      case 'DELETE /v1/customers/:id': {
        const obj = this.objects.get(id!);
        if (!obj || obj.deleted) return missing();
        for (const sub of this.ofType('subscription')) if (sub.customer === id) sub.status = 'canceled';
        for (const pm of this.ofType('payment_method')) if (pm.customer === id) this.objects.delete(pm.id);
        this.objects.set(id!, { id: id!, object: 'customer', deleted: true });
        return { status: 200, body: { id, object: 'customer', deleted: true } };
      }
      case 'POST /v1/customers/:id': {
        const obj = this.objects.get(id!);
        if (!obj) return missing();
        const settings = params.invoice_settings as { default_payment_method?: string } | undefined;
        if (settings) obj.invoice_settings = { default_payment_method: settings.default_payment_method || null };
        return { status: 200, body: obj };
      }
      case 'GET /v1/payment_methods': {
        const data = this.ofType('payment_method').filter((pm) => pm.customer === params.customer);
        return { status: 200, body: { object: 'list', has_more: false, data } };
      }
      case 'POST /v1/payment_methods/:id/attach': {
        const pm = this.objects.get(id!);
        if (!pm) return missing();
        if (pm.customer && pm.customer !== params.customer) {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', code: 'payment_method_unexpected_state', message: 'The payment method you provided has already been attached to a customer.' } },
          };
        }
        pm.customer = params.customer;
        return { status: 200, body: pm };
      }
      case 'POST /v1/payment_methods/:id/detach': {
        const pm = this.objects.get(id!);
        if (!pm) return missing();
        pm.customer = null;
        return { status: 200, body: pm };
      }
      case 'GET /v1/prices': {
        const keys = Object.values((params.lookup_keys as Record<string, string> | undefined) ?? {});
        return { status: 200, body: { object: 'list', has_more: false, data: keys.map((k) => ({ id: `price_${k}`, object: 'price', lookup_key: k, active: true })) } };
      }
      case 'GET /v1/promotion_codes': {
        const code = typeof params.code === 'string' ? params.code : '';
        const known = ['SUEGOFREE', 'BETA2024'].includes(code);
        return { status: 200, body: { object: 'list', has_more: false, data: known ? [{ id: `promo_${code}`, object: 'promotion_code', code, active: true }] : [] } };
      }
      case 'GET /v1/events/:id': {
        const event = this.events.get(id!);
        return event ? { status: 200, body: event } : missing();
      }
      default:
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${req.method}: ${req.path})`,
            },
          },
        };
    }
  }
}
