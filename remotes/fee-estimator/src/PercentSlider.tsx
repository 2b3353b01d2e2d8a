import { estimator } from '@gw/config';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { clampPct } from './estimateFees.ts';
import { continueDrag, endDrag, startDrag } from './sliderDrag.ts';
import { pctAfterKey } from './sliderKeys.ts';

export interface PercentSliderProps {
  /** Current position, 0-100. */
  value: number;
  onChange(pct: number): void;
  /** Accessible name of the slider. */
  label: string;
  /** What a screen reader announces for the current value. */
  valueText: string;
}

/**
 * A 0-100 slider: pointer and touch drag on the whole track (pointer capture keeps the drag
 * alive outside it), and the WAI-ARIA slider keys on the thumb.
 */
export function PercentSlider({ value, onChange, label, valueText }: PercentSliderProps) {
  const thumbRef = useRef<HTMLDivElement>(null);

  function moveTo(pct: number) {
    const next = clampPct(pct);
    if (next !== value) onChange(next);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const pct = startDrag(event.currentTarget, thumbRef.current, event);
    if (pct !== null) moveTo(pct);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const pct = continueDrag(event.currentTarget, event);
    if (pct !== null) moveTo(pct);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    endDrag(event.currentTarget, event);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = pctAfterKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  }

  return (
    <div
      data-slot="slider-track"
      className="relative flex h-11 cursor-pointer touch-none items-center select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="h-2 w-full rounded-full bg-line">
        <div
          data-slot="slider-fill"
          className="h-2 rounded-full bg-primary"
          style={{ width: `${value}%` }}
        />
      </div>
      <div
        ref={thumbRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={estimator.minPct}
        aria-valuemax={estimator.maxPct}
        aria-valuenow={value}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        data-slot="slider-thumb"
        onKeyDown={onKeyDown}
        className="absolute top-1/2 size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-primary bg-surface shadow-soft outline-none focus-visible:ring-4 focus-visible:ring-focus/40"
        style={{ left: `${value}%` }}
      />
    </div>
  );
}
