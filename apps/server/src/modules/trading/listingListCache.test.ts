import { describe, expect, it } from 'vitest';
import { FreshRead } from './listingListCache.js';

describe('FreshRead', () => {
  it('gives a caller that arrives during a read the next read, and shares that read with the others', async () => {
    let value = 0;
    let reads = 0;
    const release: Array<() => void> = [];
    const fresh = new FreshRead(
      () =>
        new Promise<number>((resolve) => {
          reads += 1;
          const snapshot = value;
          release.push(() => resolve(snapshot));
        }),
    );
    const first = fresh.read();
    value = 1; // a change commits while the first read is running
    const late = [fresh.read(), fresh.read(), fresh.read()];
    release.shift()!();
    expect(await first).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    release.shift()!();
    expect(await Promise.all(late)).toEqual([1, 1, 1]);
    expect(reads).toBe(2);
  });
});
