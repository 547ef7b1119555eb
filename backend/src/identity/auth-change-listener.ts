import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { AUTH_CHANGED_CHANNEL } from './auth-changed.channel';
import { SessionCache } from './session-cache';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
const BARRIER_TIMEOUT_MS = 5_000;

/**
 * Keeps this process's {@link SessionCache} honest: one dedicated connection LISTENs for the notifications
 * PostgreSQL sends when a session is revoked or re-dated and when a user's email, name or role changes (from
 * this process, another API process or `npm run users:role`), and evicts what they name. The cache answers only
 * while this connection is up; when it drops, the cache is emptied and switched off until it is back.
 */
@Injectable()
export class AuthChangeListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AuthChangeListener.name);
  private client?: Client;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer?: NodeJS.Timeout;
  private readonly barriers = new Map<string, () => void>();

  constructor(
    private readonly cache: SessionCache,
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Only processes that answer HTTP authenticate sessions; with caching off there is nothing to keep honest.
    if (this.config.role === 'worker' || this.config.sessions.cacheMs === 0) return;
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.cache.setLive(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    for (const release of this.barriers.values()) release();
  }

  /**
   * Resolves once every change committed before the call has reached this process's cache (notifications
   * arrive in commit order, so a marker sent now arrives after them). For tests and tools that write to
   * `sessions` or `users` directly.
   */
  async barrier(): Promise<void> {
    if (!this.cache.enabled) return;
    const marker = randomUUID();
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.barriers.delete(marker);
        reject(new Error('auth change notifications did not arrive within 5 s'));
      }, BARRIER_TIMEOUT_MS);
      this.barriers.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await this.dataSource.query('SELECT pg_notify($1, $2)', [AUTH_CHANGED_CHANNEL, `b:${marker}`]);
    await arrived;
  }

  private async connect(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    // TCP keepalive, so a connection that silently died (a dropped NAT entry) ends and switches the cache off.
    const client = new Client({
      connectionString: url,
      application_name: 'suego-auth-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.cache.setLive(false);
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(
        `Session cache off: lost the auth change listener${error ? ` (${error.message})` : ''}; reconnecting`,
      );
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => this.apply(n));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`Session cache off: cannot listen for auth changes (${String(error)}); retrying`);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
    // Anything could have changed while nobody was listening: start empty.
    this.cache.setLive(true);
  }

  private scheduleReconnect(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  private apply(notification: Notification): void {
    if (notification.channel !== AUTH_CHANGED_CHANNEL || !notification.payload) return;
    const { payload } = notification;
    const value = payload.slice(2);
    switch (payload.slice(0, 2)) {
      case 's:':
        this.cache.evictSession(value);
        break;
      case 'u:':
        this.cache.evictUser(value);
        break;
      case 'b:':
        this.barriers.get(value)?.();
        this.barriers.delete(value);
        break;
      default:
        // An unknown payload may name something we cache: trust nothing.
        this.cache.setLive(true);
    }
  }
}
