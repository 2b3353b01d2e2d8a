import type { ArtCard } from '../../content/homeHero.ts';

type Icon = NonNullable<ArtCard['icon']>;

/** Each icon's tile colour and its strokes (24 × 24 grid). */
const icons: Record<Icon, { tile: string; stroke: string; d: string }> = {
  money: {
    tile: 'bg-accent-soft',
    stroke: 'stroke-accent-strong',
    d: 'M12 4v16M16 8.5c0-1.5-1.8-2.5-4-2.5s-4 1-4 2.75S9.8 11.5 12 12s4 1 4 2.75S14.2 18 12 18s-4-1-4-2.5',
  },
  alert: { tile: 'bg-danger-soft', stroke: 'stroke-danger', d: 'M12 6v8M12 17.5v.5' },
  check: { tile: 'bg-success-soft', stroke: 'stroke-success', d: 'M6 12.5l4 4 8-9' },
  home: { tile: 'bg-accent-soft', stroke: 'stroke-accent-strong', d: 'M5 11l7-6 7 6M7 10v9h10v-9' },
  gift: {
    tile: 'bg-accent-soft',
    stroke: 'stroke-accent-strong',
    d: 'M5 10h14v9H5zM4 7h16v3H4zM12 7v12M12 7c-2-4-6-3-4 0M12 7c2-4 6-3 4 0',
  },
  people: {
    tile: 'bg-primary-soft',
    stroke: 'stroke-primary',
    d: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3.5 19c0-3 2.5-5 5.5-5s5.5 2 5.5 5M16 5.5a3 3 0 0 1 0 5.5M17.5 14c2 .6 3 2.4 3 5',
  },
  drawing: {
    tile: 'bg-primary-soft',
    stroke: 'stroke-primary',
    d: 'M4 20V4h16M7 17V9h6v8M13 12h5v5',
  },
};

/** The small picture at the start of a hero art card. */
export function ArtCardIcon({ icon }: { icon: Icon }) {
  const { tile, stroke, d } = icons[icon];
  return (
    <span
      className={`grid size-8 shrink-0 place-items-center rounded-lg sm:size-10 sm:rounded-xl ${tile}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        className={`size-5 fill-none sm:size-6 ${stroke}`}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={d} />
      </svg>
    </span>
  );
}
