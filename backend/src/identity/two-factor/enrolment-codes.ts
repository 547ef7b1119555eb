import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';

/** How long the code `npm run users:role` prints stays good. */
export const ENROLMENT_CODE_VALID_HOURS = 24;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 80 random bits as 16 base32 letters in groups of four: `k7m2-q9xa-…` (easy to copy, long enough for SHA-256). */
export function newOneTimeCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

export const normalizeOneTimeCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashOneTimeCode = (code: string) =>
  createHash('sha256').update(normalizeOneTimeCode(code), 'utf8').digest();
export const looksLikeOneTimeCode = (code: string) => /^[a-z2-7]{16}$/.test(normalizeOneTimeCode(code));

/**
 * A new enrolment code for the account (replacing any earlier one), unless it has set up its second factor
 * already: then null, none is needed. Returns the code in clear, once; only its hash is kept.
 */
export async function issueEnrolmentCode(
  target: DataSource | EntityManager,
  userId: string,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date } | null> {
  const { rows } = await execSql(target, `SELECT 1 FROM staff_totp WHERE user_id = $1`, [userId]);
  if (rows.length > 0) return null;
  const code = newOneTimeCode();
  const expiresAt = new Date(now.getTime() + ENROLMENT_CODE_VALID_HOURS * 3_600_000);
  await execSql(
    target,
    `INSERT INTO second_factor_enrolment_codes (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at`,
    [userId, hashOneTimeCode(code), now, expiresAt],
  );
  return { code, expiresAt };
}
