import { estimator } from '@gw/config';

/**
 * Formats whole naira as the en-NG locale does (Intl.NumberFormat, NGN, no fraction), e.g.
 * '₦213,000,000', rounding half away from zero as Intl does. By hand, because creating that
 * Intl formatter takes 15-40 ms of a slow phone's main thread the first time a page asks (its
 * locale data loads), before the estimator could show; formatNaira.test.ts holds the two equal.
 */
export function formatNaira(amount: number): string {
  const grouped = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${estimator.currencySymbol}${grouped}`;
}
