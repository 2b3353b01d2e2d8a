import markup from 'virtual:gw-markup/fee-estimator';
import {
  clampPct,
  continueDrag,
  endDrag,
  feeFigures,
  pctAfterKey,
  startDrag,
} from '@gw/remote-fee-estimator';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import type { RenderedWidget } from '../embed/registry.ts';

/** An element of the estimator's markup, by its data-slot. */
function slot(root: ParentNode, name: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`the fee estimator's markup has no ${name}`);
  return element;
}

/**
 * The fee estimator, with no framework: the remote component's own markup, rendered at build
 * (widgets/build/markup/fee-estimator.tsx), made live here with the remote's own figures, keys
 * and drag. What changes as the slider moves (the fill, the thumb, its value, the two amounts) is
 * what the component renders differently; a test compares the two at every step. `gw:change`
 * carries { pct, projectCost, fee } on every move.
 */
export function renderFeeEstimator({ options, emit, portalRoot }: WidgetContext): RenderedWidget {
  portalRoot.innerHTML = markup;
  const track = slot(portalRoot, 'slider-track');
  const fill = slot(portalRoot, 'slider-fill');
  const thumb = slot(portalRoot, 'slider-thumb');
  const [cost, fee] = [...portalRoot.querySelectorAll('[data-slot="cost-tile"] dd')];
  let pct = Number.NaN;

  function show(next: number) {
    const figures = feeFigures(next);
    pct = figures.summary.pct;
    fill.style.width = `${pct}%`;
    thumb.style.left = `${pct}%`;
    thumb.setAttribute('aria-valuenow', String(pct));
    thumb.setAttribute('aria-valuetext', figures.valueText);
    if (cost) cost.textContent = figures.cost;
    if (fee) fee.textContent = figures.fee;
    return figures.summary;
  }

  function moveTo(next: number | null) {
    if (next === null || clampPct(next) === pct) return;
    emit(widgetEvents.change, show(next));
  }

  // Test mode (issue 28): the mark, from a chunk only a page in test mode loads (no lead here).
  if (options.mode === 'test')
    void import('./testModeMark.ts').then(({ markTestMode }) => markTestMode(portalRoot, true));
  const prefilled = Number(options.prefill?.value);
  // Amounts are formatted by the visitor's browser, not by the build's.
  show(Number.isFinite(prefilled) ? prefilled : 0);
  track.addEventListener('pointerdown', (event) => moveTo(startDrag(track, thumb, event)));
  track.addEventListener('pointermove', (event) => moveTo(continueDrag(track, event)));
  track.addEventListener('pointerup', (event) => endDrag(track, event));
  track.addEventListener('pointercancel', (event) => endDrag(track, event));
  thumb.addEventListener('keydown', (event) => {
    const next = pctAfterKey(event.key, pct);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  });
  return {
    // Like the component's defaultPct, the `value` attribute is where the slider starts.
    update() {},
    unmount: () => portalRoot.replaceChildren(),
  };
}
