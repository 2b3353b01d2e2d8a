/** The kit's line icons, as paths on a 20 × 20 grid (separate constants, so unused ones drop). */
export const closeIcon = 'M5 5l10 10M15 5L5 15';
export const chevronDownIcon = 'M5 8l5 5 5-5';
export const plusIcon = 'M10 4v12M4 10h12';
export const menuIcon = 'M3 6h14M3 10h14M3 14h14';

export type LineIconProps = {
  /** The path: one of the icons above. */
  d: string;
  className?: string;
};

/** A decorative line icon in the current text colour (the cross, the chevron, the menu bars). */
export function LineIcon({ d, className }: LineIconProps) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
