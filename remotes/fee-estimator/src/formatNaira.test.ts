import { estimator } from '@gw/config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNaira } from './formatNaira.ts';

const intl = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: estimator.currency,
  maximumFractionDigits: 0,
});

describe('formatNaira', () => {
  it('writes what en-NG writes for every estimator figure', () => {
    for (let cost = 0; cost <= 500_000_000; cost += 1_000_000) {
      expect(formatNaira(cost)).toBe(intl.format(cost));
      expect(formatNaira(cost * 0.075)).toBe(intl.format(cost * 0.075));
    }
    expect(formatNaira(213_000_000)).toBe('₦213,000,000');
  });

  it('writes what en-NG writes for any amount under a quadrillion, halves and signs included', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1e15, max: 1e15 }),
      fc.integer({ min: -2e9, max: 2e9 }).map((n) => n + 0.5),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
    );
    fc.assert(
      fc.property(amounts, (amount) => formatNaira(amount) === intl.format(amount)),
      { numRuns: 5000 },
    );
  });
});
