import { brandMark } from './brandMark.ts';

export type BrandMarkProps = { className?: string };

/** The brand mark in the theme's primary and accent colours; decoration beside the brand's name. */
export function BrandMark({ className }: BrandMarkProps) {
  const { size, tileRadius, building } = brandMark;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
      className={`fill-primary ${className ?? ''}`}
    >
      <rect width={size} height={size} rx={tileRadius} />
      <path d={building} className="fill-accent" />
    </svg>
  );
}
