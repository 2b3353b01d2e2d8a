import { formatNaira } from '@gw/config';
import { feeEstimatorCopy as copy } from './copy.ts';
import { estimateFees, type FeeSummary } from './estimateFees.ts';

/** What the estimator shows for a slider position, as text. */
export interface FeeFigures {
  summary: FeeSummary;
  /** The 'Project Cost' tile's amount, e.g. '₦213,000,000'. */
  cost: string;
  /** The 'Fees' tile's amount. */
  fee: string;
  /** What a screen reader announces for the slider's value. */
  valueText: string;
}

/** The figures for one slider position (clamped to 0-100). */
export function feeFigures(pct: number): FeeFigures {
  const summary = estimateFees(pct);
  const cost = formatNaira(summary.projectCost);
  const fee = formatNaira(summary.fee);
  const valueText = `${summary.pct}%: ${copy.projectCost} ${cost}, ${copy.fees} ${fee}`;
  return { summary, cost, fee, valueText };
}
