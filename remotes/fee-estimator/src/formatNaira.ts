import { estimator } from '@gw/config';

// Built once: Intl formatters are costly to create and this one never changes.
const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: estimator.currency,
  maximumFractionDigits: 0,
});

/** Formats whole naira with Nigerian locale separators, e.g. '₦213,000,000'. */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}
