import { cx } from '@gw/ui';

/**
 * The "Test" badge of a lead a partner's widget sent in test mode (issue 28): stored like any
 * other, shown only under the inbox's "Test leads", never in its counts, CSV or webhooks.
 */
export function TestBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'rounded-full border border-dashed border-ink px-2 py-0.5 text-xs font-semibold text-ink',
        className,
      )}
    >
      Test
    </span>
  );
}
