/** Fee estimator constants (spec §9). */
export const estimator = {
  baseCost: 5_000_000,
  costRange: 495_000_000,
  roundTo: 1_000_000,
  feeRate: 0.075,
  minPct: 0,
  maxPct: 100,
} as const;
