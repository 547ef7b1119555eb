import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { execSql, withPooledClient } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { openAccountValue, SESSION_COLUMNS } from './account-columns';
import type { AuthenticatedUser } from './authenticated-user';
import type { Role } from './roles';
import { SessionCache } from './session-cache';
import { hashSessionToken, newPublicSessionId, newSessionToken } from './session-token';

/** `last_used_at` is written at most this often per session, so reads stay reads. */
export const TOUCH_INTERVAL_MS = 60_000;
/**
 * Ended sessions (revoked, past their absolute expiry, or idle past the idle limit) are kept this long for
 * security investigations, then deleted with their IP address and user agent.
 */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const PRUNE_BATCH = 1_000;
const MAX_USER_AGENT = 512;

/** The hot path of every authenticated request, as a named (prepared once per connection) statement. */
const AUTHENTICATE = {
  name: 'suego_identity_authenticate_v5',
  text: `SELECT s.id AS session_pk, s.session_id AS session_public_id, s.last_used_at, s.expires_at,
                s.second_factor_at IS NOT NULL AS second_factor_verified,
                u.id, u.email, u.name, u.role, u.created_at, u.email_verified_at IS NOT NULL AS email_verified
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_used_at > $3`,
};

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** The request's Cookie header: sign-in reads its device cookie (never stored with the session). */
  cookies?: string;
}

interface SessionUserRow {
  session_pk: string;
  session_public_id: string;
  last_used_at: Date;
  expires_at: Date;
  second_factor_verified: boolean;
  id: string;
  /** Sealed with the account's key (docs/adr/128): opened through the key cache. */
  email: Buffer;
  name: Buffer;
  role: Role;
  created_at: Date;
  email_verified: boolean;
}

/** A session as sign-in reports it (the token itself is returned once, never stored). */
export interface StartedSession {
  id: string;
  sessionId: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Opaque bearer sessions (ASVS 7.2.x–7.4.x): a fresh random token per sign-in, only its SHA-256 stored, idle and
 * absolute expiry checked on every request, revocation effective at once (in other processes as soon as
 * PostgreSQL's notification arrives: ADR 006).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly cache: SessionCache,
    private readonly store: EventStore,
  ) {}

  private lastPrune = 0;

  /** Starts a new session; the returned token is shown to the client once and never stored. */
  async start(
    userId: string,
    client: ClientInfo,
    options: { manager?: EntityManager; now?: Date } = {},
  ): Promise<{ token: string; session: StartedSession }> {
    const now = options.now ?? new Date();
    const token = newSessionToken();
    const session: StartedSession = {
      id: randomUUID(),
      sessionId: newPublicSessionId(),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.sessions.absoluteDays * 24 * 60 * 60 * 1000),
    };
    // The address and the browser are the person's: sealed with their key (docs/adr/128).
    const [sealed] = await SESSION_COLUMNS.seal(
      this.store.sealedValues,
      [
        {
          user_id: userId,
          ip: client.ip ?? null,
          user_agent: client.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
        },
      ],
      options.manager,
    );
    await execSql(
      options.manager ?? this.dataSource,
      `INSERT INTO sessions (id, session_id, user_id, token_hash, created_at, last_used_at, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8)`,
      [
        session.id,
        session.sessionId,
        userId,
        hashSessionToken(token),
        now,
        session.expiresAt,
        sealed!.ip,
        sealed!.user_agent,
      ],
    );
    if (now.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now.getTime();
      // Fire and forget: a failed prune only leaves old rows behind until the next one.
      this.pruneEnded(now).catch(() => undefined);
    }
    return { token, session };
  }

  /**
   * Deletes up to a batch of sessions that ended more than {@link ENDED_SESSION_RETENTION_MS} ago; runs now and
   * then on sign-in. Returns how many were deleted.
   */
  async pruneEnded(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
    const idleCutoff = new Date(cutoff.getTime() - this.config.sessions.idleMinutes * 60 * 1000);
    const rows: { n: number }[] = await this.dataSource.query(
      `WITH ended AS (
         DELETE FROM sessions WHERE id IN (
           SELECT id FROM sessions
            WHERE revoked_at < $1 OR expires_at < $1 OR last_used_at < $2
            LIMIT ${PRUNE_BATCH})
         RETURNING 1)
       SELECT count(*)::int AS n FROM ended`,
      [cutoff, idleCutoff],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * The user behind a token, or null when the token is unknown, revoked, idle too long or past its absolute
   * expiry. Answered from this process's {@link SessionCache} when it holds a fresh entry; otherwise one indexed
   * query (unique index on token_hash, then the users primary key), and a write only when `last_used_at` is over
   * a minute old.
   */
  async authenticate(token: string, now = new Date()): Promise<AuthenticatedUser | null> {
    const key = hashSessionToken(token);
    const cacheKey = key.toString('hex');
    const nowMs = now.getTime();
    const cached = this.cache.get(cacheKey, nowMs);
    if (cached) return cached.user;

    const mark = this.cache.mark();
    const idleCutoff = new Date(nowMs - this.config.sessions.idleMinutes * 60 * 1000);
    const rows = await this.prepared<SessionUserRow>(AUTHENTICATE, [key, now, idleCutoff]);
    const row = rows[0];
    if (!row) return null;
    let lastUsedAt = row.last_used_at.getTime();
    if (nowMs - lastUsedAt >= TOUCH_INTERVAL_MS) {
      await this.dataSource.query(
        `UPDATE sessions SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2 AND revoked_at IS NULL`,
        [row.session_pk, now],
      );
      lastUsedAt = nowMs;
    }
    // The key cache answers for a signed-in person (their key was used at sign-in): no round trip in the usual case.
    const ring = await this.store.sealedValues.keyring([row.id]);
    const user: AuthenticatedUser = Object.freeze({
      id: row.id,
      email: openAccountValue(ring, row.id, 'email', row.email),
      name: openAccountValue(ring, row.id, 'name', row.name),
      role: row.role,
      createdAt: row.created_at,
      emailVerified: row.email_verified,
      session: Object.freeze({
        id: row.session_pk,
        publicId: row.session_public_id,
        secondFactorVerified: row.second_factor_verified,
      }),
    });
    this.cache.set(
      cacheKey,
      { user, lastUsedAt, expiresAt: row.expires_at.getTime(), cachedAt: nowMs },
      mark,
    );
    return user;
  }

  /**
   * Runs a named statement on a pooled connection directly: it skips TypeORM's per-query runner and PostgreSQL's
   * parse/plan after the first use on each connection (about a third of the /me cost in `npm run bench:auth`).
   */
  private async prepared<T extends object>(
    statement: { name: string; text: string },
    values: unknown[],
  ): Promise<T[]> {
    const result = await withPooledClient(this.dataSource, (client) =>
      client.query<T>({ ...statement, values }),
    );
    return result.rows;
  }

  /** Ends a session at once; later requests with its token are refused. */
  async revoke(sessionPk: string, now = new Date()): Promise<void> {
    await this.dataSource.query(`UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      sessionPk,
      now,
    ]);
    this.cache.evictSessionById(sessionPk); // this process at once; others when the trigger's notification lands
  }

  /**
   * Records that the session passed the second factor (ADR 113). Inside `manager`'s transaction when given: then
   * call {@link forgetSession} after the commit. Other processes drop their cached copy when the trigger's
   * notification lands; until then they keep refusing staff routes, never the other way round.
   */
  async markSecondFactorVerified(
    sessionPk: string,
    options: { manager?: EntityManager; now?: Date } = {},
  ): Promise<void> {
    await (options.manager ?? this.dataSource.manager).query(
      `UPDATE sessions SET second_factor_at = $2 WHERE id = $1 AND revoked_at IS NULL`,
      [sessionPk, options.now ?? new Date()],
    );
    this.cache.evictSessionById(sessionPk);
  }

  /** Drops this process's cached copy of a session (after a change to its row committed). */
  forgetSession(sessionPk: string): void {
    this.cache.evictSessionById(sessionPk);
  }

  /** Whether the user has set up TOTP (asked only when a staff route refuses a session, to say what to do). */
  async secondFactorEnrolled(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM staff_totp WHERE user_id = $1`, [
      userId,
    ]);
    return rows.length > 0;
  }

  /** After changing a user's row: this process's next request reads it afresh (others hear it from PostgreSQL). */
  forgetUser(userId: string): void {
    this.cache.evictUser(userId);
  }
}
