import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import {
  ConflictError,
  ForbiddenError,
  IllegalStateError,
  RateLimitedError,
  InputErrorCode,
  ValidationError,
} from '../../common/errors';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';
import type { Keyring } from '../../event-store/sealed-values';
import {
  accountEmailHash,
  EMAIL_TOKEN_COLUMNS,
  normalizeAccountEmail,
  openAccountValue,
  USER_COLUMNS,
} from '../account-columns';
import { NotificationOutbox } from '../../outbox/outbox';
import { AuthRateLimiter, type RateLimitRule } from '../auth-rate-limiter';
import { DUPLICATE_EMAIL_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../auth-messages';
import type { AuthenticatedUser } from '../authenticated-user';
import { PasswordHasher } from '../password-hasher';
import type { Role } from '../roles';
import { logSecurityEvent } from '../security-log';
import { hashSessionToken, newSessionToken } from '../session-token';
import { SessionsService, type ClientInfo } from '../sessions.service';
import { EmailVerifiedHooks } from './email-verified.port';

export const VERIFY_VALID_HOURS = 48;
export const CHANGE_VALID_HOURS = 24;
export const INVALID_EMAIL_TOKEN_MESSAGE = 'token is invalid or has expired';
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already verified';
export const VERIFY_FIRST_MESSAGE = 'Verify your current email before you change it';
export const WRONG_PASSWORD_MESSAGE = 'password is not correct';
export const SAME_EMAIL_MESSAGE = 'newEmail is already the email of your account';

/** Resending the verification link: 3 an hour per account (each sends an email). */
export const VERIFY_RESEND_PER_USER: RateLimitRule = {
  name: 'verify-resend-user',
  limit: 3,
  windowSeconds: 60 * 60,
};
/** Email change requests (each checks the password and sends an email): 5 an hour per account. */
export const EMAIL_CHANGE_PER_USER: RateLimitRule = {
  name: 'email-change-user',
  limit: 5,
  windowSeconds: 60 * 60,
};
/** Link confirmations (token guesses): 20 an hour from one address. */
export const EMAIL_CONFIRM_PER_IP: RateLimitRule = {
  name: 'email-confirm-ip',
  limit: 20,
  windowSeconds: 60 * 60,
};

type Purpose = 'verify' | 'change';

/** A link's row as a confirmation reads it: the address sealed, and its keyed hash. */
interface UsedToken {
  user_id: string;
  email: Buffer;
  email_hash: Buffer;
}

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

const isUniqueViolation = (e: unknown) =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

/**
 * Email ownership (ADR 140). Sign-up sends a link that proves the account reads its address; the address is then
 * verified. Until then the account works as usual, but it cannot hold the `STAFF_EMAILS` role (granted when the
 * link is opened) nor change its email. A change needs the password, and happens only when the link sent to the
 * new address is opened; the old address is told. Links carry 256 random bits, stored only as SHA-256 hashes,
 * single use and expiring; the outbox keeps them sealed and shows them to nobody (ADR 142).
 */
@Injectable()
export class EmailOwnershipService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: NotificationOutbox,
    private readonly limiter: AuthRateLimiter,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    @InjectConfig() private readonly config: AppConfig,
    private readonly store: EventStore,
    private readonly verifiedHooks: EmailVerifiedHooks,
  ) {}

  /** The keyed hashes of `STAFF_EMAILS` (the role is granted by comparing hashes: emails are sealed, ADR 128). */
  private staffEmailHashes(): Buffer[] {
    return this.config.staffEmails.map((e) => accountEmailHash(this.store.sealedValues, e));
  }

  /** Records a verification link for `user`'s current address in `tx` (sign-up's transaction, or a resend's). */
  async sendVerification(
    tx: EntityManager,
    user: { id: string; email: string; name: string },
    now = new Date(),
  ): Promise<void> {
    const token = await this.newToken(tx, user.id, 'verify', user.email, now, VERIFY_VALID_HOURS);
    await this.outbox.record(tx, {
      sourceKey: `verify-email:${hashSessionToken(token).toString('hex')}`,
      kind: 'verify-email',
      to: user.email,
      subjectId: user.id,
      data: { name: user.name, verifyUrl: this.link('/verify-email', token), validHours: VERIFY_VALID_HOURS },
    });
  }

  /** POST /api/auth/email-verification: a new link to the signed-in account's address. */
  async resend(user: AuthenticatedUser, client: ClientInfo): Promise<void> {
    if (user.emailVerified) throw new IllegalStateError(ALREADY_VERIFIED_MESSAGE);
    await this.throttle('email_verification', user.email, client, [
      { rule: VERIFY_RESEND_PER_USER, subject: user.id },
    ]);
    await this.dataSource.transaction((tx) => this.sendVerification(tx, user));
    logSecurityEvent({ event: 'user.email_verification.sent', userId: user.id, ip: client.ip });
  }

  /** POST /api/auth/email-verification/confirm: the link was opened (and its page's button pressed). */
  async confirmVerification(token: string, client: ClientInfo, now = new Date()): Promise<{ email: string }> {
    await this.throttleConfirm(client);
    const hash = hashSessionToken(token);
    const verified = await this.dataSource.transaction(async (tx) => {
      const used = await this.use(tx, hash, 'verify', now);
      if (!used) return this.alreadyVerified(tx, hash);
      // The link proves the address it was sent to: if the account has changed address since, it proves nothing.
      const { rows } = await execSql<{ role: Role; old_role: Role }>(
        tx,
        `UPDATE users u SET email_verified_at = coalesce(u.email_verified_at, $3), updated_at = $3,
                role = CASE WHEN u.role = 'user' AND u.email_hash = ANY($4::bytea[]) THEN 'staff' ELSE u.role END
           FROM (SELECT id, role FROM users WHERE id = $1 FOR UPDATE) old
          WHERE u.id = old.id AND u.email_hash = $2
      RETURNING u.role, old.role AS old_role`,
        [used.user_id, used.email_hash, now, this.staffEmailHashes()],
      );
      const row = rows[0];
      if (!row) return null;
      const email = await this.openTokenEmail(used, tx);
      this.logRoleGrant(used.user_id, { ...row, email });
      return { userId: used.user_id, email };
    });
    if (!verified) return this.invalid('verify', client);
    // This process's session cache at once; the others through the users trigger's notification (ADR 006).
    this.sessions.forgetUser(verified.userId);
    logSecurityEvent({ event: 'user.email.verified', userId: verified.userId, ip: client.ip });
    await this.verifiedHooks.verified({ id: verified.userId, email: verified.email });
    return { email: verified.email };
  }

  /** POST /api/auth/email-change: sends a link to the new address; nothing changes until it is opened. */
  async requestChange(
    user: AuthenticatedUser,
    newEmail: string,
    password: string,
    client: ClientInfo,
  ): Promise<void> {
    await this.throttle('email_change', user.email, client, [
      { rule: EMAIL_CHANGE_PER_USER, subject: user.id },
    ]);
    if (!user.emailVerified) throw new ForbiddenError(VERIFY_FIRST_MESSAGE);
    if (newEmail === user.email)
      throw new ValidationError(SAME_EMAIL_MESSAGE, { field: 'newEmail', code: InputErrorCode.SameEmail });
    const [account] = await this.dataSource.query<{ password_hash: string }[]>(
      `SELECT password_hash FROM users WHERE id = $1`,
      [user.id],
    );
    if (!account || !(await this.hasher.verify(account.password_hash, password))) {
      logSecurityEvent({
        event: 'user.email_change.refused',
        reason: 'wrong_password',
        userId: user.id,
        ip: client.ip,
      });
      throw new ValidationError(WRONG_PASSWORD_MESSAGE, {
        field: 'password',
        code: InputErrorCode.WrongPassword,
      });
    }
    const taken = await this.dataSource.query<unknown[]>(`SELECT 1 FROM users WHERE email_hash = $1`, [
      accountEmailHash(this.store.sealedValues, newEmail),
    ]);
    if (taken.length > 0) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    await this.dataSource.transaction(async (tx) => {
      const now = new Date();
      // Only the latest change link works.
      await execSql(
        tx,
        `UPDATE email_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'change' AND used_at IS NULL`,
        [user.id, now],
      );
      const token = await this.newToken(tx, user.id, 'change', newEmail, now, CHANGE_VALID_HOURS);
      await this.outbox.record(tx, {
        sourceKey: `email-change-confirm:${hashSessionToken(token).toString('hex')}`,
        kind: 'email-change-confirm',
        to: newEmail,
        subjectId: user.id,
        data: {
          name: user.name,
          newEmail,
          confirmUrl: this.link('/confirm-email-change', token),
          validHours: CHANGE_VALID_HOURS,
        },
      });
    });
    logSecurityEvent({ event: 'user.email_change.requested', userId: user.id, ip: client.ip });
  }

  /** POST /api/auth/email-change/confirm: the link sent to the new address was opened; the change happens now. */
  async confirmChange(token: string, client: ClientInfo, now = new Date()): Promise<{ email: string }> {
    await this.throttleConfirm(client);
    const hash = hashSessionToken(token);
    let changed: { userId: string; email: string } | null;
    try {
      changed = await this.dataSource.transaction(async (tx) => {
        const used = await this.use(tx, hash, 'change', now);
        if (!used) return null;
        // The new address is sealed anew under the account's column (a value sealed for one column opens only there).
        const ring = await this.store.sealedValues.keyring([used.user_id], { forSealing: true, tx });
        const newEmail = this.openEmail(ring, used);
        const { rows } = await execSql<{ old_email: Buffer; name: Buffer; role: Role; old_role: Role }>(
          tx,
          `UPDATE users u SET email = $2, email_hash = $5, email_verified_at = $3, updated_at = $3,
                  role = CASE WHEN u.role = 'user' AND $5 = ANY($4::bytea[]) THEN 'staff' ELSE u.role END
             FROM (SELECT id, email, role FROM users WHERE id = $1 FOR UPDATE) old
            WHERE u.id = old.id
        RETURNING old.email AS old_email, u.name, u.role, old.role AS old_role`,
          [
            used.user_id,
            ring.seal(used.user_id, USER_COLUMNS.label('email'), newEmail),
            now,
            this.staffEmailHashes(),
            used.email_hash,
          ],
        );
        const stored = rows[0];
        if (!stored) return null;
        const row = {
          email: newEmail,
          old_email: openAccountValue(ring, used.user_id, 'email', stored.old_email),
          name: openAccountValue(ring, used.user_id, 'name', stored.name),
          role: stored.role,
          old_role: stored.old_role,
        };
        // Links to the old address prove nothing about the new one.
        await execSql(tx, `UPDATE email_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
          used.user_id,
          now,
        ]);
        await this.outbox.record(tx, {
          sourceKey: `email-changed:${hash.toString('hex')}`,
          kind: 'email-changed',
          to: row.old_email,
          subjectId: used.user_id,
          data: { name: row.name, newEmailMasked: maskEmail(row.email), supportUrl: this.link('/support') },
        });
        this.logRoleGrant(used.user_id, row);
        return { userId: used.user_id, email: row.email };
      });
    } catch (error) {
      // Someone registered the new address after the link was sent.
      if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
      throw error;
    }
    if (!changed) return this.invalid('change', client);
    this.sessions.forgetUser(changed.userId);
    logSecurityEvent({ event: 'user.email.changed', userId: changed.userId, ip: client.ip });
    await this.verifiedHooks.verified({ id: changed.userId, email: changed.email });
    return { email: changed.email };
  }

  private link(path: string, token?: string): string {
    const url = new URL(path, this.config.http.publicUrl);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }

  private async newToken(
    tx: EntityManager,
    userId: string,
    purpose: Purpose,
    email: string,
    now: Date,
    hours: number,
  ) {
    const token = newSessionToken();
    // The address is the person's: sealed with their key, found by its keyed hash (docs/adr/128).
    const [sealed] = await EMAIL_TOKEN_COLUMNS.seal(
      this.store.sealedValues,
      [{ user_id: userId, email: normalizeAccountEmail(email) }],
      tx,
    );
    await execSql(
      tx,
      `INSERT INTO email_tokens (token_hash, user_id, purpose, email, email_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        hashSessionToken(token),
        userId,
        purpose,
        sealed!.email,
        sealed!.email_hash,
        now,
        new Date(now.getTime() + hours * 3_600_000),
      ],
    );
    return token;
  }

  /** Marks a live token used (only the first of concurrent confirmations gets it). */
  private async use(tx: EntityManager, hash: Buffer, purpose: Purpose, now: Date) {
    const { rows } = await execSql<UsedToken>(
      tx,
      `UPDATE email_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
    RETURNING user_id::text AS user_id, email, email_hash`,
      [hash, purpose, now],
    );
    return rows[0] ?? null;
  }

  /** The address a token was sent to, opened (with an already loaded keyring holding its account's key). */
  private openEmail(ring: Keyring, token: UsedToken): string {
    return ring.open(token.user_id, EMAIL_TOKEN_COLUMNS.label('email'), token.email) ?? '[erased]';
  }

  private async openTokenEmail(token: UsedToken, tx: EntityManager): Promise<string> {
    return this.openEmail(await this.store.sealedValues.keyring([token.user_id], { tx }), token);
  }

  /** A verification link opened again (a second click) is fine while the account still has that address. */
  private async alreadyVerified(
    tx: EntityManager,
    hash: Buffer,
  ): Promise<{ userId: string; email: string } | null> {
    const { rows } = await execSql<UsedToken>(
      tx,
      `SELECT t.user_id::text AS user_id, t.email, t.email_hash FROM email_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.purpose = 'verify' AND t.used_at IS NOT NULL
          AND u.email_hash = t.email_hash AND u.email_verified_at IS NOT NULL`,
      [hash],
    );
    const row = rows[0];
    return row ? { userId: row.user_id, email: await this.openTokenEmail(row, tx) } : null;
  }

  private logRoleGrant(userId: string, row: { email: string; role: Role; old_role: Role }): void {
    if (row.role === row.old_role) return;
    logSecurityEvent({
      event: 'user.role.changed',
      userId,
      email: row.email,
      from: row.old_role,
      to: row.role,
      by: 'STAFF_EMAILS',
    });
  }

  private async throttle(
    action: 'email_verification' | 'email_change',
    email: string,
    client: ClientInfo,
    checks: Parameters<AuthRateLimiter['consume']>[0],
  ): Promise<void> {
    const refused = await this.limiter.consume(checks);
    if (!refused) return;
    logSecurityEvent({
      event: 'auth.rate_limited',
      action,
      rule: refused.rule.name,
      email,
      ip: client.ip,
      retryAfterSeconds: refused.retryAfterSeconds,
    });
    throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, refused.retryAfterSeconds);
  }

  private async throttleConfirm(client: ClientInfo): Promise<void> {
    const refused = await this.limiter.consume([
      { rule: EMAIL_CONFIRM_PER_IP, subject: client.ip ?? 'unknown' },
    ]);
    if (refused) throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, refused.retryAfterSeconds);
  }

  private invalid(purpose: Purpose, client: ClientInfo): never {
    logSecurityEvent({ event: 'auth.email_token.rejected', purpose, ip: client.ip });
    throw new ValidationError(INVALID_EMAIL_TOKEN_MESSAGE, {
      field: 'token',
      code: InputErrorCode.LinkInvalid,
    });
  }
}
