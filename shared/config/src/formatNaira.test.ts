import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimator, formatNaira, naira, pricing } from './index.ts';

/** What formatNaira must equal: en-NG's own naira, whole (prices and fees have no kobo). */
const intl = new Intl.NumberFormat(naira.locale, {
  style: 'currency',
  currency: naira.code,
  maximumFractionDigits: 0,
});

// Each row: an amount, what a visitor reads, and where it comes from.
const rows: [amount: number, written: string, source: string][] = [
  [0, '₦0', 'the Free plan'],
  [45_000, '₦45,000', 'Pro monthly, 3 users (spec §9)'],
  [1_173_000, '₦1,173,000', 'Pro annually, 10 users (spec §9)'],
  [213_000_000, '₦213,000,000', 'the estimator at 42 %'],
  [253_000_000, '₦253,000,000', 'the estimator at 50 %'],
  [37_500_000, '₦37,500,000', 'the estimator fee at 100 %'],
  [999, '₦999', 'no separator under a thousand'],
  [1_000, '₦1,000', 'a separator from a thousand'],
  [0.5, '₦1', 'half rounds away from zero'],
  [2.5, '₦3', 'half rounds away from zero, not to even'],
  [0.49999999999999994, '₦0', 'just under a half rounds down'],
  [-5, '-₦5', 'the sign before the symbol, as en-NG writes it'],
  [-1_234_567.5, '-₦1,234,568', 'a negative half rounds away from zero'],
  [-0, '-₦0', 'negative zero keeps its sign'],
  [-0.4, '-₦0', 'a negative rounding to zero keeps its sign'],
  [1e21, '₦1,000,000,000,000,000,000,000', 'beyond toString’s plain digits'],
  [2 ** 70, '₦1,180,591,620,717,411,300,000', 'shortest digits, then zeros'],
  [Number.POSITIVE_INFINITY, '₦∞', 'infinity'],
  [Number.NEGATIVE_INFINITY, '-₦∞', 'negative infinity'],
  [Number.NaN, '₦NaN', 'not a number'],
];

describe('formatNaira', () => {
  it.each(rows)('writes %d as %s (%s), as en-NG does', (amount, written) => {
    expect(formatNaira(amount)).toBe(written);
    expect(intl.format(amount)).toBe(written);
  });

  it('writes what en-NG writes for every estimator figure and plan price', () => {
    const top = estimator.baseCost + estimator.costRange;
    for (let cost = 0; cost <= top; cost += estimator.roundTo) {
      expect(formatNaira(cost)).toBe(intl.format(cost));
      expect(formatNaira(cost * estimator.feeRate)).toBe(intl.format(cost * estimator.feeRate));
    }
    for (const { baseAmount } of Object.values(pricing.plans)) {
      if (baseAmount === null) continue;
      const annual = baseAmount * pricing.annualMonths * pricing.annualFactor;
      expect(formatNaira(baseAmount)).toBe(intl.format(baseAmount));
      expect(formatNaira(annual)).toBe(intl.format(annual));
    }
  });

  it.each([
    ['any number (NaN, ±∞ and -0 included)', fc.double()],
    ['any whole number', fc.integer({ min: -1e15, max: 1e15 })],
    ['any half', fc.integer({ min: -2e9, max: 2e9 }).map((n) => n + 0.5)],
    ['any amount under a quadrillion', fc.double({ min: -1e15, max: 1e15, noNaN: true })],
  ])('writes what en-NG writes for %s', (_, amounts) => {
    fc.assert(
      fc.property(amounts, (amount) => formatNaira(amount) === intl.format(amount)),
      { numRuns: 5000 },
    );
  });
});
