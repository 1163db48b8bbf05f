import { describe, expect, it } from 'vitest';
import { formatChinaSeconds, formatChinaTime } from './chinaTime';

describe('formatChinaTime', () => {
  it('shows an instant in China time, the day after when UTC is past 16:00', () => {
    expect(formatChinaTime('2026-11-23T16:36:05.000Z')).toBe('2026-11-24 00:36');
  });

  it('reads an instant written with an offset', () => {
    expect(formatChinaTime('2026-11-24T00:36:05+08:00')).toBe('2026-11-24 00:36');
  });

  it('shows the public API’s China-time text the same way, without shifting it', () => {
    expect(formatChinaTime('2026-11-24 00:36:05')).toBe('2026-11-24 00:36');
  });

  it('says a missing time plainly', () => {
    expect(formatChinaTime(null)).toBe('—');
    expect(formatChinaTime('')).toBe('—');
  });
});

describe('formatChinaSeconds', () => {
  it('tells two bids a second apart from each other, in China time', () => {
    expect(formatChinaSeconds('2026-11-23T16:36:05.000Z')).toBe('2026-11-24 00:36:05');
    expect(formatChinaSeconds('2026-11-23T16:36:06.000Z')).toBe('2026-11-24 00:36:06');
    expect(formatChinaSeconds('2026-11-24 00:36:05')).toBe('2026-11-24 00:36:05');
  });
});
