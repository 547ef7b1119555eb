import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The port through which the follow-up gets the key its email links are signed with (32 bytes): privacy fills it
 * with a key derived from the privacy master key (privacy-core.module.ts), which never reaches the database.
 */
export const FOLLOW_UP_LINK_KEY = Symbol('FOLLOW_UP_LINK_KEY');

/** What an answer link carries: the case, the id of the reminder's links (each works once) and its end. */
export interface AnswerLink {
  caseId: string;
  linkId: string;
  expiresAt: Date;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const TOKEN = /^([au]1)\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed email links (ADR 170): an answer link of a reminder (`a1.…`: case, link id, expiry) and the unsubscribe
 * link of its owner (`u1.…`: the user). HMAC-SHA256 over the kind and the payload, so a link for one purpose
 * never opens another, and nothing in a link can be changed without the key. The token is the only secret part of
 * each URL: the outbox keeps it out of what staff can read.
 */
export class SignedLinks {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The follow-up link key must be 32 bytes');
  }

  answerToken(link: AnswerLink): string {
    return this.sign('a1', {
      c: link.caseId,
      l: link.linkId,
      e: Math.floor(link.expiresAt.getTime() / 1000),
    });
  }

  /** The answer link a token carries; null for anything not signed by us for that purpose. Expiry is the decider's. */
  readAnswer(token: string): AnswerLink | null {
    const p = this.verify('a1', token);
    if (!p || typeof p.c !== 'string' || typeof p.l !== 'string' || typeof p.e !== 'number') return null;
    return { caseId: p.c, linkId: p.l, expiresAt: new Date(p.e * 1000) };
  }

  unsubscribeToken(userId: string): string {
    return this.sign('u1', { u: userId });
  }

  readUnsubscribe(token: string): { userId: string } | null {
    const p = this.verify('u1', token);
    return p && typeof p.u === 'string' ? { userId: p.u } : null;
  }

  private mac(kind: string, payload: string): Buffer {
    return createHmac('sha256', this.key).update(`suego/follow-up/${kind}.${payload}`).digest();
  }

  private sign(kind: 'a1' | 'u1', payload: Record<string, unknown>): string {
    const body = b64(JSON.stringify(payload));
    return `${kind}.${body}.${b64(this.mac(kind, body))}`;
  }

  private verify(kind: 'a1' | 'u1', token: unknown): Record<string, unknown> | null {
    if (typeof token !== 'string') return null;
    const match = TOKEN.exec(token);
    if (!match || match[1] !== kind) return null;
    const given = Buffer.from(match[3]!, 'base64url');
    const expected = this.mac(kind, match[2]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(match[2]!, 'base64url').toString('utf8'));
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
}
