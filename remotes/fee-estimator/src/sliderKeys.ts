import { estimator } from '@gw/config';

/** Page Up / Page Down move this many percent, per the WAI-ARIA slider pattern. */
export const pageStep = 10;

/**
 * The slider position a key press leads to, or null when the key is not a slider key
 * (so the caller leaves Tab and friends alone). The result is not clamped.
 */
export function pctAfterKey(key: string, pct: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return pct + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return pct - 1;
    case 'PageUp':
      return pct + pageStep;
    case 'PageDown':
      return pct - pageStep;
    case 'Home':
      return estimator.minPct;
    case 'End':
      return estimator.maxPct;
    default:
      return null;
  }
}
