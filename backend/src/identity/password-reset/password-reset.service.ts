import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RateLimitedError, InputErrorCode, ValidationError } from '../../common/errors';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';
import { accountEmailHash, openAccounts } from '../account-columns';
import { NotificationOutbox } from '../../outbox/outbox';
import { AuthRateLimiter, type RateLimitRule } from '../auth-rate-limiter';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../auth.service';
import { PasswordHasher } from '../password-hasher';
import { passwordProblem } from '../password-policy';
import { logSecurityEvent } from '../security-log';
import { hashSessionToken, newSessionToken } from '../session-token';
import { SessionsService, type ClientInfo } from '../sessions.service';

export const RESET_VALID_MINUTES = 30;
export const INVALID_RESET_TOKEN_MESSAGE = 'token is invalid or has expired';
/** Requests: 10 an hour from one IP, 3 an hour for one email (each sends an email). */
export const RESET_PER_IP: RateLimitRule = { name: 'reset-ip', limit: 10, windowSeconds: 60 * 60 };
export const RESET_PER_EMAIL: RateLimitRule = { name: 'reset-email', limit: 3, windowSeconds: 60 * 60 };
/** Confirmations (token guesses): 20 an hour from one IP. */
export const RESET_CONFIRM_PER_IP: RateLimitRule = {
  name: 'reset-confirm-ip',
  limit: 20,
  windowSeconds: 60 * 60,
};

/**
 * Forgotten passwords (ADR 111; OWASP Forgot Password Cheat Sheet). The request answers the same whether or not
 * the email has an account, and in the same time: the answer is given once the request is throttled, before the
 * account is even looked up; the link is made and queued right after (issue 22 point 7: a known email took longer,
 * its token and email being written first). The link carries 256 random bits, stored only as a SHA-256 hash, valid
 * 30 minutes and once. A reset revokes every session of the user (the revocation trigger tells every process's
 * session cache).
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  /** Links being made after their answer was sent (awaited at shutdown, and by tests). */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AuthRateLimiter,
    private readonly outbox: NotificationOutbox,
    private readonly sessions: SessionsService,
    @InjectConfig() private readonly config: AppConfig,
    private readonly store: EventStore,
  ) {}

  async request(email: string, client: ClientInfo, now = new Date()): Promise<void> {
    const refused = await this.limiter.consume([
      { rule: RESET_PER_IP, subject: client.ip ?? 'unknown' },
      { rule: RESET_PER_EMAIL, subject: email },
    ]);
    if (refused) {
      logSecurityEvent({
        event: 'auth.rate_limited',
        action: 'password_reset',
        rule: refused.rule.name,
        email,
        ip: client.ip,
        retryAfterSeconds: refused.retryAfterSeconds,
      });
      throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, refused.retryAfterSeconds);
    }
    // Answered now; whether the account exists is found out after, so it cannot show in the response time.
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.sendLink(email, client, now))
      .catch((error: unknown) => this.logger.error({ err: error }, 'A password reset link could not be made'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves once every link requested so far is made (or failed): for shutdown and tests. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /** The token and its email, when the address has an account; nothing otherwise. */
  private async sendLink(email: string, client: ClientInfo, now: Date): Promise<void> {
    const token = newSessionToken();
    const sent = await this.dataSource.transaction(async (tx) => {
      const values = this.store.sealedValues;
      const { rows } = await execSql<{ id: string; email: Buffer; name: Buffer }>(
        tx,
        `SELECT id::text AS id, email, name FROM users WHERE email_hash = $1`,
        [accountEmailHash(values, email)],
      );
      const [user] = await openAccounts(values, rows, tx);
      if (!user) return false;
      await execSql(
        tx,
        `INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [hashSessionToken(token), user.id, now, new Date(now.getTime() + RESET_VALID_MINUTES * 60_000)],
      );
      const resetUrl = new URL(`/reset-password?token=${token}`, this.config.http.publicUrl).toString();
      await this.outbox.record(tx, {
        sourceKey: `password-reset:${hashSessionToken(token).toString('hex')}`,
        kind: 'password-reset',
        to: user.email,
        subjectId: user.id,
        data: { name: user.name, resetUrl, validMinutes: RESET_VALID_MINUTES },
      });
      return true;
    });
    logSecurityEvent({ event: 'auth.password_reset.requested', email, known: sent, ip: client.ip });
  }

  async confirm(token: string, password: string, client: ClientInfo, now = new Date()): Promise<void> {
    const refused = await this.limiter.consume([
      { rule: RESET_CONFIRM_PER_IP, subject: client.ip ?? 'unknown' },
    ]);
    if (refused) throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, refused.retryAfterSeconds);
    const hash = hashSessionToken(token);
    const { rows } = await execSql<{ id: string; email: Buffer; name: Buffer }>(
      this.dataSource,
      `SELECT u.id::text AS id, u.email, u.name FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2`,
      [hash, now],
    );
    const [found] = await openAccounts(this.store.sealedValues, rows);
    if (!found) return this.invalid(client);
    const problem = passwordProblem(password, { email: found.email, name: found.name });
    if (problem) throw new ValidationError(problem, { field: 'password', code: InputErrorCode.WeakPassword });
    const passwordHash = await this.hasher.hash(password);
    const userId = await this.dataSource.transaction(async (tx) => {
      // Single use: only the first confirmation marks the token; a concurrent second one finds nothing.
      const used = await execSql<{ user_id: string }>(
        tx,
        `UPDATE password_reset_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
        [hash, now],
      );
      const id = used.rows[0]?.user_id;
      if (!id) return null;
      await execSql(tx, `UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1`, [
        id,
        passwordHash,
        now,
      ]);
      // Every other link of this user dies too, and every session ends (the trigger notifies every process).
      await execSql(
        tx,
        `UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`,
        [id, now],
      );
      await execSql(tx, `UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [
        id,
        now,
      ]);
      return id;
    });
    if (!userId) return this.invalid(client);
    this.sessions.forgetUser(userId);
    logSecurityEvent({ event: 'auth.password_reset.completed', userId, ip: client.ip });
  }

  private invalid(client: ClientInfo): never {
    logSecurityEvent({ event: 'auth.password_reset.rejected', reason: 'invalid_token', ip: client.ip });
    throw new ValidationError(INVALID_RESET_TOKEN_MESSAGE, {
      field: 'token',
      code: InputErrorCode.LinkInvalid,
    });
  }
}
