import { brandMark } from './brandMark.ts';

export type BrandMarkProps = { className?: string };

/**
 * The brand mark: the tile in the text colour (give it `text-primary`), the building in the
 * theme's accent; decoration beside the brand's name.
 */
export function BrandMark({ className }: BrandMarkProps) {
  const { size, tileRadius, building } = brandMark;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
      fill="currentColor"
      className={className}
    >
      <rect width={size} height={size} rx={tileRadius} />
      <path d={building} className="fill-accent" />
    </svg>
  );
}
