import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicContentCache } from './publicContentCache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('PublicContentCache', () => {
  it('loads an answer once within its time, and again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new PublicContentCache(10_000);
    const load = vi.fn(async () => 'answer');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 10_001);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed load', async () => {
    const cache = new PublicContentCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('k', async () => 'found')).toBe('found');
  });

  it('lets the oldest entries go beyond its size, and forgets everything on clear', async () => {
    const cache = new PublicContentCache(10_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => 'a again');
    expect(await cache.get('a', reload)).toBe('a again');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
