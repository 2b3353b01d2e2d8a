export interface CostTileProps {
  label: string;
  value: string;
  /** The highlighted tile uses the primary colour. */
  tone?: 'plain' | 'primary';
}

const tones = {
  plain: 'border-line bg-surface text-ink',
  primary: 'border-primary bg-primary text-white',
} as const;

/** One labelled amount ('Project Cost', 'Fees'). */
export function CostTile({ label, value, tone = 'plain' }: CostTileProps) {
  return (
    <div data-slot="cost-tile" className={`rounded-card border p-5 shadow-soft ${tones[tone]}`}>
      <dt className="text-sm font-medium opacity-80">{label}</dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
    </div>
  );
}
