import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { JobsService } from '../../jobs/jobs.service';
import type { TestApp } from '../test-app';

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The raw RFC 5322 message. */
  raw: string;
  /** Headers and body with quoted-printable soft breaks and escapes undone (enough to read links and text). */
  decoded: string;
}

/** A local SMTP server for tests (127.0.0.1 only): keeps every message it receives. */
export class SmtpSink {
  readonly messages: ReceivedMessage[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            decoded: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** What a test app needs to deliver here: `createTestApp({ env: { ...sink.env } })`. */
  get env(): { SMTP_URL: string } {
    return { SMTP_URL: this.url };
  }

  /** Every message delivered to `to`, oldest first. */
  messagesTo(to: string): ReceivedMessage[] {
    return this.messages.filter((m) => m.to.includes(to));
  }

  /**
   * The newest link to `path` (e.g. `/verify-email`) in a message delivered to `to`, waiting for it: how a test
   * reads a reset, verification or email-change link, as the recipient would (staff never see one; ADR 142).
   */
  async link(to: string, path: string, timeoutMs?: number): Promise<string> {
    const pattern = new RegExp(
      `https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]{43}`,
      'g',
    );
    return eventually(() => {
      const links = this.messagesTo(to).flatMap((m) => m.decoded.match(pattern) ?? []);
      return links.at(-1);
    }, timeoutMs);
  }

  /** The token of {@link link}. */
  async token(to: string, path: string): Promise<string> {
    return new URL(await this.link(to, path)).searchParams.get('token')!;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Polls until `check` returns a value (or throws after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A job worker quick enough for tests, so emails recorded in the outbox reach the sink within ~100 ms. */
export function deliverMail(t: TestApp): void {
  t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 100, backoffMaxMs: 300, heartbeatMs: 500 });
}
