import type { AuthenticatedUser } from './authenticated-user';
import { SessionCache, type CachedSession } from './session-cache';

const user = (id: string, sessionPk = `s-${id}`): AuthenticatedUser => ({
  id,
  email: `${id}@example.com`,
  emailVerified: true,
  name: id,
  role: 'user',
  createdAt: new Date(0),
  session: { id: sessionPk, publicId: `p-${sessionPk}`, secondFactorVerified: false },
});

const T0 = 1_000_000;
const entry = (id: string, overrides: Partial<CachedSession> = {}): CachedSession => ({
  user: user(id),
  lastUsedAt: T0,
  expiresAt: T0 + 3_600_000,
  cachedAt: T0,
  ...overrides,
});

describe('SessionCache', () => {
  const live = (ttlMs = 10_000, maxLastUseAgeMs = 60_000, maxEntries?: number) => {
    const cache = new SessionCache(ttlMs, maxLastUseAgeMs, maxEntries);
    cache.setLive(true);
    return cache;
  };

  it('keeps per-user answers (subscription status) with the same TTL, evicted with the user, never stored across an eviction', () => {
    const cache = live(10_000);
    cache.setUserData('u1', 'subscription-status', { plan: 'suego' }, cache.mark(), T0);
    expect(cache.getUserData('u1', 'subscription-status', T0 + 9_999)).toEqual({ plan: 'suego' });
    expect(cache.getUserData('u1', 'subscription-status', T0 + 10_000)).toBeUndefined();
    cache.setUserData('u1', 'subscription-status', { plan: 'suego' }, cache.mark(), T0);
    cache.evictUser('u1');
    expect(cache.getUserData('u1', 'subscription-status', T0)).toBeUndefined();
    const mark = cache.mark();
    cache.evictUser('u2'); // an invalidation while the read was in flight
    cache.setUserData('u1', 'subscription-status', { stale: true }, mark, T0);
    expect(cache.getUserData('u1', 'subscription-status', T0)).toBeUndefined();
    cache.setUserData('u1', 'subscription-status', { plan: 'suepro' }, cache.mark(), T0);
    cache.setLive(false);
    cache.setLive(true);
    expect(cache.getUserData('u1', 'subscription-status', T0)).toBeUndefined();
  });

  it('answers a stored entry until its time-to-live runs out', () => {
    const cache = live(10_000);
    cache.set('a', entry('a'), cache.mark());
    expect(cache.get('a', T0 + 9_999)?.user.id).toBe('a');
    expect(cache.get('a', T0 + 10_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is a miss once the session is past its absolute expiry or due a last_used_at write', () => {
    const cache = live(60_000, 30_000);
    cache.set('expiring', entry('expiring', { expiresAt: T0 + 5_000 }), cache.mark());
    cache.set('idle', entry('idle'), cache.mark());
    expect(cache.get('expiring', T0 + 4_999)).toBeDefined();
    expect(cache.get('expiring', T0 + 5_000)).toBeUndefined();
    expect(cache.get('idle', T0 + 29_999)).toBeDefined();
    expect(cache.get('idle', T0 + 30_000)).toBeUndefined();
  });

  it('is a miss when the clock went backwards', () => {
    const cache = live();
    cache.set('a', entry('a'), cache.mark());
    expect(cache.get('a', T0 - 1)).toBeUndefined();
  });

  it('stores and answers nothing unless change notifications are arriving, and forgets all when they stop', () => {
    const cache = new SessionCache(10_000, 60_000);
    cache.set('a', entry('a'), cache.mark());
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
    cache.setLive(true);
    cache.set('a', entry('a'), cache.mark());
    expect(cache.get('a', T0)).toBeDefined();
    cache.setLive(false);
    expect(cache.get('a', T0)).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('a', T0)).toBeUndefined(); // nothing from before the gap survives
  });

  it('is off with a time-to-live of 0', () => {
    const cache = live(0);
    cache.set('a', entry('a'), cache.mark());
    expect(cache.enabled).toBe(false);
    expect(cache.get('a', T0)).toBeUndefined();
  });

  it('evicts by token hash, by session id and by user', () => {
    const cache = live();
    cache.set('a1', { ...entry('a'), user: user('a', 'sa1') }, cache.mark());
    cache.set('a2', { ...entry('a'), user: user('a', 'sa2') }, cache.mark());
    cache.set('b', entry('b'), cache.mark());
    cache.set('c', entry('c'), cache.mark());
    cache.evictSession('c');
    expect(cache.get('c', T0)).toBeUndefined();
    cache.evictSessionById('sa1');
    expect(cache.get('a1', T0)).toBeUndefined();
    expect(cache.get('a2', T0)).toBeDefined();
    cache.evictUser('a');
    expect(cache.get('a2', T0)).toBeUndefined();
    expect(cache.get('b', T0)?.user.id).toBe('b');
  });

  it('does not store a read that an invalidation overtook', () => {
    const cache = live();
    const before = cache.mark(); // a request starts reading PostgreSQL …
    cache.evictSession('a'); // … the session is revoked and the notification lands first …
    cache.set('a', entry('a'), before); // … so what the request read is already stale
    expect(cache.get('a', T0)).toBeUndefined();
    cache.set('a', entry('a'), cache.mark());
    expect(cache.get('a', T0)).toBeDefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = live(10_000, 60_000, 2);
    cache.set('a', entry('a'), cache.mark());
    cache.set('b', entry('b'), cache.mark());
    cache.set('c', entry('c'), cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('a', T0)).toBeUndefined();
    expect(cache.get('b', T0)).toBeDefined();
    expect(cache.get('c', T0)).toBeDefined();
  });
});
