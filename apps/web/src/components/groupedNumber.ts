/**
 * A number as the portal shows amounts (万元) and counts: digits grouped by three with ',', at most
 * `maximumFractionDigits` decimals without trailing zeros, at least `minimumFractionDigits` — what
 * `value.toLocaleString('zh-CN', options)` writes (groupedNumber.test.ts holds the two together).
 *
 * Written out rather than asked of `Intl`: a page's first zh-CN number format loads ICU's locale
 * data, 35–105 ms on the main thread here before the 4× slow-down Lighthouse applies, inside the
 * task that shows the home page's deal figures (docs/performance.md "Numbers without Intl").
 */
export function groupedNumber(
  value: number,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = Math.max(minimumFractionDigits, 3),
  }: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const magnitude = Math.abs(value);
  // Beyond what an amount can be (and what toFixed writes without an exponent): as JavaScript writes it.
  if (!Number.isFinite(value) || magnitude >= 1e21) return String(value);
  const [whole, fraction] = roundedDigits(magnitude, maximumFractionDigits);
  const kept = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${kept ? `${grouped}.${kept}` : grouped}`;
}

/**
 * The whole and fraction digits of a non-negative number rounded to `places` decimals as Intl rounds:
 * on the shortest decimal that writes the number (1.005 → 1.01, where toFixed, working on the binary
 * value 1.00499…, gives 1.00), a 5 and above away from zero.
 */
function roundedDigits(magnitude: number, places: number): [string, string] {
  const written = String(magnitude);
  // Below 1e-6 JavaScript writes an exponent; at ≤ 20 places such a number rounds like its long form.
  const [whole = '0', fraction = ''] = (written.includes('e') ? magnitude.toFixed(20) : written).split('.');
  if (fraction.length <= places) return [whole, fraction];
  const truncated = BigInt(whole + fraction.slice(0, places));
  const rounded = (fraction.charAt(places) >= '5' ? truncated + 1n : truncated).toString().padStart(places + 1, '0');
  return [rounded.slice(0, rounded.length - places), rounded.slice(rounded.length - places)];
}
