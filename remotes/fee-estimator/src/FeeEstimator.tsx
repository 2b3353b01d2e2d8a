import type { Attribution } from '@gw/config';
import { useId, useState } from 'react';
import { CostTile } from './CostTile.tsx';
import { feeEstimatorCopy as copy } from './copy.ts';
import type { FeeSummary } from './estimateFees.ts';
import { feeFigures } from './feeFigures.ts';
import { PercentSlider } from './PercentSlider.tsx';

export interface FeeEstimatorProps {
  /** Where the slider starts, 0-100 (default 0). */
  defaultPct?: number;
  /** Called with the new figures whenever the slider moves. */
  onChange?(summary: FeeSummary): void;
  /** Shared remote props; the estimator makes no call and opens no portal. */
  apiBase?: string;
  attribution?: Attribution;
  navigate?(path: string): void;
  portalRoot?: HTMLElement | null;
}

/** Spec §2: a draggable slider and the 'Project Cost' and 'Fees' tiles in NGN. */
export function FeeEstimator({ defaultPct = 0, onChange }: FeeEstimatorProps) {
  const [{ summary, cost, fee, valueText }, setFigures] = useState(() => feeFigures(defaultPct));
  const headingId = useId();

  function move(pct: number) {
    const next = feeFigures(pct);
    setFigures(next);
    onChange?.(next.summary);
  }

  return (
    <section
      aria-labelledby={headingId}
      data-slot="fee-estimator"
      className="rounded-card border border-line bg-canvas p-6 text-body sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.intro}</p>
      <div className="mt-6">
        <PercentSlider
          value={summary.pct}
          onChange={move}
          label={copy.sliderLabel}
          valueText={valueText}
        />
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <CostTile label={copy.projectCost} value={cost} />
        <CostTile label={copy.fees} value={fee} tone="primary" />
      </dl>
    </section>
  );
}
