import { cx } from '@gw/ui';
import { leadKinds } from './inboxQuery.ts';

type Props = {
  counts: Record<string, number>;
  kind: string;
  onKind(kind: string): void;
};

/** Counts by kind under the other filters; choosing one filters the list by it. */
export function KindTabs({ counts, kind, onKind }: Props) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs: [string, string, number][] = [
    ['', 'All', total],
    ...leadKinds.map(([value, label]): [string, string, number] => [
      value,
      label,
      counts[value] ?? 0,
    ]),
  ];
  return (
    <nav aria-label="Leads by kind" className="-mx-5 overflow-x-auto px-5">
      <ul className="flex min-w-max gap-2">
        {tabs.map(([value, label, count]) => (
          <li key={value || 'all'}>
            <button
              type="button"
              aria-pressed={kind === value}
              onClick={() => onKind(value)}
              className={cx(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                kind === value
                  ? 'border-primary bg-primary text-white'
                  : 'border-line bg-surface text-body hover:bg-primary-soft',
              )}
            >
              {label}
              <span
                className={cx(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  kind === value ? 'bg-white/20' : 'bg-canvas text-muted',
                )}
              >
                {count.toLocaleString('en-GB')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
