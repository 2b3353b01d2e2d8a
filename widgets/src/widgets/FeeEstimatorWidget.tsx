import { FeeEstimator } from '@gw/remote-fee-estimator';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';

/** The fee estimator: `gw:change` carries { pct, projectCost, fee } on every move. */
export function FeeEstimatorWidget({ options, emit }: WidgetContext) {
  const pct = Number(options.prefill?.value);
  return (
    <FeeEstimator
      defaultPct={Number.isFinite(pct) ? pct : undefined}
      onChange={(summary) => emit(widgetEvents.change, summary)}
    />
  );
}
