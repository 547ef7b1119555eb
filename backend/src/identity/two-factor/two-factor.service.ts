import { Injectable, Logger } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';
import { ForbiddenError, IllegalStateError, RateLimitedError, InputErrorCode, ValidationError } from '../../common/errors';
import { AuthRateLimiter, type RateLimitRule } from '../auth-rate-limiter';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../auth.service';
import type { AuthenticatedUser } from '../authenticated-user';
import { needsSecondFactor } from '../roles';
import { logSecurityEvent } from '../security-log';
import { SessionsService } from '../sessions.service';
import { hashOneTimeCode, looksLikeOneTimeCode, newOneTimeCode } from './enrolment-codes';
import { TotpKeyRing } from './totp-key-ring';

export const TOTP_ISSUER = 'SueGo';
/** ±30 s: the previous, current and next 30-second code are accepted (clock drift), each once. */
const EPOCH_TOLERANCE_SECONDS = 30;
const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const ENROLMENT_VALID_MINUTES = 15;
/** Wrong codes per account: 5 in 15 minutes and 20 a day (always on, whatever AUTH_RATE_LIMIT says). */
export const TWO_FACTOR_PER_USER: RateLimitRule = { name: 'two-factor-user', limit: 5, windowSeconds: 15 * 60 };
export const TWO_FACTOR_PER_USER_DAY: RateLimitRule = { name: 'two-factor-user-day', limit: 20, windowSeconds: 24 * 60 * 60 };

export const INVALID_CODE_MESSAGE =
  'code is not valid. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.';
export const REPLAYED_CODE_MESSAGE = 'code was already used. Wait for the next code from your authenticator app.';
export const NOT_ENROLLED_MESSAGE = 'Two-factor sign-in is not set up for this account yet.';
export const NO_ENROLMENT_MESSAGE = 'Your two-factor setup expired or was not started. Start it again.';
export const ENROLMENT_CODE_REQUIRED_MESSAGE =
  'enrolmentCode is required: ask whoever gave you your role for the one-time enrolment code (npm run users:role prints it).';
export const INVALID_ENROLMENT_CODE_MESSAGE =
  'enrolmentCode is not valid or has expired. Ask for a new one (npm run users:role prints it).';
export const VERIFY_BEFORE_REENROL_MESSAGE =
  'Two-factor sign-in is already set up. Enter a code from your authenticator app (or a recovery code) first.';

const newRecoveryCode = newOneTimeCode;
const hashRecoveryCode = hashOneTimeCode;
const context = (userId: string) => `totp:${userId}`;

interface StoredSecret {
  secret_ciphertext: Buffer;
  key_id: string;
}

interface PendingEnrolment extends StoredSecret {
  enrolment_code_hash: Buffer | null;
}

/**
 * TOTP second factor for staff and auditors (OWASP ASVS L2 §6.5/6.6 for privileged users; ADR 113). Their session starts
 * `pending`; it becomes `verified` with a current TOTP code (each time step accepted once per account) or a
 * single-use recovery code. Secrets are sealed with AES-256-GCM and never leave the server after enrolment.
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly limiter: AuthRateLimiter,
    private readonly keys: TotpKeyRing,
  ) {}

  async status(user: AuthenticatedUser): Promise<{ required: boolean; enrolled: boolean; verified: boolean; recoveryCodesLeft: number }> {
    const rows: { enrolled: boolean; left: number }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM staff_totp WHERE user_id = $1) AS enrolled,
              (SELECT count(*)::int FROM staff_recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left`,
      [user.id],
    );
    return {
      required: needsSecondFactor(user.role),
      enrolled: rows[0]?.enrolled ?? false,
      verified: user.session.secondFactorVerified,
      recoveryCodesLeft: rows[0]?.left ?? 0,
    };
  }

  /**
   * A new secret, kept as a pending enrolment until a code from it is entered. The first enrolment needs the
   * one-time `enrolmentCode` `npm run users:role` printed (issue 22 point 7): a stolen password alone cannot set up
   * someone's second factor; it is spent when the first TOTP code confirms the setup. Replacing a working setup needs
   * a verified session instead (a stolen password alone cannot swap the authenticator).
   */
  async startEnrolment(user: AuthenticatedUser, enrolmentCode?: string, now = new Date()) {
    const enrolled = await this.sessions.secondFactorEnrolled(user.id);
    if (!user.session.secondFactorVerified && enrolled) {
      throw new ForbiddenError(VERIFY_BEFORE_REENROL_MESSAGE);
    }
    const codeHash = enrolled ? null : await this.checkEnrolmentCode(user, enrolmentCode, now);
    const secret = generateSecret();
    const sealed = (await this.keys.get()).seal(secret, context(user.id));
    const expiresAt = new Date(now.getTime() + ENROLMENT_VALID_MINUTES * 60_000);
    await this.dataSource.query(
      `INSERT INTO staff_totp_enrolments (user_id, secret_ciphertext, key_id, created_at, expires_at, enrolment_code_hash)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, key_id = EXCLUDED.key_id,
         created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at,
         enrolment_code_hash = EXCLUDED.enrolment_code_hash`,
      [user.id, sealed.ciphertext, sealed.keyId, now, expiresAt, codeHash],
    );
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
    logSecurityEvent({ event: 'auth.second_factor.enrolment_started', userId: user.id, sessionId: user.session.publicId });
    return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 2, width: 240 }), expiresAt: expiresAt.toISOString() };
  }

  /** The first code from the new secret confirms it: it replaces any old one, and new recovery codes are issued. */
  async confirmEnrolment(user: AuthenticatedUser, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
    await this.throttle(user);
    const rows: PendingEnrolment[] = await this.dataSource.query(
      `SELECT secret_ciphertext, key_id, enrolment_code_hash FROM staff_totp_enrolments WHERE user_id = $1 AND expires_at > $2`,
      [user.id, now],
    );
    const pending = rows[0];
    if (!pending) throw new IllegalStateError(NO_ENROLMENT_MESSAGE);
    const step = await this.matchTotp(user, pending, code, now);
    if (step === null) return this.refuse(user, 'wrong_code');
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const replaced = await this.dataSource.transaction(async (tx) => {
      // Only one confirmation of a setup wins (its code is then spent like any other).
      const claimed = await execSql(tx, `DELETE FROM staff_totp_enrolments WHERE user_id = $1 AND secret_ciphertext = $2`, [
        user.id,
        pending.secret_ciphertext,
      ]);
      if (claimed.rowCount === 0) throw new IllegalStateError(NO_ENROLMENT_MESSAGE);
      if (pending.enrolment_code_hash) {
        // The one-time code is spent with the first TOTP code (a role change since may have withdrawn it).
        const spent = await execSql(
          tx,
          `DELETE FROM second_factor_enrolment_codes WHERE user_id = $1 AND code_hash = $2 AND expires_at > $3`,
          [user.id, pending.enrolment_code_hash, now],
        );
        if (spent.rowCount === 0)
          throw new ValidationError(INVALID_ENROLMENT_CODE_MESSAGE, { field: 'enrolmentCode', code: InputErrorCode.Invalid });
      }
      const old = await execSql(tx, `SELECT 1 FROM staff_totp WHERE user_id = $1 FOR UPDATE`, [user.id]);
      await tx.query(
        `INSERT INTO staff_totp (user_id, secret_ciphertext, key_id, confirmed_at, last_used_step)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, key_id = EXCLUDED.key_id,
           confirmed_at = EXCLUDED.confirmed_at, last_used_step = EXCLUDED.last_used_step`,
        [user.id, pending.secret_ciphertext, pending.key_id, now, step],
      );
      await this.replaceRecoveryCodes(tx, user.id, recoveryCodes, now);
      await this.sessions.markSecondFactorVerified(user.session.id, { manager: tx, now });
      return old.rowCount > 0;
    });
    this.sessions.forgetSession(user.session.id);
    await this.refund(user);
    logSecurityEvent({ event: 'auth.second_factor.enrolled', userId: user.id, sessionId: user.session.publicId, replaced });
    return { recoveryCodes };
  }

  /** Passes the second factor for this session with a TOTP code (each time step once) or an unused recovery code. */
  async verify(user: AuthenticatedUser, code: string, now = new Date()): Promise<{ verified: true; recoveryCodesLeft: number }> {
    await this.throttle(user);
    const rows: StoredSecret[] = await this.dataSource.query(
      `SELECT secret_ciphertext, key_id FROM staff_totp WHERE user_id = $1`,
      [user.id],
    );
    const stored = rows[0];
    if (!stored) {
      logSecurityEvent({ event: 'auth.second_factor.failed', reason: 'no_enrolment', userId: user.id, sessionId: user.session.publicId });
      throw new IllegalStateError(NOT_ENROLLED_MESSAGE);
    }
    const digits = code.replace(/\s/g, '');
    const method = /^\d{6}$/.test(digits) ? 'totp' : 'recovery_code';
    const accepted =
      method === 'totp' ? await this.acceptTotp(user, stored, digits, now) : await this.acceptRecoveryCode(user, code, now);
    if (!accepted) return this.refuse(user, 'wrong_code');
    this.sessions.forgetSession(user.session.id);
    await this.refund(user);
    const { recoveryCodesLeft } = await this.status(user);
    logSecurityEvent({ event: 'auth.second_factor.verified', userId: user.id, sessionId: user.session.publicId, method, recoveryCodesLeft });
    return { verified: true, recoveryCodesLeft };
  }

  /** New recovery codes (the old ones stop working); only from a verified session (the guard sees to it). */
  async regenerateRecoveryCodes(user: AuthenticatedUser, now = new Date()): Promise<{ recoveryCodes: string[] }> {
    if (!(await this.sessions.secondFactorEnrolled(user.id))) throw new IllegalStateError(NOT_ENROLLED_MESSAGE);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction((tx) => this.replaceRecoveryCodes(tx, user.id, recoveryCodes, now));
    logSecurityEvent({ event: 'auth.second_factor.recovery_codes_replaced', userId: user.id, sessionId: user.session.publicId });
    return { recoveryCodes };
  }

  private async replaceRecoveryCodes(tx: EntityManager, userId: string, codes: readonly string[], now: Date): Promise<void> {
    await tx.query(`DELETE FROM staff_recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(
      `INSERT INTO staff_recovery_codes (code_hash, user_id, created_at) SELECT h, $2, $3 FROM unnest($1::bytea[]) AS h`,
      [codes.map(hashRecoveryCode), userId, now],
    );
  }

  /** The hash of a valid enrolment code for this account (throttled like wrong TOTP codes); throws a 400 otherwise. */
  private async checkEnrolmentCode(user: AuthenticatedUser, code: string | undefined, now: Date): Promise<Buffer> {
    if (!code)
      throw new ValidationError(ENROLMENT_CODE_REQUIRED_MESSAGE, { field: 'enrolmentCode', code: InputErrorCode.Required });
    await this.throttle(user);
    const hash = looksLikeOneTimeCode(code) ? hashOneTimeCode(code) : null;
    const rows = hash
      ? await execSql(
          this.dataSource,
          `SELECT 1 FROM second_factor_enrolment_codes WHERE user_id = $1 AND code_hash = $2 AND expires_at > $3`,
          [user.id, hash, now],
        )
      : { rows: [] };
    if (!hash || rows.rows.length === 0) {
      logSecurityEvent({ event: 'auth.second_factor.failed', reason: 'wrong_enrolment_code', userId: user.id, sessionId: user.session.publicId });
      throw new ValidationError(INVALID_ENROLMENT_CODE_MESSAGE, { field: 'enrolmentCode', code: InputErrorCode.Invalid });
    }
    await this.refund(user);
    return hash;
  }

  /** The time step the code matches for this secret, or null. Throws (logged) when the secret cannot be opened. */
  private async matchTotp(user: AuthenticatedUser, stored: StoredSecret, code: string, now: Date): Promise<number | null> {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return null;
    let secret: string;
    try {
      secret = (await this.keys.get()).open({ ciphertext: stored.secret_ciphertext, keyId: stored.key_id }, context(user.id));
    } catch (error) {
      // The key that sealed it is gone (TOTP_ENCRYPTION_KEY changed and the old one was not kept): recovery codes
      // still work, and a verified session can enrol again.
      this.logger.error({ userId: user.id, keyId: stored.key_id, err: error }, 'A TOTP secret could not be decrypted');
      logSecurityEvent({ event: 'auth.second_factor.failed', reason: 'undecryptable_secret', userId: user.id, sessionId: user.session.publicId });
      return null;
    }
    const epoch = Math.floor(now.getTime() / 1000);
    const result = await verify({ secret, token: digits, epoch, epochTolerance: EPOCH_TOLERANCE_SECONDS });
    // The matched 30-second step: the current one plus the drift the app showed.
    return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
  }

  /** A code is good once: the step must be later than the last one accepted for this account (no replay). */
  private async acceptTotp(user: AuthenticatedUser, stored: StoredSecret, code: string, now: Date): Promise<boolean> {
    const step = await this.matchTotp(user, stored, code, now);
    if (step === null) return false;
    return this.dataSource.transaction(async (tx) => {
      const used = await execSql(
        tx,
        `UPDATE staff_totp SET last_used_step = $2 WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)`,
        [user.id, step],
      );
      if (used.rowCount === 0) {
        logSecurityEvent({ event: 'auth.second_factor.failed', reason: 'replayed_code', userId: user.id, sessionId: user.session.publicId });
        throw new ValidationError(REPLAYED_CODE_MESSAGE, { field: 'code', code: InputErrorCode.CodeReused });
      }
      await this.sessions.markSecondFactorVerified(user.session.id, { manager: tx, now });
      return true;
    });
  }

  /** Single use: only the first request to mark an unused code gets it. */
  private async acceptRecoveryCode(user: AuthenticatedUser, code: string, now: Date): Promise<boolean> {
    if (!looksLikeOneTimeCode(code)) return false;
    return this.dataSource.transaction(async (tx) => {
      const used = await execSql(
        tx,
        `UPDATE staff_recovery_codes SET used_at = $3 WHERE code_hash = $1 AND user_id = $2 AND used_at IS NULL`,
        [hashRecoveryCode(code), user.id, now],
      );
      if (used.rowCount === 0) return false;
      await this.sessions.markSecondFactorVerified(user.session.id, { manager: tx, now });
      return true;
    });
  }

  private async throttle(user: AuthenticatedUser): Promise<void> {
    const refused = await this.limiter.consume(
      [
        { rule: TWO_FACTOR_PER_USER, subject: user.id },
        { rule: TWO_FACTOR_PER_USER_DAY, subject: user.id },
      ],
      new Date(),
      { evenWhenOff: true },
    );
    if (!refused) return;
    logSecurityEvent({
      event: 'auth.rate_limited',
      action: 'second_factor',
      rule: refused.rule.name,
      email: user.email,
      retryAfterSeconds: refused.retryAfterSeconds,
    });
    throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, refused.retryAfterSeconds);
  }

  /** A success does not count towards the limits on wrong codes. */
  private async refund(user: AuthenticatedUser): Promise<void> {
    await this.limiter.refund(TWO_FACTOR_PER_USER, user.id, { evenWhenOff: true });
    await this.limiter.refund(TWO_FACTOR_PER_USER_DAY, user.id, { evenWhenOff: true });
  }

  private refuse(user: AuthenticatedUser, reason: 'wrong_code'): never {
    logSecurityEvent({ event: 'auth.second_factor.failed', reason, userId: user.id, sessionId: user.session.publicId });
    throw new ValidationError(INVALID_CODE_MESSAGE, { field: 'code', code: InputErrorCode.CodeInvalid });
  }
}
