import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { execSql } from '../database/sql';
import { RateLimitedError } from '../common/errors';

/**
 * A token bucket per user: `burst` requests at once, then one more every `refillSeconds`. Bursts a person makes
 * (a double click, a few cases in a row) pass; a script's hundreds do not.
 */
export interface UserRateLimitRule {
  name: string;
  burst: number;
  refillSeconds: number;
  message: string;
  /** Held even with AUTH_RATE_LIMIT=off (benchmarks, browser tests): a limit that protects other people's data. */
  alwaysOn?: boolean;
}

/** New cases: 10 at once, then one every 2 minutes (30 an hour sustained). The probe made 184 in 18 s. */
export const CASE_CREATION_LIMIT: UserRateLimitRule = {
  name: 'case-create',
  burst: 10,
  refillSeconds: 120,
  message: 'You have started many cases in a short time. Please wait a few minutes and try again.',
};

/**
 * Requests that put a document in the drafting queue or start paying for one (checkout, retry of a draft):
 * 20 at once, then one every 30 seconds (120 an hour sustained).
 */
export const DOCUMENT_REQUEST_LIMIT: UserRateLimitRule = {
  name: 'document-request',
  burst: 20,
  refillSeconds: 30,
  message: 'You have requested many documents in a short time. Please wait a minute and try again.',
};

/**
 * Saved versions of a document (each up to 100,000 characters, kept 7 years in the case's stream): 20 at once,
 * then one every 15 seconds (240 an hour). A person saves after each round of edits; the probe saved 40 × 100 KB
 * in 2 s (issue 22 point 7).
 */
export const REVISION_SAVE_LIMIT: UserRateLimitRule = {
  name: 'revision-save',
  burst: 20,
  refillSeconds: 15,
  message: 'You have saved many versions in a short time. Please wait a minute and try again.',
};

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Per-user limits kept in PostgreSQL (one atomic upsert per request, so they hold across API processes, restarts
 * and parallel requests, on the database clock). Switched with the other rate limits (`AUTH_RATE_LIMIT`).
 */
@Injectable()
export class UserRateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Takes one token for this user (or client address), or throws 429 with Retry-After when the bucket is empty. */
  async consume(rule: UserRateLimitRule, userId: string): Promise<void> {
    if (!this.config.auth.rateLimit && !rule.alwaysOn) return;
    const key = `${rule.name}:${userId}`;
    const rate = 1 / rule.refillSeconds;
    // Refill by the time since the last request, capped at the burst; take a token only if one is there.
    const { rows } = await execSql<{ tokens: number }>(
      this.dataSource,
      `INSERT INTO user_rate_limits AS b (key, tokens, updated_at) VALUES ($1, $2::float8 - 1, now())
       ON CONFLICT (key) DO UPDATE
         SET tokens = least($2::float8, b.tokens + extract(epoch FROM now() - b.updated_at) * $3::float8) - 1,
             updated_at = now()
       WHERE least($2::float8, b.tokens + extract(epoch FROM now() - b.updated_at) * $3::float8) >= 1
       RETURNING tokens`,
      [key, rule.burst, rate],
    );
    this.pruneNowAndThen();
    if (rows.length > 0) return;
    const { rows: state } = await execSql<{ available: number }>(
      this.dataSource,
      `SELECT least($2::float8, tokens + extract(epoch FROM now() - updated_at) * $3::float8) AS available
         FROM user_rate_limits WHERE key = $1`,
      [key, rule.burst, rate],
    );
    const available = Number(state[0]?.available ?? 0);
    throw new RateLimitedError(rule.message, Math.max(1, Math.ceil((1 - available) / rate)));
  }

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    // Every bucket here refills completely within an hour: a day-old row says nothing a fresh one would not.
    execSql(this.dataSource, `DELETE FROM user_rate_limits WHERE updated_at < now() - interval '1 day'`).catch(
      () => undefined,
    );
  }
}
