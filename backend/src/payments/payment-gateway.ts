/**
 * The payment provider port (DESIGN.md §6). Objects are Stripe-shaped (snake_case fields, `object`, id prefixes
 * pi_/seti_/cus_/pm_/sub_/evt_, amounts in cents) so the sandbox and Stripe adapters are interchangeable and the
 * handlers read one shape. Nest injects the adapter by this class: the sandbox unless STRIPE_SECRET_KEY is set.
 */

export type PaymentMode = 'sandbox' | 'stripe';

export type Metadata = Record<string, string>;

/** Why a card was refused: Stripe's `last_payment_error` / `last_setup_error` (code e.g. card_declined). */
export interface GatewayCardError {
  type: 'card_error' | 'invalid_request_error' | 'api_error';
  code: string;
  decline_code?: string;
  message: string;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/**
 * What the provider says about the charge that took the money (Stripe's `latest_charge`, flattened): the card it
 * went on and the provider's own receipt page (Stripe's `receipt_url`; null in the sandbox).
 */
export interface GatewayChargeDetails {
  id: string | null;
  receipt_url: string | null;
  card: { brand: string; last4: string } | null;
}

export interface GatewayPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: PaymentIntentStatus;
  client_secret: string | null;
  metadata: Metadata;
  payment_method: string | null;
  last_payment_error: GatewayCardError | null;
  /** What the intent was created for, as its creator described it ("SueGo Demand Letter"). */
  description?: string | null;
  /** The succeeded charge (retrieve only; null before the money moved). */
  charge?: GatewayChargeDetails | null;
  /** Unix seconds. */
  created: number;
  livemode: boolean;
}

export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export interface GatewaySetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  status: SetupIntentStatus;
  client_secret: string | null;
  metadata: Metadata;
  payment_method: string | null;
  usage: 'off_session' | 'on_session';
  last_setup_error: GatewayCardError | null;
  created: number;
  livemode: boolean;
}

export interface GatewayCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  created: number;
  livemode: boolean;
}

export interface GatewayPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    /** Stripe's fingerprint of the card number (the same card on any customer); the sandbox makes one per number. */
    fingerprint?: string | null;
  } | null;
  created: number;
  livemode: boolean;
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

/**
 * A subscription, flattened to what the product reads. Since API 2025-03-31.basil Stripe keeps the period on the
 * subscription item; the Stripe adapter lifts it from the first item.
 */
export interface GatewaySubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  price: string;
  current_period_start: number | null;
  current_period_end: number | null;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  /** The SetupIntent Stripe creates for a trial (first invoice $0): its client secret saves the card. */
  pending_setup_intent: string | null;
  /** `latest_invoice.confirmation_secret.client_secret` when the first invoice needs paying. */
  latest_invoice_client_secret: string | null;
  /** The card invoices are charged to (Stripe saves the trial's SetupIntent card here). */
  default_payment_method?: string | null;
  /** The latest invoice, flattened (expanded `latest_invoice`). */
  latest_invoice?: GatewayInvoice | null;
  metadata: Metadata;
  created: number;
  livemode: boolean;
}

/** An invoice of a subscription, flattened to what the product reads. */
export interface GatewayInvoice {
  id: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  /** Unix seconds of the next automatic retry, when the charge failed and one is scheduled. */
  next_payment_attempt: number | null;
  last_payment_error: { code: string; message: string } | null;
  /** The subscription it bills (Stripe: `parent.subscription_details.subscription`). */
  subscription?: string | null;
  customer?: string | null;
  currency?: string;
  /** The service period the invoice pays for (its subscription line's period), Unix seconds. */
  period_start?: number | null;
  period_end?: number | null;
  /** When it was paid (Unix seconds), null while unpaid. */
  paid_at?: number | null;
  /** The charge that paid it (retrieveInvoice only). */
  charge?: GatewayChargeDetails | null;
  /** The payment intent that paid it, when the provider uses one (Stripe): what a refund of it names. */
  payment_intent?: string | null;
  livemode?: boolean;
}

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/** Money given back for a payment intent (Stripe's Refund). */
export interface GatewayRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: RefundStatus;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Metadata;
  created: number;
}

/** A provider event as delivered by a webhook (or produced by the sandbox): only `id`, `type` and the object id are trusted. */
export interface GatewayEvent {
  id: string;
  object: 'event';
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: { id?: unknown; object?: unknown; [field: string]: unknown } };
  livemode: boolean;
}

export interface CreatePaymentIntentParams {
  amount: number;
  currency: 'usd';
  customer?: string;
  description?: string;
  metadata: Metadata;
  /** Sent as Idempotency-Key: the same key returns the same intent (and different parameters are refused). */
  idempotencyKey: string;
}

/** Refunds the whole amount of a succeeded payment intent. */
export interface RefundPaymentIntentParams {
  paymentIntent: string;
  /** `requested_by_customer` for a payment that did not cover the price (Stripe has no closer reason). */
  reason: 'duplicate' | 'requested_by_customer';
  metadata?: Metadata;
  idempotencyKey: string;
}

export interface CreateCustomerParams {
  email: string;
  name?: string;
  metadata?: Metadata;
  idempotencyKey: string;
}

export interface CreateSetupIntentParams {
  customer: string;
  metadata?: Metadata;
  idempotencyKey: string;
}

export interface CreateSubscriptionParams {
  customer: string;
  /** The provider's price id (sandbox: any string, e.g. our plan id). */
  price: string;
  trialPeriodDays?: number;
  defaultPaymentMethod?: string;
  /** A catalog promotion: SUEGOFREE makes the first month free (no trial, no card), BETA2024 takes cents off. */
  promotion?: { code: string; kind: 'first_period_free' | 'amount_off'; amountOff?: number };
  /** The plan's monthly amount in cents (the sandbox charges it; Stripe takes it from the price). */
  amount?: number;
  /** Ends the subscription at the end of its first period unless this is turned off (a free month without a card). */
  cancelAtPeriodEnd?: boolean;
  metadata?: Metadata;
  idempotencyKey: string;
}

export interface UpdateSubscriptionParams {
  cancelAtPeriodEnd?: boolean;
  /** The card this subscription's invoices are charged to; null = the customer's default (Stripe: unset). */
  defaultPaymentMethod?: string | null;
  idempotencyKey: string;
}

export interface PayInvoiceParams {
  /** The card to charge; omitted = the subscription's (else the customer's) default card. */
  paymentMethod?: string;
  /** The same key pays once, however many times it is sent (two "pay now" clicks). */
  idempotencyKey: string;
}

/**
 * The provider refused a request (bad parameters, reused idempotency key with other parameters, unknown id).
 * `status` is the provider's HTTP status when there was one.
 */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/** A webhook whose signature, timestamp or body did not verify: answer 400 and store nothing. */
export class InvalidWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookError';
  }
}

export abstract class PaymentGateway {
  abstract readonly mode: PaymentMode;

  // Payment intents (pay per document, attorney add-ons).
  abstract createPaymentIntent(params: CreatePaymentIntentParams): Promise<GatewayPaymentIntent>;
  abstract retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent>;
  abstract cancelPaymentIntent(id: string, idempotencyKey: string): Promise<GatewayPaymentIntent>;
  abstract refundPaymentIntent(params: RefundPaymentIntentParams): Promise<GatewayRefund>;
  abstract retrieveRefund(id: string): Promise<GatewayRefund>;

  // Customers, saved cards and trials.
  abstract createCustomer(params: CreateCustomerParams): Promise<GatewayCustomer>;
  abstract retrieveCustomer(id: string): Promise<GatewayCustomer>;
  /**
   * Deletes the customer with its email, name and cards (account deletion). Stripe cancels the customer's
   * subscriptions at once and keeps its payments; a customer that is already gone is not an error.
   */
  abstract deleteCustomer(id: string): Promise<void>;
  abstract createSetupIntent(params: CreateSetupIntentParams): Promise<GatewaySetupIntent>;
  abstract retrieveSetupIntent(id: string): Promise<GatewaySetupIntent>;
  /** Cancels a SetupIntent that has not succeeded (a trial's `pending_setup_intent` does not cancel by itself). */
  abstract cancelSetupIntent(id: string, idempotencyKey: string): Promise<GatewaySetupIntent>;
  abstract listPaymentMethods(customer: string): Promise<GatewayPaymentMethod[]>;
  abstract retrievePaymentMethod(id: string): Promise<GatewayPaymentMethod>;
  abstract attachPaymentMethod(
    paymentMethod: string,
    customer: string,
    idempotencyKey: string,
  ): Promise<GatewayPaymentMethod>;
  abstract detachPaymentMethod(paymentMethod: string, idempotencyKey: string): Promise<GatewayPaymentMethod>;
  /** Sets the card invoices are charged to (`invoice_settings.default_payment_method`). */
  abstract setDefaultPaymentMethod(customer: string, paymentMethod: string | null): Promise<GatewayCustomer>;

  // Subscriptions (SueGo / SuePro). Not used by pay-per-document checkout yet.
  abstract createSubscription(params: CreateSubscriptionParams): Promise<GatewaySubscription>;
  abstract retrieveSubscription(id: string): Promise<GatewaySubscription>;
  abstract updateSubscription(id: string, params: UpdateSubscriptionParams): Promise<GatewaySubscription>;
  abstract cancelSubscription(id: string, idempotencyKey: string): Promise<GatewaySubscription>;
  /** Ends a trial now: the first month is invoiced and charged to the subscription's card at once. */
  abstract endTrialNow(id: string, idempotencyKey: string): Promise<GatewaySubscription>;

  // Invoices of subscriptions (receipts, paying a past-due invoice at once, voiding it when the plan ends now).
  /** The invoice with the charge that paid it (card, provider receipt), its subscription and service period. */
  abstract retrieveInvoice(id: string): Promise<GatewayInvoice>;
  /**
   * Charges an open invoice now (Stripe's `invoices.pay`): paid → the subscription is active again; a refused card
   * throws a PaymentGatewayError (`card_declined`…) and the invoice stays open. An invoice already paid with the
   * same key answers as the first time.
   */
  abstract payInvoice(id: string, params: PayInvoiceParams): Promise<GatewayInvoice>;
  /** Voids an open invoice: nothing more is charged or retried for it. */
  abstract voidInvoice(id: string, idempotencyKey: string): Promise<GatewayInvoice>;

  // Provider events.
  abstract retrieveEvent(id: string): Promise<GatewayEvent>;
  /**
   * Verifies a webhook delivery (raw body + signature header) and returns its event; throws
   * {@link InvalidWebhookError} otherwise. The sandbox never receives HTTP webhooks and always throws.
   */
  abstract parseWebhook(rawBody: Buffer | undefined, signatureHeader: string | undefined): GatewayEvent;
}
