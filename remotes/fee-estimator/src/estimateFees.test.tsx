import { estimator } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { estimateFees } from './estimateFees.ts';

// Spec §9: 5,000,000 + 495,000,000 × pct/100 rounded to the nearest 1,000,000; fee 7.5 %, rounded.
// (A .tsx file so the component projects pick it up; it runs under both renderers.)
const rows: [pct: number, projectCost: number, fee: number][] = [
  [0, 5_000_000, 375_000],
  [1, 10_000_000, 750_000],
  [10, 55_000_000, 4_125_000],
  [33, 168_000_000, 12_600_000],
  [50, 253_000_000, 18_975_000],
  [99, 495_000_000, 37_125_000],
  [100, 500_000_000, 37_500_000],
];

describe('estimateFees', () => {
  it.each(rows)('%i %% → cost %i, fee %i', (pct, projectCost, fee) => {
    expect(estimateFees(pct)).toEqual({ pct, projectCost, fee });
  });

  it.each([
    [-5, 0],
    [150, 100],
    [Number.NaN, 0],
  ])('clamps %d to %i', (input, pct) => {
    expect(estimateFees(input).pct).toBe(pct);
  });

  it('keeps every cost on the rounding grid and the fee at the fee rate', () => {
    for (let pct = 0; pct <= 100; pct += 1) {
      const { projectCost, fee } = estimateFees(pct);
      expect(projectCost % estimator.roundTo).toBe(0);
      expect(fee).toBe(Math.round(projectCost * estimator.feeRate));
    }
  });
});
