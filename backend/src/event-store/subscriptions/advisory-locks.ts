import { Client } from 'pg';
import type { RunnerLogger } from './subscription';

/** First key of our two-key advisory locks ('SUEG'), so other users of advisory locks cannot collide. */
const LOCK_NAMESPACE = 0x53554547;

export interface LockHandle {
  readonly key: string;
  /** False once released or once the session that held it is gone. */
  isHeld(): boolean;
}

/**
 * Session-level advisory locks on one dedicated, unpooled connection: leadership for subscriptions (one active
 * instance each) and rebuilds. Session locks take no xid, so holding them never stalls gap-safe readers.
 * If the connection dies the database releases every lock; handles then report `isHeld() === false` and the
 * owners go back to standby. (The checkpoint compare-and-set still protects a batch that was in flight.)
 */
export class AdvisoryLockSession {
  private client?: Client;
  private connecting?: Promise<Client>;
  private generation = 0;
  private readonly held = new Map<string, number>();
  private closed = false;
  /** One query at a time on the shared connection (pg 9 refuses overlapping queries on one client). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly logger?: RunnerLogger,
  ) {}

  async tryLock(key: string): Promise<LockHandle | null> {
    const client = await this.connection();
    const generation = this.generation;
    const { rows } = await this.serial(() =>
      client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS ok', [LOCK_NAMESPACE, key]),
    );
    if (!rows[0]?.ok) return null;
    this.held.set(key, generation);
    return {
      key,
      isHeld: () => !this.closed && this.generation === generation && this.held.get(key) === generation,
    };
  }

  async unlock(handle: LockHandle): Promise<void> {
    if (!handle.isHeld()) return;
    this.held.delete(handle.key);
    const client = this.client;
    if (!client) return;
    await this.serial(() => client.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [LOCK_NAMESPACE, handle.key]));
  }

  private serial<T>(run: () => Promise<T>): Promise<T> {
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.held.clear();
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error('Advisory lock session is closed'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new Client({ connectionString: this.url, application_name: 'suego-locks' });
      const lost = (error?: Error) => {
        if (this.client !== client) return;
        this.client = undefined;
        this.generation++;
        this.held.clear();
        if (!this.closed)
          this.logger?.warn(
            `Advisory lock session lost${error ? `: ${error.message}` : ''}; every lock is released`,
          );
      };
      client.on('error', lost);
      client.on('end', () => lost());
      try {
        await client.connect();
      } catch (error) {
        this.connecting = undefined;
        throw error;
      }
      this.client = client;
      this.connecting = undefined;
      return client;
    })();
    return this.connecting;
  }
}
