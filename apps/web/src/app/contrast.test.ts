import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { palette } from './palette';

/** WCAG 2.1's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.1's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const WHITE = '#ffffff';
/** AA for text under 18 pt (24 px), or under 14 pt bold. */
const AA_SMALL_TEXT = 4.5;

describe('the palette meets WCAG 2.1 AA for small text (docs/accessibility.md)', () => {
  it('green as text and link on white, on the light green and under white text', () => {
    expect(contrast(palette.green, WHITE)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
    expect(contrast(palette.green, palette.greenLight)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
    expect(contrast(palette.green, palette.pageBackground)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
    expect(contrast(palette.greenDark, WHITE)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
  });

  it('the text colours and the deep blue band', () => {
    for (const background of [WHITE, palette.pageBackground]) {
      expect(contrast(palette.text, background)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
      expect(contrast(palette.textSecondary, background)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
    }
    expect(contrast(WHITE, palette.deepBlue)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
  });

  it('white 12 px text on every enrolment status badge', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../components/enrollStatusBadge.css'), 'utf8');
    const backgrounds = [...css.matchAll(/background:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]!);
    expect(backgrounds).toHaveLength(4);
    for (const background of backgrounds) expect(contrast(WHITE, background)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
  });
});
