import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttlCache.js';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('loads an answer once within its time, and again after it', async () => {
    const clock = manualClock();
    const cache = new TtlCache({ ttlMs: 10_000, maxEntries: 10, clock: clock.now });
    const load = vi.fn(async () => 'answer');
    await cache.get('k', load);
    clock.advance(9_999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ends an answer at the instant its load names, before its time', async () => {
    const clock = manualClock(0);
    const cache = new TtlCache({ ttlMs: 10_000, maxEntries: 10, clock: clock.now });
    const load = vi.fn(async () => 'answer');
    const until = async () => 500;
    await cache.get('k', load, { until });
    clock.advance(499);
    await cache.get('k', load, { until });
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.get('k', load, { until });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers an instant before the one its answer was loaded for', async () => {
    const cache = new TtlCache({ ttlMs: 10_000, maxEntries: 10 });
    await cache.get('k', async () => 'at 100', { at: 100 });
    expect(await cache.get('k', async () => 'at 50', { at: 50 })).toBe('at 50');
  });

  it('shares one load between callers that ask while it runs', async () => {
    const cache = new TtlCache({ ttlMs: 10_000, maxEntries: 10 });
    let release!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('once');
    expect(await answers).toEqual(['once', 'once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed load', async () => {
    const cache = new TtlCache({ ttlMs: 10_000, maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('k', async () => 'found')).toBe('found');
  });

  it('lets the oldest entries go beyond its size, and forgets everything when invalidated', async () => {
    const cache = new TtlCache({ ttlMs: 10_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => 'a again');
    expect(await cache.get('a', reload)).toBe('a again');
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(await cache.get('b', async () => 'b again')).toBe('b again');
  });
});
