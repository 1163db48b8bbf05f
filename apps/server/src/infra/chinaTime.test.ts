import { describe, expect, it } from 'vitest';
import { chinaDate, formatChinaDateTime, parseChinaDateTime, startOfChinaDate, startOfChinaDay } from './chinaTime.js';

describe('China time', () => {
  it('starts the day at midnight in China, not in UTC', () => {
    // 15:59:59 UTC is 23:59:59 in China; one second later the next China day has begun.
    expect(startOfChinaDay(new Date('2026-11-21T15:59:59Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2026-11-21T16:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(chinaDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(chinaDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });

  it('reads a calendar day as its first China instant', () => {
    expect(startOfChinaDate('2026-01-01').toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('writes and reads yyyy-MM-dd HH:mm:ss in China time, refusing impossible dates', () => {
    const instant = new Date('2026-02-28T17:30:00Z');
    expect(formatChinaDateTime(instant)).toBe('2026-03-01 01:30:00');
    expect(parseChinaDateTime('2026-03-01 01:30:00')?.getTime()).toBe(instant.getTime());
    expect(parseChinaDateTime('2026-02-30')).toBeUndefined();
    expect(parseChinaDateTime('2026-03-01 25:00')).toBeUndefined();
  });
});
