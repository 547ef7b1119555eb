import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url without padding: always 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the `sessions` table stores instead of the token. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** A public, loggable id for a session (not a credential). */
export function newPublicSessionId(): string {
  return randomBytes(16).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token from an `Authorization: Bearer …` header, or undefined when absent or not shaped like ours. */
export function bearerToken(header: string | undefined): { token?: string; malformed: boolean } {
  if (!header) return { malformed: false };
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  const token = match?.[1];
  if (!token || !TOKEN_SHAPE.test(token)) return { malformed: true };
  return { token, malformed: false };
}
