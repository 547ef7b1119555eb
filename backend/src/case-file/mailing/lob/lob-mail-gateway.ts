import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  InvalidMailWebhookError,
  MailGateway,
  MailGatewayError,
  type AddressVerification,
  type CreateLetterParams,
  type MailWebhookEvent,
  type ProviderLetter,
  type ProviderScan,
  type ScanKind,
} from '../mail-gateway';
import type { PostalAddress } from '../postal-address';

export interface LobOptions {
  apiKey: string;
  webhookSecret?: string;
  /** Another Lob origin (tests point it at a local fake); default https://api.lob.com. */
  apiBase?: string;
  /** Per request; a timeout is a transient failure (the job retries with the same idempotency key). */
  timeoutMs?: number;
  now?: () => number;
}

/** How far a webhook's signature timestamp may be from our clock (replayed deliveries are refused). */
export const LOB_WEBHOOK_TOLERANCE_MS = 5 * 60_000;

interface LobTrackingEvent {
  id: string;
  type?: string;
  name: string;
  details?: { event?: string; description?: string } | null;
  location?: string | null;
  time?: string | null;
  date_created?: string;
}

interface LobLetter {
  id: string;
  tracking_number?: string | null;
  send_date?: string | null;
  expected_delivery_date?: string | null;
  metadata?: Record<string, string> | null;
  tracking_events?: LobTrackingEvent[] | null;
  deleted?: boolean;
}

/** Lob's scan names → what they mean for the letter. */
const SCAN_KINDS: Record<string, ScanKind> = {
  mailed: 'mailed',
  'in transit': 'in_transit',
  'in local area': 'in_local_area',
  'processed for delivery': 'processed_for_delivery',
  're-routed': 're_routed',
  'returned to sender': 'returned',
  delivered: 'delivered',
};

const toLobAddress = (a: PostalAddress): Record<string, string> => ({
  name: a.name,
  address_line1: a.line1,
  ...(a.line2 ? { address_line2: a.line2 } : {}),
  address_city: a.city,
  address_state: a.state,
  address_zip: a.zip4 ? `${a.zip}-${a.zip4}` : a.zip,
  address_country: 'US',
});

const isoDate = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/**
 * Lob's Print & Mail API over plain HTTPS (docs/adr/160): letters are created with an Idempotency-Key, printed from
 * our PDF with Lob's address page inserted for the double-window envelope (`address_placement:
 * insert_blank_page`), `use_type: operational`, First-Class postage and, for certified mail, `extra_service:
 * certified_return_receipt` (Lob's electronic return receipt). Webhooks are verified with Lob's scheme:
 * `Lob-Signature` is the hex HMAC-SHA256, keyed with the webhook secret, of `Lob-Signature-Timestamp + "." + raw body`.
 */
export class LobMailGateway extends MailGateway {
  readonly mode = 'lob' as const;
  private readonly base: string;
  private readonly auth: string;

  constructor(private readonly options: LobOptions) {
    super();
    this.base = (options.apiBase ?? 'https://api.lob.com').replace(/\/+$/, '');
    this.auth = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  }

  async createLetter(params: CreateLetterParams): Promise<ProviderLetter> {
    const form = new FormData();
    form.set('description', params.description.slice(0, 255));
    for (const [side, address] of [
      ['to', params.to],
      ['from', params.from],
    ] as const)
      for (const [field, value] of Object.entries(toLobAddress(address)))
        form.set(`${side}[${field}]`, value);
    form.set('file', new Blob([new Uint8Array(params.pdf)], { type: 'application/pdf' }), 'letter.pdf');
    form.set('color', 'false');
    form.set('double_sided', 'false');
    form.set('address_placement', 'insert_blank_page');
    form.set('mail_type', 'usps_first_class');
    form.set('use_type', 'operational');
    if (params.service === 'certified') form.set('extra_service', 'certified_return_receipt');
    for (const [key, value] of Object.entries(params.metadata)) form.set(`metadata[${key}]`, value);
    const letter = await this.request<LobLetter>('POST', '/v1/letters', form, {
      'Idempotency-Key': params.idempotencyKey,
    });
    return this.view(letter);
  }

  async retrieveLetter(id: string): Promise<ProviderLetter> {
    if (!/^ltr_[A-Za-z0-9]{1,100}$/.test(id))
      throw new MailGatewayError(`Not a letter id: ${id}`, 'not_found', true, 404);
    return this.view(await this.request<LobLetter>('GET', `/v1/letters/${id}`));
  }

  async findLetter(mailingId: string): Promise<ProviderLetter | null> {
    const query = new URLSearchParams({ [`metadata[mailingId]`]: mailingId, limit: '2' });
    const list = await this.request<{ data?: LobLetter[] }>('GET', `/v1/letters?${query.toString()}`);
    const letter = (list.data ?? []).find((l) => !l.deleted) ?? list.data?.[0];
    return letter ? this.view(letter) : null;
  }

  async verifyAddress(address: PostalAddress): Promise<AddressVerification> {
    const body = JSON.stringify({
      primary_line: address.line1,
      ...(address.line2 ? { secondary_line: address.line2 } : {}),
      city: address.city,
      state: address.state,
      zip_code: address.zip,
    });
    const found = await this.request<{
      deliverability?: string;
      deliverability_analysis?: { dpv_footnotes?: string[] };
    }>('POST', '/v1/us_verifications', body, { 'Content-Type': 'application/json' });
    switch (found.deliverability) {
      case 'deliverable':
      case 'deliverable_unnecessary_unit':
        return { deliverable: true, reason: null };
      case 'deliverable_incorrect_unit':
        return {
          deliverable: false,
          reason: 'USPS does not know that apartment or suite number at this address',
        };
      case 'deliverable_missing_unit':
        return { deliverable: false, reason: 'USPS needs an apartment or suite number for this address' };
      default:
        return {
          deliverable: false,
          reason: 'USPS cannot deliver mail to this address: check the street, city and ZIP code',
        };
    }
  }

  parseWebhook(
    rawBody: Buffer | undefined,
    headers: { signature?: string; timestamp?: string },
  ): MailWebhookEvent {
    const secret = this.options.webhookSecret;
    if (!secret) throw new InvalidMailWebhookError('LOB_WEBHOOK_SECRET is not set: Lob webhooks are refused');
    if (!rawBody || rawBody.byteLength === 0) throw new InvalidMailWebhookError('Empty webhook body');
    const { signature, timestamp } = headers;
    if (!signature || !timestamp)
      throw new InvalidMailWebhookError('Missing Lob-Signature or Lob-Signature-Timestamp');
    const sent = /^\d{1,16}$/.test(timestamp)
      ? Number(timestamp) * (timestamp.length > 11 ? 1 : 1000) // milliseconds, or seconds
      : Date.parse(timestamp);
    const now = this.options.now?.() ?? Date.now();
    if (!Number.isFinite(sent) || Math.abs(now - sent) > LOB_WEBHOOK_TOLERANCE_MS)
      throw new InvalidMailWebhookError('Webhook timestamp outside the tolerance');
    const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new InvalidMailWebhookError('Webhook signature does not match');
    let body: {
      id?: unknown;
      event_type?: { id?: unknown };
      body?: { id?: unknown };
      reference_id?: unknown;
    };
    try {
      body = JSON.parse(rawBody.toString('utf8')) as typeof body;
    } catch {
      throw new InvalidMailWebhookError('Webhook body is not JSON');
    }
    const id = typeof body.id === 'string' ? body.id : '';
    const type = typeof body.event_type?.id === 'string' ? body.event_type.id : '';
    if (!/^evt_[A-Za-z0-9_]{1,200}$/.test(id) || !/^[a-z_.-]{1,100}$/.test(type))
      throw new InvalidMailWebhookError('Webhook body has no event id or type');
    const letterId = [body.body?.id, body.reference_id].find(
      (v): v is string => typeof v === 'string' && /^ltr_[A-Za-z0-9]{1,100}$/.test(v),
    );
    return { id, type, letterId: letterId ?? null };
  }

  private view(letter: LobLetter): ProviderLetter {
    const scans: ProviderScan[] = (letter.tracking_events ?? []).map((e) => ({
      id: e.id,
      kind:
        SCAN_KINDS[(e.details?.event ?? e.name ?? '').replace(/_/g, ' ').toLowerCase()] ??
        SCAN_KINDS[(e.name ?? '').toLowerCase()] ??
        'other',
      description: e.details?.description ?? e.name,
      location: e.location ?? null,
      time: e.time ?? e.date_created ?? new Date(0).toISOString(),
    }));
    return {
      id: letter.id,
      trackingNumber: letter.tracking_number ?? null,
      sendDate: isoDate(letter.send_date) ?? new Date().toISOString().slice(0, 10),
      expectedDeliveryDate: isoDate(letter.expected_delivery_date),
      metadata: letter.metadata ?? {},
      scans,
      deleted: letter.deleted === true,
    };
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: FormData | string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: { Authorization: this.auth, Accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new MailGatewayError(
        `Lob could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        'unreachable',
        false,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    if (response.ok) return json as T;
    const error = (json as { error?: { message?: string; code?: string } }).error;
    const message = error?.message ?? `Lob answered ${response.status}`;
    // 4xx other than auth and rate limits: the request itself is wrong (an address, the file) and stays wrong.
    const permanent =
      response.status >= 400 && response.status < 500 && ![401, 403, 408, 409, 429].includes(response.status);
    throw new MailGatewayError(message, error?.code ?? `http_${response.status}`, permanent, response.status);
  }
}
