import { estimator } from '@gw/config';

/** What the estimator shows for one slider position. */
export interface FeeSummary {
  /** Slider position, clamped to 0-100. */
  pct: number;
  /** Project cost in NGN, rounded to the nearest `estimator.roundTo`. */
  projectCost: number;
  /** The provider's fee in NGN: `estimator.feeRate` of the project cost, rounded. */
  fee: number;
}

/** Clamps a slider position to the estimator's 0-100 range (NaN counts as the minimum). */
export function clampPct(pct: number): number {
  if (Number.isNaN(pct)) return estimator.minPct;
  return Math.min(estimator.maxPct, Math.max(estimator.minPct, pct));
}

/** Spec §9: 0-100 % maps to baseCost + costRange × pct/100, rounded; the fee is 7.5 % of that. */
export function estimateFees(pct: number): FeeSummary {
  const clamped = clampPct(pct);
  const raw = estimator.baseCost + (estimator.costRange * clamped) / 100;
  const projectCost = Math.round(raw / estimator.roundTo) * estimator.roundTo;
  const fee = Math.round(projectCost * estimator.feeRate);
  return { pct: clamped, projectCost, fee };
}
