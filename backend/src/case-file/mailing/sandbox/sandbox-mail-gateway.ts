import { createHash, randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { execSql } from '../../../database/sql';
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
import { asksForReturn } from '../postal-address';

/**
 * The sandbox's clock for a user's letters: their billing customer's test clock (so `POST
 * /api/sandbox/test-clock/advance` moves their letters too), or real time when they have none.
 */
export interface SandboxMailClock {
  keyFor(userId: string): Promise<string | null>;
  now(key: string | null): Promise<Date>;
}

const DAY_MS = 86_400_000;
/** Mailed on day 0, in transit on day 1, delivered (or back to the sender) on day 3. */
export const SANDBOX_DELIVERY_DAYS = 3;
const ALPHABET = '0123456789abcdef';
const sandboxId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 24 }, () => ALPHABET[randomInt(16)]).join('')}`;
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

interface ScheduledScan extends ProviderScan {
  /** The webhook type Lob would send for it. */
  event: string;
}

interface SandboxLetter {
  id: string;
  service: CreateLetterParams['service'];
  trackingNumber: string | null;
  sendDate: string;
  expectedDeliveryDate: string;
  metadata: Record<string, string>;
  schedule: ScheduledScan[];
  pdfSha256: string;
}

const scan = (
  letterId: string,
  n: number,
  kind: ScanKind,
  description: string,
  at: Date,
  event: string,
  location: string | null,
): ScheduledScan => ({
  id: `evnt_${letterId.slice(4, 20)}${n}`,
  kind,
  description,
  location,
  time: at.toISOString(),
  event,
});

/**
 * The embedded mail provider (issue 28): accepts letters like Lob (idempotency keys, `ltr_` ids, certified tracking
 * numbers) and plays the USPS journey on the sandbox clock: mailed at once, in transit a day later, delivered on day
 * 3; a letter whose recipient's street line contains "RETURN" comes back to the sender instead. First-Class mail has
 * no delivery scan: it is processed for delivery on day 3. Its tracking "webhooks" are rows of
 * `sandbox.letter_events`, delivered by SandboxMailDelivery to the same handler as Lob's signed webhooks.
 */
export class SandboxMailGateway extends MailGateway {
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: SandboxMailClock,
  ) {
    super();
  }

  async createLetter(params: CreateLetterParams): Promise<ProviderLetter> {
    const pdfSha256 = createHash('sha256').update(params.pdf).digest('hex');
    const requestHash = createHash('sha256')
      .update(JSON.stringify([params.service, params.from, params.to, params.metadata, pdfSha256]))
      .digest('hex');
    const found = await this.byKey(params.idempotencyKey);
    if (found) return this.answer(found.letter, found.requestHash, requestHash, found.clockKey);
    if (params.pdf.byteLength < 5 || params.pdf.subarray(0, 5).toString() !== '%PDF-')
      throw new MailGatewayError('file: the letter must be a PDF', 'invalid_file', true, 422);

    const userId = params.metadata.userId ?? null;
    const clockKey = userId ? await this.clock.keyFor(userId) : null;
    const t0 = await this.clock.now(clockKey);
    const id = sandboxId('ltr');
    const certified = params.service === 'certified';
    const prefix = certified ? 'letter.certified' : 'letter';
    const back = asksForReturn(params.to);
    const at = (days: number) => new Date(t0.getTime() + days * DAY_MS);
    const last: [ScanKind, string, string] = back
      ? ['returned', 'Returned to Sender', 'returned_to_sender']
      : certified
        ? ['delivered', 'Delivered', 'delivered']
        : ['processed_for_delivery', 'Processed for Delivery', 'processed_for_delivery'];
    const letter: SandboxLetter = {
      id,
      service: params.service,
      trackingNumber: certified ? `9407${digits(18)}` : null,
      sendDate: t0.toISOString().slice(0, 10),
      expectedDeliveryDate: at(SANDBOX_DELIVERY_DAYS).toISOString().slice(0, 10),
      metadata: { ...params.metadata },
      schedule: [
        scan(id, 1, 'mailed', 'Mailed', t0, `${prefix}.mailed`, null),
        scan(id, 2, 'in_transit', 'In Transit', at(1), `${prefix}.in_transit`, 'USPS REGIONAL FACILITY'),
        scan(id, 3, last[0], last[1], at(SANDBOX_DELIVERY_DAYS), `${prefix}.${last[2]}`, null),
      ],
      pdfSha256,
    };
    await this.dataSource.transaction(async (tx) => {
      const { rowCount } = await execSql(
        tx,
        `INSERT INTO sandbox.letters (id, idempotency_key, request_hash, mailing_id, clock_key, data)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          id,
          params.idempotencyKey,
          requestHash,
          params.metadata.mailingId ?? '',
          clockKey,
          JSON.stringify(letter),
        ],
      );
      if (rowCount === 0) return; // a concurrent request with the same key got there first
      for (const s of letter.schedule)
        await execSql(
          tx,
          `INSERT INTO sandbox.letter_events (id, letter_id, type, due_at) VALUES ($1, $2, $3, $4)`,
          [`evt_${s.id.slice(5)}`, id, s.event, s.time],
        );
    });
    const stored = await this.byKey(params.idempotencyKey);
    if (!stored) throw new Error('The sandbox letter vanished');
    return this.answer(stored.letter, stored.requestHash, requestHash, stored.clockKey);
  }

  async retrieveLetter(id: string): Promise<ProviderLetter> {
    const { rows } = await execSql<{ data: SandboxLetter; clock_key: string | null }>(
      this.dataSource,
      `SELECT data, clock_key FROM sandbox.letters WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new MailGatewayError(`No such letter: ${id}`, 'not_found', true, 404);
    return this.view(row.data, await this.clock.now(row.clock_key));
  }

  async findLetter(mailingId: string): Promise<ProviderLetter | null> {
    const { rows } = await execSql<{ data: SandboxLetter; clock_key: string | null }>(
      this.dataSource,
      `SELECT data, clock_key FROM sandbox.letters WHERE mailing_id = $1 ORDER BY created_at LIMIT 1`,
      [mailingId],
    );
    const row = rows[0];
    return row ? this.view(row.data, await this.clock.now(row.clock_key)) : null;
  }

  verifyAddress(): Promise<AddressVerification> {
    return Promise.resolve({ deliverable: true, reason: null });
  }

  parseWebhook(): MailWebhookEvent {
    throw new InvalidMailWebhookError('The sandbox mail provider sends no HTTP webhooks');
  }

  /** Tracking webhooks due by each letter's clock (of one clock key, or of every letter), oldest first. */
  async dueEvents(clockKey?: string | null): Promise<MailWebhookEvent[]> {
    const { rows } = await execSql<{ clock_key: string | null }>(
      this.dataSource,
      `SELECT DISTINCT l.clock_key FROM sandbox.letter_events e JOIN sandbox.letters l ON l.id = e.letter_id
        WHERE e.delivered_at IS NULL ${clockKey === undefined ? '' : 'AND l.clock_key IS NOT DISTINCT FROM $1'}`,
      clockKey === undefined ? [] : [clockKey],
    );
    const due: MailWebhookEvent[] = [];
    for (const { clock_key } of rows) {
      const now = await this.clock.now(clock_key);
      const { rows: events } = await execSql<{ id: string; type: string; letter_id: string }>(
        this.dataSource,
        `SELECT e.id, e.type, e.letter_id FROM sandbox.letter_events e JOIN sandbox.letters l ON l.id = e.letter_id
          WHERE e.delivered_at IS NULL AND l.clock_key IS NOT DISTINCT FROM $1 AND e.due_at <= $2
          ORDER BY e.due_at, e.id`,
        [clock_key, now],
      );
      due.push(...events.map((e) => ({ id: e.id, type: e.type, letterId: e.letter_id })));
    }
    return due;
  }

  async markDelivered(eventId: string): Promise<void> {
    await execSql(this.dataSource, `UPDATE sandbox.letter_events SET delivered_at = now() WHERE id = $1`, [
      eventId,
    ]);
  }

  private async byKey(key: string) {
    const { rows } = await execSql<{ data: SandboxLetter; request_hash: string; clock_key: string | null }>(
      this.dataSource,
      `SELECT data, request_hash, clock_key FROM sandbox.letters WHERE idempotency_key = $1`,
      [key],
    );
    const row = rows[0];
    return row ? { letter: row.data, requestHash: row.request_hash, clockKey: row.clock_key } : null;
  }

  private async answer(
    letter: SandboxLetter,
    storedHash: string,
    requestHash: string,
    clockKey: string | null,
  ) {
    // As Lob and Stripe do: a key names one request; the same key with other parameters is a mistake.
    if (storedHash !== requestHash)
      throw new MailGatewayError(
        'This idempotency key was used with other parameters',
        'idempotency_key_reused',
        true,
        422,
      );
    return this.view(letter, await this.clock.now(clockKey));
  }

  private view(letter: SandboxLetter, now: Date): ProviderLetter {
    return {
      id: letter.id,
      trackingNumber: letter.trackingNumber,
      sendDate: letter.sendDate,
      expectedDeliveryDate: letter.expectedDeliveryDate,
      metadata: letter.metadata,
      scans: letter.schedule
        .filter((s) => new Date(s.time).getTime() <= now.getTime())
        .map(({ event: _event, ...s }) => s),
      deleted: false,
    };
  }
}
