import { timings } from '@gw/config';
import { cx } from '../cx/index.ts';
import { closeIcon, LineIcon } from '../LineIcon/index.ts';
import type { Toast, ToastTone } from './toastStore.ts';

/** Tone looks, declared once; a toast without a tone is a plain white card. */
const tones: Record<ToastTone | 'plain', string> = {
  plain: 'border-line bg-surface text-ink',
  success: 'border-success/30 bg-success-soft text-success',
  error: 'border-danger/30 bg-danger-soft text-danger',
  dark: 'border-black bg-black text-white',
};

type ToastItemProps = { toast: Toast; dismissLabel: string; onDismiss: (id: string) => void };

/** One toast card: message, optional progress bar with percentage, and a dismiss button. */
export function ToastItem({ toast, dismissLabel, onDismiss }: ToastItemProps) {
  const { id, message, tone, progress, state, action } = toast;
  const percent =
    progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <div
      data-slot="toast"
      data-state={state}
      data-tone={tone ?? 'plain'}
      style={{ transitionDuration: `${timings.toastExit}ms` }}
      className={cx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-card border p-4 text-sm font-medium shadow-lift transition-all data-[state=closed]:translate-y-2 data-[state=closed]:opacity-0 motion-reduce:transition-none',
        tones[tone ?? 'plain'],
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="break-words">{message}</p>
        {action && (
          <a href={action.href} className="mt-2 inline-block font-semibold underline">
            {action.label}
          </a>
        )}
        {percent !== undefined && (
          <div className="mt-2 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={message}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 flex-1 overflow-hidden rounded-full bg-current/15"
            >
              <div className="h-full rounded-full bg-current" style={{ width: `${percent}%` }} />
            </div>
            <span className="tabular-nums">{`${percent}%`}</span>
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => onDismiss(id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <LineIcon d={closeIcon} className="size-4" />
      </button>
    </div>
  );
}
