import { useEffect, useId, useRef } from 'react';
import { remoteCopy as copy } from './copy.ts';
import { RemoteFallback } from './RemoteFallback.tsx';

export interface RemoteErrorDialogProps {
  label: string;
  onRetry(): void;
  onClose(): void;
}

/**
 * The fallback of a dialog remote: a native modal <dialog> (top layer, focus kept inside,
 * Escape closes) so the failure is as visible as the dialog the visitor asked for.
 */
export function RemoteErrorDialog({ label, onRetry, onClose }: RemoteErrorDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // It renders where its opener is (the header's nowrap action bar): wrap text again.
      className="m-auto w-[min(32rem,calc(100%-2rem))] whitespace-normal rounded-card bg-surface p-0 text-left shadow-lift backdrop:bg-night/60"
    >
      <RemoteFallback label={label} onRetry={onRetry} titleId={titleId} />
      <form method="dialog" className="flex justify-end px-6 pb-4">
        <button
          type="submit"
          className="rounded-control px-4 py-2 font-semibold text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-focus"
        >
          {copy.close}
        </button>
      </form>
    </dialog>
  );
}
