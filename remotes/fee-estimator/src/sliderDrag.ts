import { estimator } from '@gw/config';
import { clampPct } from './estimateFees.ts';

/** What the drag reads of a pointer event: React's, Preact's and the DOM's all have it. */
export interface SliderPointer {
  button: number;
  pointerId: number;
  clientX: number;
  preventDefault(): void;
}

/** The position under a pointer, as a whole percent of the track's width. */
export function pctAt(track: HTMLElement, clientX: number): number {
  const { left, width } = track.getBoundingClientRect();
  if (width <= 0) return estimator.minPct;
  return clampPct(Math.round(((clientX - left) / width) * 100));
}

/**
 * A press on the track: the drag starts (pointer capture keeps it alive outside the track) and
 * the thumb takes focus, so keyboard users can continue where the pointer left off. The position
 * under the pointer, or null for a button other than the primary one.
 */
export function startDrag(
  track: HTMLElement,
  thumb: HTMLElement | null,
  event: SliderPointer,
): number | null {
  if (event.button !== 0) return null;
  track.setPointerCapture(event.pointerId);
  thumb?.focus();
  event.preventDefault();
  return pctAt(track, event.clientX);
}

/** A pointer moving: the position under it while it drags, else null. */
export function continueDrag(track: HTMLElement, event: SliderPointer): number | null {
  return track.hasPointerCapture(event.pointerId) ? pctAt(track, event.clientX) : null;
}

/** The pointer lifted or cancelled: the drag ends. */
export function endDrag(track: HTMLElement, event: SliderPointer): void {
  if (track.hasPointerCapture(event.pointerId)) track.releasePointerCapture(event.pointerId);
}
