export { clampPct, estimateFees, type FeeSummary } from './estimateFees.ts';
export { FeeEstimator, type FeeEstimatorProps } from './FeeEstimator.tsx';
export { type FeeFigures, feeFigures } from './feeFigures.ts';
export { continueDrag, endDrag, type SliderPointer, startDrag } from './sliderDrag.ts';
export { pctAfterKey } from './sliderKeys.ts';
