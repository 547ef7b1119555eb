import { createHmac, randomBytes, type KeyObject } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Role } from './roles';

/**
 * Security events (ASVS 16.3.1, 16.3.2), logged as structured objects under the `Security` context.
 * The union is the allow-list of what may be logged: no variant has a field for a password, a token or a
 * hash, so a secret cannot reach these lines by accident.
 */
export type SecurityEvent =
  | {
      event: 'auth.register.succeeded';
      userId: string;
      email: string;
      role: Role;
      sessionId: string;
      ip?: string;
    }
  | { event: 'auth.register.rejected'; reason: 'duplicate_email'; email: string; ip?: string }
  | { event: 'auth.login.succeeded'; userId: string; email: string; sessionId: string; ip?: string }
  | { event: 'auth.login.failed'; reason: 'unknown_email' | 'wrong_password'; email: string; ip?: string }
  | {
      event: 'auth.rate_limited';
      action: 'login' | 'register' | 'password_reset' | 'support_request' | 'second_factor' | 'email_verification' | 'email_change';
      rule: string;
      email: string;
      ip?: string;
      retryAfterSeconds: number;
    }
  | { event: 'auth.logout'; userId: string; sessionId: string; ip?: string }
  | {
      event: 'auth.session.rejected';
      reason: 'missing_token' | 'malformed_token' | 'invalid_or_expired';
      method: string;
      path: string;
      ip?: string;
    }
  | {
      event: 'authz.denied';
      reason: 'role' | 'read_only_role' | 'not_owner' | 'second_factor';
      userId: string;
      role: Role;
      required?: readonly Role[];
      method?: string;
      path?: string;
      resource?: string;
    }
  | { event: 'user.profile.updated'; userId: string }
  | { event: 'user.role.changed'; userId: string; email: string; from: Role; to: Role; by: string }
  | { event: 'auth.password_reset.requested'; email: string; known: boolean; ip?: string }
  | { event: 'auth.password_reset.completed'; userId: string; ip?: string }
  | { event: 'auth.password_reset.rejected'; reason: 'invalid_token'; ip?: string }
  | { event: 'auth.second_factor.enrolment_started'; userId: string; sessionId: string }
  | { event: 'auth.second_factor.enrolled'; userId: string; sessionId: string; replaced: boolean }
  | { event: 'auth.second_factor.verified'; userId: string; sessionId: string; method: 'totp' | 'recovery_code'; recoveryCodesLeft: number }
  | {
      event: 'auth.second_factor.failed';
      reason: 'wrong_code' | 'replayed_code' | 'no_enrolment' | 'undecryptable_secret' | 'wrong_enrolment_code';
      userId: string;
      sessionId: string;
    }
  | { event: 'auth.second_factor.recovery_codes_replaced'; userId: string; sessionId: string }
  | { event: 'user.account.deleted'; userId: string; streams: number }
  | { event: 'user.email_verification.sent'; userId: string; ip?: string }
  | { event: 'user.email.verified'; userId: string; ip?: string }
  | { event: 'user.email_change.requested'; userId: string; ip?: string }
  | { event: 'user.email_change.refused'; reason: 'wrong_password'; userId: string; ip?: string }
  | { event: 'user.email.changed'; userId: string; ip?: string }
  | { event: 'auth.email_token.rejected'; purpose: 'verify' | 'change'; ip?: string };

const MESSAGES: Record<SecurityEvent['event'], string> = {
  'auth.register.succeeded': 'Account created',
  'auth.register.rejected': 'Sign-up refused',
  'auth.login.succeeded': 'Signed in',
  'auth.login.failed': 'Sign-in failed',
  'auth.rate_limited': 'Too many attempts; request refused',
  'auth.logout': 'Signed out',
  'auth.session.rejected': 'Request without a valid session',
  'authz.denied': 'Access denied',
  'user.profile.updated': 'Profile updated',
  'user.role.changed': 'Role changed',
  'auth.password_reset.requested': 'Password reset requested',
  'auth.password_reset.completed': 'Password reset; every session ended',
  'auth.password_reset.rejected': 'Password reset refused',
  'auth.second_factor.enrolment_started': 'Two-factor setup started',
  'auth.second_factor.enrolled': 'Two-factor sign-in set up',
  'auth.second_factor.verified': 'Second factor verified for the session',
  'auth.second_factor.failed': 'Second factor refused',
  'auth.second_factor.recovery_codes_replaced': 'Recovery codes replaced',
  'user.account.deleted': 'Account deleted; personal data erased',
  'user.email_verification.sent': 'Email verification link sent again',
  'user.email.verified': 'Email address verified',
  'user.email_change.requested': 'Email change requested; link sent to the new address',
  'user.email_change.refused': 'Email change refused',
  'user.email.changed': 'Email address changed; the old address was told',
  'auth.email_token.rejected': 'Email link refused',
};

const WARN: ReadonlySet<SecurityEvent['event']> = new Set([
  'auth.login.failed',
  'auth.rate_limited',
  'authz.denied',
  'user.role.changed',
  'auth.second_factor.failed',
  'auth.second_factor.enrolled',
  'auth.second_factor.recovery_codes_replaced',
  'user.email_change.refused',
  'user.email.changed',
]);

const logger = new Logger('Security');

/**
 * Emails never reach the log in plaintext (issue 17: logs outlive an account's deletion): each becomes `emailRef`,
 * an HMAC of the normalised address under a key derived from the privacy master key (set at start-up by the privacy
 * runtime). The same address always gives the same reference, so repeated attempts on one account still show; only
 * someone holding the master key can tell which address a reference is. Until the key is set (a CLI that does not
 * open the privacy runtime), a random per-process key is used.
 */
let pseudonymKey: KeyObject | Buffer = randomBytes(32);

export function setEmailPseudonymKey(key: KeyObject | Buffer): void {
  pseudonymKey = key;
}

export function emailRef(email: string): string {
  return createHmac('sha256', pseudonymKey).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/** Writes one security event; failures and denials at warn, the rest at info. Emails become `emailRef`. */
export function logSecurityEvent(e: SecurityEvent): void {
  const { email, ...rest } = e as SecurityEvent & { email?: string };
  const line = { ...rest, ...(email === undefined ? {} : { emailRef: emailRef(email) }), security: true };
  if (WARN.has(e.event)) logger.warn(line, MESSAGES[e.event]);
  else logger.log(line, MESSAGES[e.event]);
}
