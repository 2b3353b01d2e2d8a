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
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
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
