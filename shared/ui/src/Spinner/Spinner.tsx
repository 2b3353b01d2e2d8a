import type { SVGAttributes } from 'react';
import { cx } from '../cx/index.ts';

export type SpinnerProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> & {
  /**
   * Spoken text. Leave it out when the spinner sits inside something that already says it is
   * busy (a loading Button); give it when the spinner stands alone.
   */
  label?: string;
};

/** A circular activity indicator drawn in the current text colour. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  const svg = (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cx('size-4 shrink-0 animate-spin motion-reduce:animate-none', className)}
      {...props}
    >
      {/* Stroke width, cap and opacity as classes, not camelCase attributes: a widget that runs
          on Preact without compat (which would translate those) draws it the same. */}
      <circle cx="12" cy="12" r="9" stroke="currentColor" className="stroke-3 opacity-25" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        stroke="currentColor"
        className="stroke-3 [stroke-linecap:round]"
      />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
