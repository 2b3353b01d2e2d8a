import { cx } from '../cx/index.ts';

export interface SavedNoticeProps {
  /** The outbox's message; nothing is shown without one. */
  message: string | null | undefined;
  className?: string;
}

/**
 * Says, beside the form, that the request waits on this device for the connection: a polite
 * status, so a screen reader hears it without losing its place, and it stays (a toast goes).
 */
export function SavedNotice({ message, className }: SavedNoticeProps) {
  return (
    <p
      role="status"
      data-slot="saved-notice"
      className={cx(
        message
          ? 'rounded-md border border-accent bg-accent-soft px-3 py-2 text-sm text-ink'
          : 'sr-only',
        className,
      )}
    >
      {message ?? ''}
    </p>
  );
}
