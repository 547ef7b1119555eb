import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A letter as the fake keeps it: Lob's shape, plus the fields and PDF it was created with. */
export interface FakeLetter {
  id: string;
  object: 'letter';
  description: string;
  metadata: Record<string, string>;
  tracking_number: string | null;
  send_date: string;
  expected_delivery_date: string;
  tracking_events: Array<{
    id: string;
    type: string;
    name: string;
    location: string | null;
    time: string;
    object: 'tracking_event';
  }>;
  deleted: boolean;
  /** Not Lob's: what the fake was sent. */
  fields: Record<string, string>;
  pdf: Buffer;
  idempotencyKey: string | null;
}

const hex = (n: number) => randomBytes(n).toString('hex');
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * A small, stateful stand-in for api.lob.com on 127.0.0.1: letters (multipart create with an Idempotency-Key,
 * retrieve, list by metadata), US verifications, and signed webhooks sent the way Lob signs them. Test hooks: an
 * address line with REJECT is refused (422) and one with UNDELIVERABLE does not verify; `loseNextResponse` creates
 * the letter but answers 500 (a crash after the provider acted, before we heard back).
 */
export class FakeLobServer {
  readonly letters = new Map<string, FakeLetter>();
  readonly requests: Array<{ method: string; path: string; idempotencyKey: string | null }> = [];
  private readonly byKey = new Map<string, string>();
  private server?: Server;
  loseNextResponse = false;

  constructor(readonly apiKey: string) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('FakeLobServer is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer(
      (req, res) =>
        void this.onRequest(req, res).catch((e: unknown) =>
          json(res, 500, { error: { message: String(e) } }),
        ),
    );
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** A USPS scan on a letter, as Lob adds it to `tracking_events`. */
  scan(letterId: string, name: string, location: string | null = null): void {
    const letter = this.letters.get(letterId);
    if (!letter) throw new Error(`no letter ${letterId}`);
    letter.tracking_events.push({
      id: `evnt_${hex(12)}`,
      type: letter.fields.extra_service ? 'certified' : 'normal',
      name,
      location,
      time: new Date().toISOString(),
      object: 'tracking_event',
    });
  }

  /** The body and headers of a webhook Lob would send about `letterId`, signed with `secret`. */
  webhook(letterId: string, type: string, secret: string, timestamp = String(Date.now())) {
    const body = JSON.stringify({
      id: `evt_${hex(12)}`,
      object: 'event',
      event_type: { id: type, resource: 'letters', object: 'event_type' },
      date_created: new Date().toISOString(),
      reference_id: letterId,
      body: { id: letterId, object: 'letter' },
    });
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'Lob-Signature': signature,
        'Lob-Signature-Timestamp': timestamp,
      },
    };
  }

  private public(letter: FakeLetter) {
    const { fields: _fields, pdf: _pdf, idempotencyKey: _key, ...rest } = letter;
    return rest;
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey });
    const expected = `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(res, 401, { error: { message: 'Invalid API key', status_code: 401 } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);

    if (req.method === 'POST' && url.pathname === '/v1/letters') {
      if (idempotencyKey && this.byKey.has(idempotencyKey))
        return json(res, 200, this.public(this.letters.get(this.byKey.get(idempotencyKey)!)!));
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: raw,
      }).formData();
      const fields: Record<string, string> = {};
      let pdf = Buffer.alloc(0);
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value;
        else pdf = Buffer.from(await value.arrayBuffer());
      }
      if (/REJECT/i.test(fields['to[address_line1]'] ?? ''))
        return json(res, 422, {
          error: {
            message: 'to.address_line1 is not a deliverable address',
            status_code: 422,
            code: 'invalid',
          },
        });
      const metadata = Object.fromEntries(
        Object.entries(fields)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
      );
      const today = new Date();
      const letter: FakeLetter = {
        id: `ltr_${hex(10)}`,
        object: 'letter',
        description: fields.description ?? '',
        metadata,
        tracking_number: fields.extra_service
          ? `9407${String(Date.now()).padStart(18, '0').slice(-18)}`
          : null,
        send_date: today.toISOString(),
        expected_delivery_date: new Date(today.getTime() + 4 * 86_400_000).toISOString().slice(0, 10),
        tracking_events: [],
        deleted: false,
        fields,
        pdf,
        idempotencyKey,
      };
      this.letters.set(letter.id, letter);
      if (idempotencyKey) this.byKey.set(idempotencyKey, letter.id);
      if (this.loseNextResponse) {
        this.loseNextResponse = false;
        return json(res, 500, { error: { message: 'Internal error', status_code: 500 } });
      }
      return json(res, 200, this.public(letter));
    }
    if (req.method === 'GET' && url.pathname === '/v1/letters') {
      const mailingId = url.searchParams.get('metadata[mailingId]');
      const data = [...this.letters.values()]
        .filter((l) => l.metadata.mailingId === mailingId)
        .map((l) => this.public(l));
      return json(res, 200, { object: 'list', data, count: data.length });
    }
    const one = /^\/v1\/letters\/(ltr_[a-z0-9]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const letter = this.letters.get(one[1]!);
      return letter
        ? json(res, 200, this.public(letter))
        : json(res, 404, { error: { message: 'letter not found', status_code: 404 } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/us_verifications') {
      const body = JSON.parse(raw.toString('utf8')) as { primary_line?: string };
      const undeliverable = /UNDELIVERABLE/i.test(body.primary_line ?? '');
      return json(res, 200, {
        id: `us_ver_${hex(8)}`,
        object: 'us_verification',
        deliverability: undeliverable ? 'undeliverable' : 'deliverable',
      });
    }
    return json(res, 404, { error: { message: `no route ${req.method} ${url.pathname}`, status_code: 404 } });
  }
}
