export { clampPct, estimateFees, type FeeSummary } from './estimateFees.ts';
export { FeeEstimator, type FeeEstimatorProps } from './FeeEstimator.tsx';
export { formatNaira } from './formatNaira.ts';
