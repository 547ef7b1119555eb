import { createSecretKey } from 'node:crypto';
import { KeyCache } from './key-cache';

const key = () => ({ key: createSecretKey(Buffer.alloc(32, 1)) });

describe('KeyCache', () => {
  it('is bounded (least recently used out first) and expires keys, never erasures', () => {
    let now = 0;
    const cache = new KeyCache(2, 1_000, () => now);
    cache.put('a', key(), cache.epoch);
    cache.put('b', key(), cache.epoch);
    cache.get('a');
    cache.put('c', key(), cache.epoch);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.markErased('e');
    now = 5_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('e')).toEqual({ erased: true });
  });

  it('does not put back a key loaded before an erasure notice', () => {
    const cache = new KeyCache();
    const epoch = cache.epoch;
    cache.markErased('s');
    cache.put('s', key(), epoch);
    expect(cache.get('s')).toEqual({ erased: true });
  });

  it('answers nothing while it cannot hear erasures', () => {
    const cache = new KeyCache();
    cache.put('a', key(), cache.epoch);
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    cache.put('a', key(), cache.epoch);
    expect(cache.size).toBe(0);
  });
});
