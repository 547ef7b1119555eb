import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { execSql } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { ConflictError, ForbiddenError, RateLimitedError, UnauthenticatedError } from '../common/errors';
import {
  accountAndIp,
  AuthRateLimiter,
  LOGIN_PER_ACCOUNT_AND_IP,
  LOGIN_PER_ACCOUNT_UNKNOWN_DEVICES,
  LOGIN_PER_DEVICE,
  LOGIN_PER_IP,
  REGISTER_PER_EMAIL,
  REGISTER_PER_IP,
  type RateLimitRefusal,
} from './auth-rate-limiter';
import {
  DUPLICATE_EMAIL_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  NOT_YOUR_PROFILE_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './auth-messages';
import type { AuthenticatedUser } from './authenticated-user';
import { EmailOwnershipService } from './email-ownership/email-ownership.service';
import type { LoginRequestDto, RegisterRequestDto, UpdateProfileRequestDto } from './auth.dto';
import { DeviceCookies } from './device-cookie';
import { PasswordHasher } from './password-hasher';
import { logSecurityEvent } from './security-log';
import { SessionsService, type ClientInfo } from './sessions.service';
import { accountEmailHash, normalizeAccountEmail, sealAccount, USER_COLUMNS } from './account-columns';
import type { Account } from './account';

export {
  DUPLICATE_EMAIL_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  NOT_YOUR_PROFILE_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './auth-messages';

export interface SignedIn {
  token: string;
  user: Account;
  /** `Set-Cookie` for the device cookie: this browser has now signed in to the account (issue 22 point 7). */
  deviceCookie?: string;
}

const isUniqueViolation = (e: unknown, constraint: string) =>
  e instanceof QueryFailedError &&
  (e.driverError as { code?: string; constraint?: string } | undefined)?.code === '23505' &&
  (e.driverError as { constraint?: string }).constraint === constraint;

/** Sign-up, sign-in, sign-out and profile updates. Identity is state-stored (DESIGN §4). */
@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AuthRateLimiter,
    private readonly devices: DeviceCookies,
    private readonly emailOwnership: EmailOwnershipService,
    private readonly store: EventStore,
  ) {}

  async register(input: RegisterRequestDto, client: ClientInfo): Promise<SignedIn> {
    const { email } = input;
    await this.throttle('register', email, client, [
      { rule: REGISTER_PER_IP, subject: client.ip ?? 'unknown' },
      { rule: REGISTER_PER_EMAIL, subject: email },
    ]);
    const values = this.store.sealedValues;
    const emailHash = accountEmailHash(values, email);
    // Cheap check first so a duplicate does not cost a hash; the unique constraint still decides races.
    if (await this.accountIdByHash(emailHash)) this.duplicate(email, client);
    const passwordHash = await this.hasher.hash(input.password);
    const now = new Date();
    const user: Account = {
      id: randomUUID(),
      email: normalizeAccountEmail(email),
      name: input.name,
      // STAFF_EMAILS get the staff role only once the address is verified (ADR 140).
      role: 'user',
      emailVerifiedAt: null,
      createdAt: now,
    };
    try {
      // The account, its first session and its verification email commit together.
      const { token, session } = await this.dataSource.transaction(async (manager) => {
        // Sealed with the account's own key, made in this transaction (docs/adr/128).
        const ring = await values.keyring([user.id], { forSealing: true, tx: manager });
        const sealed = sealAccount(ring, values, user);
        await execSql(
          manager,
          `INSERT INTO users (id, email, name, email_hash, password_hash, role, email_verified_at, language,
                              stripe_customer_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, NULL, $7, NULL, $8, $8)`,
          // the page's language at sign-up, so the first emails (verification) are already in it (ADR 201)
          [
            user.id,
            sealed.email,
            sealed.name,
            sealed.emailHash,
            passwordHash,
            user.role,
            input.language ?? null,
            now,
          ],
        );
        await this.emailOwnership.sendVerification(manager, user, now);
        return this.sessions.start(user.id, client, { manager, now });
      });
      logSecurityEvent({
        event: 'auth.register.succeeded',
        userId: user.id,
        email,
        role: user.role,
        sessionId: session.sessionId,
        ip: client.ip,
      });
      return { token, user, deviceCookie: this.devices.issue(user.id) };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_hash_key')) this.duplicate(email, client);
      throw error;
    }
  }

  async login(input: LoginRequestDto, client: ClientInfo): Promise<SignedIn> {
    const { email, password } = input;
    const ip = client.ip ?? 'unknown';
    await this.throttle('login', email, client, [
      { rule: LOGIN_PER_IP, subject: ip },
      { rule: LOGIN_PER_ACCOUNT_AND_IP, subject: accountAndIp(email, ip) },
    ]);
    const user = await this.accountByHash(accountEmailHash(this.store.sealedValues, email));
    // A browser that signed in to this account before has its own limit; any other one shares the account's
    // limit across every address (credential stuffing). Counted before the password is checked, like the others.
    const device = this.devices.read(client.cookies);
    const known = device !== null && user !== null && device.userId === user.id;
    const perDevice = known
      ? { rule: LOGIN_PER_DEVICE, subject: device.deviceId }
      : { rule: LOGIN_PER_ACCOUNT_UNKNOWN_DEVICES, subject: email };
    await this.throttle('login', email, client, [perDevice]);
    const ok = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyAgainstDummy(password);
    if (!user || !ok) {
      logSecurityEvent({
        event: 'auth.login.failed',
        reason: user ? 'wrong_password' : 'unknown_email',
        email,
        ip: client.ip,
      });
      throw new UnauthenticatedError(INVALID_CREDENTIALS_MESSAGE);
    }
    await Promise.all([
      this.limiter.reset(LOGIN_PER_ACCOUNT_AND_IP, accountAndIp(email, ip)),
      this.limiter.refund(LOGIN_PER_IP, ip),
      this.limiter.refund(perDevice.rule, perDevice.subject),
    ]);
    if (this.hasher.needsRehash(user.passwordHash)) {
      user.passwordHash = await this.hasher.hash(password);
      await execSql(
        this.dataSource,
        `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`,
        [user.id, user.passwordHash],
      );
    }
    // Every sign-in gets a new session and a new token (ASVS 7.2.4); earlier sessions stay valid until they end.
    const { token, session } = await this.sessions.start(user.id, client);
    logSecurityEvent({
      event: 'auth.login.succeeded',
      userId: user.id,
      email,
      sessionId: session.sessionId,
      ip: client.ip,
    });
    return { token, user, deviceCookie: known ? undefined : this.devices.issue(user.id) };
  }

  async logout(user: AuthenticatedUser, client: ClientInfo): Promise<void> {
    await this.sessions.revoke(user.session.id);
    logSecurityEvent({
      event: 'auth.logout',
      userId: user.id,
      sessionId: user.session.publicId,
      ip: client.ip,
    });
  }

  /**
   * POST /api/users: updates the signed-in user's name. The email must be the user's own; this call never
   * creates an account (a passwordless one would be a takeover path) and never touches someone else's.
   */
  async updateProfile(user: AuthenticatedUser, input: UpdateProfileRequestDto): Promise<{ id: string }> {
    if (input.email !== user.email) {
      logSecurityEvent({
        event: 'authz.denied',
        reason: 'not_owner',
        userId: user.id,
        role: user.role,
        resource: 'user-profile',
      });
      throw new ForbiddenError(NOT_YOUR_PROFILE_MESSAGE);
    }
    const ring = await this.store.sealedValues.keyring([user.id], { forSealing: true });
    await execSql(this.dataSource, `UPDATE users SET name = $2, updated_at = now() WHERE id = $1`, [
      user.id,
      ring.seal(user.id, USER_COLUMNS.label('name'), input.name),
    ]);
    this.sessions.forgetUser(user.id);
    logSecurityEvent({ event: 'user.profile.updated', userId: user.id });
    return { id: user.id };
  }

  private async accountIdByHash(emailHash: Buffer): Promise<string | null> {
    const { rows } = await execSql<{ id: string }>(
      this.dataSource,
      `SELECT id FROM users WHERE email_hash = $1`,
      [emailHash],
    );
    return rows[0]?.id ?? null;
  }

  /** The account with this email hash, opened, with its password hash (sign-in only). */
  private async accountByHash(emailHash: Buffer): Promise<(Account & { passwordHash: string }) | null> {
    const { rows } = await execSql<{
      id: string;
      email: Buffer;
      name: Buffer;
      password_hash: string;
      role: Account['role'];
      email_verified_at: Date | null;
      created_at: Date;
    }>(
      this.dataSource,
      `SELECT id, email, name, password_hash, role, email_verified_at, created_at FROM users WHERE email_hash = $1`,
      [emailHash],
    );
    const row = rows[0];
    if (!row) return null;
    const [opened] = await USER_COLUMNS.open(this.store.sealedValues, [{ ...row }]);
    return {
      id: row.id,
      email: opened!.email as unknown as string,
      name: opened!.name as unknown as string,
      passwordHash: row.password_hash,
      role: row.role,
      emailVerifiedAt: row.email_verified_at,
      createdAt: row.created_at,
    };
  }

  private async throttle(
    action: 'login' | 'register',
    email: string,
    client: ClientInfo,
    checks: Parameters<AuthRateLimiter['consume']>[0],
  ): Promise<void> {
    const refused: RateLimitRefusal | null = await this.limiter.consume(checks);
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

  private duplicate(email: string, client: ClientInfo): never {
    logSecurityEvent({ event: 'auth.register.rejected', reason: 'duplicate_email', email, ip: client.ip });
    throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  }
}
