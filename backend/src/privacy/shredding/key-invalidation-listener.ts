import { Client, type Notification } from 'pg';
import type { KeyCache } from './key-cache';
import { PRIVACY_CHANNEL } from './subject-keys';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Keeps one process's {@link KeyCache} honest across processes: LISTENs on PRIVACY_CHANNEL, on which every
 * erasure is announced at commit, and drops the erased subject's key. While the connection is down the cache is
 * off (every lookup asks PostgreSQL), so no process keeps decrypting with a key that another one deleted.
 */
export class KeyInvalidationListener {
  private client?: Client;
  private closed = false;
  private delay = RECONNECT_MIN_MS;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly cache: KeyCache,
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  /** Resolves after the first attempt to listen (the cache stays off until one succeeds). */
  async start(): Promise<void> {
    this.cache.setLive(false);
    await this.connect();
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.cache.setLive(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.url,
      application_name: 'suego-privacy-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.cache.setLive(false);
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.warn(`Subject key cache off: lost the erasure listener${error ? ` (${error.message})` : ''}; reconnecting`);
      this.reconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n: Notification) => {
      if (n.channel === PRIVACY_CHANNEL && n.payload) this.cache.markErased(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PRIVACY_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      this.warn(`Subject key cache off: cannot listen for erasures (${String(error)}); retrying`);
      this.reconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.delay = RECONNECT_MIN_MS;
    this.cache.setLive(true); // empty: anything may have been erased while nobody listened
  }

  private reconnect(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS);
  }
}
