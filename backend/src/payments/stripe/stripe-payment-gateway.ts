import Stripe from 'stripe';
import {
  InvalidWebhookError,
  PaymentGateway,
  PaymentGatewayError,
  type CreateCustomerParams,
  type CreatePaymentIntentParams,
  type CreateSetupIntentParams,
  type CreateSubscriptionParams,
  type GatewayCardError,
  type GatewayChargeDetails,
  type GatewayCustomer,
  type GatewayEvent,
  type GatewayInvoice,
  type GatewayPaymentIntent,
  type GatewayPaymentMethod,
  type GatewayRefund,
  type GatewaySetupIntent,
  type GatewaySubscription,
  type PayInvoiceParams,
  type PaymentIntentStatus,
  type RefundPaymentIntentParams,
  type RefundStatus,
  type SetupIntentStatus,
  type SubscriptionStatus,
  type UpdateSubscriptionParams,
} from '../payment-gateway';

/** The API version this code is written against (stripe@23's pin). Changing it is a reviewed upgrade. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin, e.g. http://127.0.0.1:12111 for a local fake server (tests). Default https://api.stripe.com. */
  apiBase?: string;
  /** Per-request timeout in ms (default 20 000: the SDK's own 80 s is too long for a user waiting at checkout). */
  timeoutMs?: number;
  /** Retries of failed requests, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
}

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toCardError(
  error: Stripe.PaymentIntent.LastPaymentError | Stripe.SetupIntent.LastSetupError | null,
): GatewayCardError | null {
  if (!error) return null;
  return {
    type:
      error.type === 'card_error'
        ? 'card_error'
        : error.type === 'invalid_request_error'
          ? 'invalid_request_error'
          : 'api_error',
    code: error.code ?? 'unknown',
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    message: error.message ?? 'Your payment could not be completed.',
  };
}

const metadataOf = (metadata: Stripe.Metadata | null | undefined): Record<string, string> => ({
  ...(metadata ?? {}),
});

/** An expanded charge: the card it went on and Stripe's receipt page. A charge id alone says nothing more. */
function toChargeDetails(charge: string | Stripe.Charge | null | undefined): GatewayChargeDetails | null {
  if (!charge || typeof charge === 'string') return null;
  const card = charge.payment_method_details?.card;
  return {
    id: charge.id,
    receipt_url: charge.receipt_url ?? null,
    card: card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null,
  };
}

export function toGatewayPaymentIntent(pi: Stripe.PaymentIntent): GatewayPaymentIntent {
  return {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_received: pi.amount_received,
    currency: pi.currency,
    customer: idOf(pi.customer),
    // Stripe may add statuses; the handler treats unknown ones as "nothing to do".
    status: pi.status as PaymentIntentStatus,
    client_secret: pi.client_secret,
    metadata: metadataOf(pi.metadata),
    payment_method: idOf(pi.payment_method),
    last_payment_error: toCardError(pi.last_payment_error),
    description: pi.description ?? null,
    charge: toChargeDetails(pi.latest_charge),
    created: pi.created,
    livemode: pi.livemode,
  };
}

function toGatewaySetupIntent(si: Stripe.SetupIntent): GatewaySetupIntent {
  return {
    id: si.id,
    object: 'setup_intent',
    customer: idOf(si.customer),
    status: si.status as SetupIntentStatus,
    client_secret: si.client_secret,
    metadata: metadataOf(si.metadata),
    payment_method: idOf(si.payment_method),
    usage: si.usage === 'on_session' ? 'on_session' : 'off_session',
    last_setup_error: toCardError(si.last_setup_error),
    created: si.created,
    livemode: si.livemode,
  };
}

const REFUND_STATUSES: ReadonlySet<string> = new Set([
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
]);
const REFUND_REASONS: ReadonlySet<string> = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

function toGatewayRefund(r: Stripe.Refund): GatewayRefund {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount,
    currency: r.currency,
    payment_intent: idOf(r.payment_intent) ?? '',
    // Stripe types status as a plain string; anything unknown is treated as not yet settled.
    status: (r.status && REFUND_STATUSES.has(r.status) ? r.status : 'pending') as RefundStatus,
    reason: r.reason && REFUND_REASONS.has(r.reason) ? (r.reason as GatewayRefund['reason']) : null,
    metadata: metadataOf(r.metadata),
    created: r.created,
  };
}

function toGatewayCustomer(c: Stripe.Customer): GatewayCustomer {
  return {
    id: c.id,
    object: 'customer',
    email: c.email,
    name: c.name ?? null,
    metadata: metadataOf(c.metadata),
    invoice_settings: { default_payment_method: idOf(c.invoice_settings?.default_payment_method) },
    created: c.created,
    livemode: c.livemode,
  };
}

function toGatewayPaymentMethod(pm: Stripe.PaymentMethod): GatewayPaymentMethod {
  return {
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    customer: idOf(pm.customer),
    card: pm.card
      ? {
          brand: pm.card.brand,
          last4: pm.card.last4,
          exp_month: pm.card.exp_month,
          exp_year: pm.card.exp_year,
          fingerprint: pm.card.fingerprint ?? null,
        }
      : null,
    created: pm.created,
    livemode: pm.livemode,
  };
}

function toGatewaySubscription(s: Stripe.Subscription): GatewaySubscription {
  const item = s.items?.data?.[0];
  const invoice = typeof s.latest_invoice === 'object' ? s.latest_invoice : null;
  return {
    id: s.id,
    object: 'subscription',
    customer: idOf(s.customer) ?? '',
    status: s.status as SubscriptionStatus,
    price: item?.price?.id ?? '',
    current_period_start: item?.current_period_start ?? null,
    current_period_end: item?.current_period_end ?? null,
    cancel_at_period_end: s.cancel_at_period_end,
    trial_end: s.trial_end,
    pending_setup_intent: idOf(s.pending_setup_intent),
    latest_invoice_client_secret: invoice?.confirmation_secret?.client_secret ?? null,
    default_payment_method: idOf(s.default_payment_method),
    latest_invoice: invoice ? toGatewayInvoice(invoice) : null,
    metadata: metadataOf(s.metadata),
    created: s.created,
    livemode: s.livemode,
  };
}

/** The subscription an invoice bills: `parent.subscription_details.subscription` since API 2025-03-31.basil. */
export function invoiceSubscriptionId(i: Pick<Stripe.Invoice, 'parent'> & { subscription?: unknown }): string | null {
  const fromParent = i.parent?.subscription_details?.subscription;
  if (fromParent) return typeof fromParent === 'string' ? fromParent : fromParent.id;
  return typeof i.subscription === 'string' ? i.subscription : null;
}

function toGatewayInvoice(i: Stripe.Invoice): GatewayInvoice {
  const failed = i.status === 'open' && (i.attempt_count ?? 0) > 0;
  const line = i.lines?.data?.[0];
  const payment = i.payments?.data?.find((p) => p.status === 'paid') ?? i.payments?.data?.[0];
  const intent = payment?.payment?.payment_intent;
  return {
    subscription: invoiceSubscriptionId(i),
    customer: idOf(i.customer),
    currency: i.currency,
    period_start: line?.period?.start ?? i.period_start ?? null,
    period_end: line?.period?.end ?? i.period_end ?? null,
    paid_at: i.status_transitions?.paid_at ?? null,
    charge: intent && typeof intent !== 'string' ? toChargeDetails(intent.latest_charge) : null,
    payment_intent: intent ? (typeof intent === 'string' ? intent : intent.id) : null,
    livemode: i.livemode,
    id: i.id ?? '',
    status: (i.status ?? 'draft') as GatewayInvoice['status'],
    amount_due: i.amount_due,
    amount_paid: i.amount_paid,
    attempt_count: i.attempt_count ?? 0,
    next_payment_attempt: i.next_payment_attempt ?? null,
    last_payment_error: failed
      ? { code: i.last_finalization_error?.code ?? 'card_declined', message: i.last_finalization_error?.message ?? 'Your card was declined.' }
      : null,
  };
}

function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.created,
    data: { object: event.data.object as unknown as GatewayEvent['data']['object'] },
    livemode: event.livemode,
  };
}

/**
 * The real gateway (`stripe` 23, API `2026-10-28.endive`). Every POST carries the caller's deterministic
 * idempotency key, so the SDK's retries (timeouts, 409, 5xx) and our own repeats can never create a second object.
 * Provider errors become PaymentGatewayError; the webhook signature is checked with the endpoint's whsec_ secret
 * and the SDK's default 300 s tolerance.
 */
export class StripePaymentGateway extends PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    super();
    const base = options.apiBase ? new URL(options.apiBase) : undefined;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'SueGo' },
      ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    });
  }

  async createPaymentIntent(params: CreatePaymentIntentParams): Promise<GatewayPaymentIntent> {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: params.amount,
          currency: params.currency,
          ...(params.customer ? { customer: params.customer } : {}),
          ...(params.description ? { description: params.description } : {}),
          metadata: params.metadata,
          // Card-style methods only: the checkout page has no redirect flow.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    );
    return toGatewayPaymentIntent(pi);
  }

  async retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent> {
    return toGatewayPaymentIntent(
      await this.call(() => this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })),
    );
  }

  async cancelPaymentIntent(id: string, idempotencyKey: string): Promise<GatewayPaymentIntent> {
    return toGatewayPaymentIntent(
      await this.call(() => this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey })),
    );
  }

  async refundPaymentIntent(params: RefundPaymentIntentParams): Promise<GatewayRefund> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: params.paymentIntent,
          reason: params.reason,
          ...(params.metadata ? { metadata: params.metadata } : {}),
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    );
    return toGatewayRefund(refund);
  }

  async retrieveRefund(id: string): Promise<GatewayRefund> {
    return toGatewayRefund(await this.call(() => this.stripe.refunds.retrieve(id)));
  }

  async createCustomer(params: CreateCustomerParams): Promise<GatewayCustomer> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        {
          email: params.email,
          ...(params.name ? { name: params.name } : {}),
          ...(params.metadata ? { metadata: params.metadata } : {}),
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    );
    return toGatewayCustomer(customer);
  }

  async retrieveCustomer(id: string): Promise<GatewayCustomer> {
    const customer = await this.call(() => this.stripe.customers.retrieve(id));
    if ('deleted' in customer && customer.deleted)
      throw new PaymentGatewayError(`No such customer: '${id}'`, 'resource_missing', 404);
    return toGatewayCustomer(customer);
  }

  async deleteCustomer(id: string): Promise<void> {
    try {
      await this.call(() => this.stripe.customers.del(id));
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === 'resource_missing') return;
      throw error;
    }
  }

  async createSetupIntent(params: CreateSetupIntentParams): Promise<GatewaySetupIntent> {
    const si = await this.call(() =>
      this.stripe.setupIntents.create(
        {
          customer: params.customer,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...(params.metadata ? { metadata: params.metadata } : {}),
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    );
    return toGatewaySetupIntent(si);
  }

  async retrieveSetupIntent(id: string): Promise<GatewaySetupIntent> {
    return toGatewaySetupIntent(await this.call(() => this.stripe.setupIntents.retrieve(id)));
  }

  async cancelSetupIntent(id: string, idempotencyKey: string): Promise<GatewaySetupIntent> {
    return toGatewaySetupIntent(await this.call(() => this.stripe.setupIntents.cancel(id, {}, { idempotencyKey })));
  }

  async listPaymentMethods(customer: string): Promise<GatewayPaymentMethod[]> {
    const list = await this.call(() =>
      this.stripe.paymentMethods.list({ customer, type: 'card', limit: 100 }),
    );
    return list.data.map(toGatewayPaymentMethod);
  }

  async retrievePaymentMethod(id: string): Promise<GatewayPaymentMethod> {
    return toGatewayPaymentMethod(await this.call(() => this.stripe.paymentMethods.retrieve(id)));
  }

  async attachPaymentMethod(
    paymentMethod: string,
    customer: string,
    idempotencyKey: string,
  ): Promise<GatewayPaymentMethod> {
    return toGatewayPaymentMethod(
      await this.call(() =>
        this.stripe.paymentMethods.attach(paymentMethod, { customer }, { idempotencyKey }),
      ),
    );
  }

  async detachPaymentMethod(paymentMethod: string, idempotencyKey: string): Promise<GatewayPaymentMethod> {
    return toGatewayPaymentMethod(
      await this.call(() => this.stripe.paymentMethods.detach(paymentMethod, {}, { idempotencyKey })),
    );
  }

  async setDefaultPaymentMethod(customer: string, paymentMethod: string | null): Promise<GatewayCustomer> {
    return toGatewayCustomer(
      await this.call(() =>
        this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod ?? '' } }),
      ),
    );
  }

  /** A plan id (suego) is a price lookup key at Stripe; a `price_…` id is used as it is. */
  private async priceId(price: string): Promise<string> {
    if (price.startsWith('price_')) return price;
    const found = await this.call(() => this.stripe.prices.list({ lookup_keys: [price], active: true, limit: 1 }));
    const id = found.data[0]?.id;
    if (!id) throw new PaymentGatewayError(`No active Stripe price with lookup key '${price}'`, 'resource_missing', 404);
    return id;
  }

  /** The active Stripe promotion code with this code (the catalog's rules apply first; Stripe's apply too). */
  private async promotionCodeId(code: string): Promise<string> {
    const found = await this.call(() => this.stripe.promotionCodes.list({ code, active: true, limit: 1 }));
    const id = found.data[0]?.id;
    if (!id) throw new PaymentGatewayError(`No active Stripe promotion code '${code}'`, 'resource_missing', 404);
    return id;
  }

  async createSubscription(params: CreateSubscriptionParams): Promise<GatewaySubscription> {
    const price = await this.priceId(params.price);
    const promotionCode = params.promotion ? await this.promotionCodeId(params.promotion.code) : null;
    // A free first month replaces the trial (Stripe: a 100%-off-once coupon, no card needed for a $0 invoice).
    const trialDays = params.promotion?.kind === 'first_period_free' ? 0 : params.trialPeriodDays;
    // No trial and a card already saved (ADR 145): charge the first month now rather than wait for a confirmation.
    const chargeNow =
      !trialDays && params.promotion?.kind !== 'first_period_free' && Boolean(params.defaultPaymentMethod);
    const sub = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: params.customer,
          items: [{ price }],
          ...(trialDays ? { trial_period_days: trialDays } : {}),
          ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          ...(params.cancelAtPeriodEnd ? { cancel_at_period_end: true } : {}),
          ...(params.defaultPaymentMethod ? { default_payment_method: params.defaultPaymentMethod } : {}),
          payment_behavior: chargeNow ? 'allow_incomplete' : 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(params.metadata ? { metadata: params.metadata } : {}),
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    );
    return toGatewaySubscription(sub);
  }

  async retrieveSubscription(id: string): Promise<GatewaySubscription> {
    return toGatewaySubscription(
      await this.call(() =>
        this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.confirmation_secret'] }),
      ),
    );
  }

  async updateSubscription(id: string, params: UpdateSubscriptionParams): Promise<GatewaySubscription> {
    const sub = await this.call(() =>
      this.stripe.subscriptions.update(
        id,
        {
          ...(params.cancelAtPeriodEnd !== undefined
            ? { cancel_at_period_end: params.cancelAtPeriodEnd }
            : {}),
          // '' unsets it: the invoices then go to the customer's default card.
          ...(params.defaultPaymentMethod !== undefined
            ? { default_payment_method: params.defaultPaymentMethod ?? '' }
            : {}),
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    );
    return toGatewaySubscription(sub);
  }

  async cancelSubscription(id: string, idempotencyKey: string): Promise<GatewaySubscription> {
    return toGatewaySubscription(
      await this.call(() => this.stripe.subscriptions.cancel(id, {}, { idempotencyKey })),
    );
  }

  async endTrialNow(id: string, idempotencyKey: string): Promise<GatewaySubscription> {
    return toGatewaySubscription(
      await this.call(() =>
        this.stripe.subscriptions.update(
          id,
          { trial_end: 'now', expand: ['latest_invoice.confirmation_secret'] },
          { idempotencyKey },
        ),
      ),
    );
  }

  async retrieveInvoice(id: string): Promise<GatewayInvoice> {
    return toGatewayInvoice(
      await this.call(() =>
        this.stripe.invoices.retrieve(id, { expand: ['payments.data.payment.payment_intent.latest_charge'] }),
      ),
    );
  }

  async payInvoice(id: string, params: PayInvoiceParams): Promise<GatewayInvoice> {
    return toGatewayInvoice(
      await this.call(() =>
        this.stripe.invoices.pay(
          id,
          params.paymentMethod ? { payment_method: params.paymentMethod } : {},
          { idempotencyKey: params.idempotencyKey },
        ),
      ),
    );
  }

  async voidInvoice(id: string, idempotencyKey: string): Promise<GatewayInvoice> {
    return toGatewayInvoice(await this.call(() => this.stripe.invoices.voidInvoice(id, {}, { idempotencyKey })));
  }

  async retrieveEvent(id: string): Promise<GatewayEvent> {
    return toGatewayEvent(await this.call(() => this.stripe.events.retrieve(id)));
  }

  parseWebhook(rawBody: Buffer | undefined, signatureHeader: string | undefined): GatewayEvent {
    if (!rawBody || rawBody.length === 0) throw new InvalidWebhookError('Webhook body is missing');
    if (!signatureHeader) throw new InvalidWebhookError('Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      // Default tolerance: 300 s between the signed timestamp and now.
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret);
    } catch {
      throw new InvalidWebhookError('Webhook signature verification failed');
    }
    return toGatewayEvent(event);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new PaymentGatewayError(error.message, error.code ?? error.type, error.statusCode);
      }
      throw error;
    }
  }
}
