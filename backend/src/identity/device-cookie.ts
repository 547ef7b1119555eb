import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DERIVED_KEYS, type DerivedKeys } from '../common/derived-keys';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';

/** The cookie a browser keeps once it has signed in to an account (OWASP "device cookies"). */
export const DEVICE_COOKIE = 'suego_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What a valid device cookie says: this browser signed in to `userId` before; `deviceId` names it for its own limit. */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

/**
 * Device cookies (OWASP Authentication Cheat Sheet, "Slow down online guessing attacks with device cookies";
 * issue 22 point 7): a browser that signed in to an account successfully gets a cookie naming the account and a
 * random device id, signed with an HMAC under a key derived from the privacy master key. Failed sign-ins for the
 * account from browsers without it are slowed down across every address, so a credential-stuffing run from many
 * addresses stalls, while the owner's own browser keeps its own, separate limit and is never locked out by it.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(DERIVED_KEYS) keys: DerivedKeys, @InjectConfig() config: AppConfig) {
    this.key = keys.derive('device-cookie');
    this.secure = config.http.publicUrl.startsWith('https:');
  }

  /** A `Set-Cookie` value for a browser that just signed in to `userId` (a new device id each time). */
  issue(userId: string): string {
    const payload = b64(Buffer.from(JSON.stringify({ u: userId, d: b64(randomBytes(16)) }), 'utf8'));
    const value = `${payload}.${this.sign(payload)}`;
    return [
      `${DEVICE_COOKIE}=${value}`,
      'Path=/api',
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }

  /** The device the request's cookie header names, if its signature holds; null for anything else. */
  read(cookieHeader: string | undefined): KnownDevice | null {
    const raw = cookieHeader
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
      ?.slice(DEVICE_COOKIE.length + 1);
    if (!raw || raw.length > 400) return null;
    const [payload, signature, ...rest] = raw.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const { u, d } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; d?: unknown };
      return typeof u === 'string' && typeof d === 'string' ? { userId: u, deviceId: d } : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return b64(createHmac('sha256', this.key).update(`${DEVICE_COOKIE}\u0000${payload}`).digest());
  }
}
