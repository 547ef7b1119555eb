import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { EventStore } from '../event-store/event-store';

/** A fixed-window limit: at most `limit` counted attempts per subject per window. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Sign-in throttling (OWASP Authentication Cheat Sheet; ASVS 6.3.1): 5 failed sign-ins for one account *from one
 * address*, or 20 from one address across accounts, in 15 minutes; and per account across addresses, but only for
 * browsers that never signed in to it (device cookies, LOGIN_PER_ACCOUNT_UNKNOWN_DEVICES). A lockout by email alone
 * would let anyone lock the owner out (issue 11 point 8), so the owner's own browser always gets in.
 */
export const LOGIN_PER_ACCOUNT_AND_IP: RateLimitRule = {
  name: 'login-account-ip',
  limit: 5,
  windowSeconds: 15 * 60,
};
export const LOGIN_PER_IP: RateLimitRule = { name: 'login-ip', limit: 20, windowSeconds: 15 * 60 };
/**
 * Credential stuffing from many addresses (issue 22 point 7): 10 failed sign-ins for one account in 15 minutes from
 * browsers that never signed in to it, whatever their address, slow every such browser down for the rest of the
 * window. A browser with the account's device cookie is never counted here (it has LOGIN_PER_DEVICE instead), so
 * the owner is never locked out by someone else's guessing.
 */
export const LOGIN_PER_ACCOUNT_UNKNOWN_DEVICES: RateLimitRule = {
  name: 'login-account-unknown-devices',
  limit: 10,
  windowSeconds: 15 * 60,
};
/** A known browser's own limit (a stolen device cookie must not buy unlimited guesses): 10 failures in 15 minutes. */
export const LOGIN_PER_DEVICE: RateLimitRule = { name: 'login-device', limit: 10, windowSeconds: 15 * 60 };
/** The subject of LOGIN_PER_ACCOUNT_AND_IP (hashed in the key like every subject). */
export const accountAndIp = (email: string, ip: string) => `${email}\n${ip}`;
/** Sign-ups: 10 an hour from one IP, 5 an hour for one email. */
export const REGISTER_PER_IP: RateLimitRule = { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 };
export const REGISTER_PER_EMAIL: RateLimitRule = { name: 'register-email', limit: 5, windowSeconds: 60 * 60 };

/** Why an attempt was refused and when the caller may try again. */
export interface RateLimitRefusal {
  rule: RateLimitRule;
  attempts: number;
  retryAfterSeconds: number;
}

/** Rows whose window ended this long ago are deleted now and then. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Attempt counters in PostgreSQL, so limits hold across processes and restarts.
 *
 * Each `consume` is one atomic upsert that counts the attempt *before* the password is checked: N concurrent
 * requests for one email get N distinct counts, so no burst slips past the limit. A successful sign-in then
 * gives its attempt back (`refund`) or clears the subject (`reset`), which makes the counters count failures.
 */
@Injectable()
export class AuthRateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly store: EventStore,
  ) {}

  get enabled(): boolean {
    return this.config.auth.rateLimit;
  }

  /**
   * Counts one attempt for each (rule, subject). Returns null when all are within their limits, otherwise the
   * refusal with the longest wait.
   */
  async consume(
    checks: readonly { rule: RateLimitRule; subject: string }[],
    now = new Date(),
    /** `evenWhenOff`: limits that guard a secret an attacker could guess (TOTP codes) ignore AUTH_RATE_LIMIT=off. */
    options: { evenWhenOff?: boolean } = {},
  ): Promise<RateLimitRefusal | null> {
    if (!this.enabled && !options.evenWhenOff) return null;
    let refused: RateLimitRefusal | null = null;
    for (const { rule, subject } of checks) {
      const rows: { attempts: number; window_started_at: Date }[] = await this.dataSource.query(
        `INSERT INTO auth_attempts AS a (key, attempts, window_started_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN a.window_started_at <= $3 THEN 1 ELSE a.attempts + 1 END,
           window_started_at = CASE WHEN a.window_started_at <= $3 THEN $2 ELSE a.window_started_at END
         RETURNING attempts, window_started_at`,
        [this.key(rule, subject), now, new Date(now.getTime() - rule.windowSeconds * 1000)],
      );
      const row = rows[0];
      if (!row) throw new Error('auth_attempts upsert returned no row');
      const windowEnds = row.window_started_at.getTime() + rule.windowSeconds * 1000;
      if (row.attempts <= rule.limit) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
      if (!refused || retryAfterSeconds > refused.retryAfterSeconds) {
        refused = { rule, attempts: row.attempts, retryAfterSeconds };
      }
    }
    this.pruneNowAndThen(now);
    return refused;
  }

  /** Gives back one counted attempt (a success should not count towards a failure limit). */
  async refund(rule: RateLimitRule, subject: string, options: { evenWhenOff?: boolean } = {}): Promise<void> {
    if (!this.enabled && !options.evenWhenOff) return;
    await this.dataSource.query(
      `UPDATE auth_attempts SET attempts = greatest(attempts - 1, 0) WHERE key = $1`,
      [this.key(rule, subject)],
    );
  }

  /** Clears the subject's counter, e.g. an email's failures after a successful sign-in. */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    if (!this.enabled) return;
    await this.dataSource.query(`DELETE FROM auth_attempts WHERE key = $1`, [this.key(rule, subject)]);
  }

  private pruneNowAndThen(now: Date): void {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    // Fire and forget: a failed prune only leaves old rows behind until the next one.
    this.dataSource
      .query(`DELETE FROM auth_attempts WHERE window_started_at < $1`, [
        new Date(now.getTime() - PRUNE_AFTER_MS),
      ])
      .catch(() => undefined);
  }

  /**
   * Emails and IPs are hashed in the key with the keyed lookup hash (docs/adr/128): the table needs to match subjects,
   * not to know them, and nobody without the master key can test a guessed address against its files.
   */
  private key(rule: RateLimitRule, subject: string): string {
    return `${rule.name}:${this.store.sealedValues.lookupHash('rate-limit', subject).toString('base64url')}`;
  }
}
