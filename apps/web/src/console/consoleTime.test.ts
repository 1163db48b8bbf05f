import { describe, expect, it } from 'vitest';
import { consoleDate, consoleTime } from './consoleTime';

describe('the console’s one time format', () => {
  it('shows an instant in Beijing time to the second, whatever the browser’s zone', () => {
    // 16:36:05 UTC is 00:36:05 the next day in Beijing (UTC+8, no daylight saving).
    expect(consoleTime('2026-11-23T16:36:05.000Z')).toBe('2026-11-24 00:36:05');
    expect(consoleTime('2026-11-24T00:36:05+08:00')).toBe('2026-11-24 00:36:05');
  });

  it('takes the API’s China-time text as it is, and says — for none', () => {
    expect(consoleTime('2027-01-26 17:00:00')).toBe('2027-01-26 17:00:00');
    expect(consoleTime('')).toBe('—');
    expect(consoleTime(null)).toBe('—');
  });

  it('shows a day alone where a date is meant', () => {
    expect(consoleDate('2026-11-23T16:36:05.000Z')).toBe('2026-11-24');
    expect(consoleDate('2027-01-26 17:00:00')).toBe('2027-01-26');
    expect(consoleDate('2026-04-01')).toBe('2026-04-01');
    expect(consoleDate('')).toBe('—');
  });
});
