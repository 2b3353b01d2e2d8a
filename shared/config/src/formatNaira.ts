import { naira } from './locale.ts';

/**
 * The digits of a whole number as Intl writes them: its shortest round-trip digits, then zeros
 * (toString gives those digits too, in exponent form from 1e21 on).
 */
function wholeDigits(whole: number): string {
  const [mantissa = '', exponent] = whole.toString().split('e+');
  if (exponent === undefined) return mantissa;
  return mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0');
}

/**
 * Whole naira as en-NG writes them (Intl.NumberFormat, currency NGN, no fraction): '₦45,000',
 * '-₦5' (the sign before the symbol), '-₦0' for -0, rounding half away from zero; the same for
 * every number, NaN and ∞ included. By hand, not with Intl, because creating that formatter takes
 * 15-40 ms of a slow phone's main thread the first time a page asks (its locale data loads),
 * before the fee estimator on a partner's page could show; formatNaira.test.ts holds the two equal.
 */
export function formatNaira(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (Number.isNaN(amount)) return `${naira.symbol}NaN`;
  if (!Number.isFinite(amount)) return `${sign}${naira.symbol}∞`;
  const grouped = wholeDigits(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${naira.symbol}${grouped}`;
}
