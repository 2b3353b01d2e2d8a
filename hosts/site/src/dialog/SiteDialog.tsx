import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { focusRing } from '../sections/ui/layout.ts';

export type SiteDialogProps = {
  open: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  /** Widest the panel may grow, in px. */
  maxWidth?: number;
  children: ReactNode;
};

/**
 * The site's own small modal for its two page dialogs (join-team, referral video), on the
 * native <dialog> top layer: Escape, a backdrop click and the close icon close it; the browser
 * keeps focus inside and gives it back to the opener. @gw/ui's Modal does the same, but the kit
 * has no subpath exports, so using it would put the whole Modal into the home page's first
 * bundle through the kit's barrel (docs/decisions.md). Mounted only while open.
 */
export function SiteDialog({
  open,
  onClose,
  title,
  description,
  maxWidth = 560,
  children,
}: SiteDialogProps) {
  if (!open) return null;
  return (
    <OpenDialog onClose={onClose} title={title} description={description} maxWidth={maxWidth}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  onClose,
  title,
  description,
  maxWidth,
  children,
}: Omit<SiteDialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const pressOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Focus the first control of the content (the close icon comes last in the markup).
    dialog.querySelector<HTMLElement>('input, textarea, select, button, iframe, [href]')?.focus();
    // Escape: the browser's cancel, turned into the owner's close so state stays in step.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  // A press that starts and ends on the backdrop (the dialog box itself) closes it.
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressOnBackdrop.current && event.target === event.currentTarget) close.current();
    pressOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close.current();
      }}
      className="fixed inset-0 m-0 flex size-full max-h-none max-w-none items-start justify-center overflow-y-auto border-0 bg-night/60 p-4 text-body backdrop:bg-transparent sm:items-center sm:p-6"
    >
      <div
        style={{ maxWidth: `${maxWidth}px` }}
        className="relative my-auto w-full rounded-card border border-line bg-surface p-6 shadow-lift sm:p-8"
      >
        <h2 id={titleId} className="pr-10 text-xl font-semibold text-ink">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-muted">
            {description}
          </div>
        )}
        <div className="mt-6">{children}</div>
        <button
          type="button"
          aria-label="Close"
          onClick={() => close.current()}
          className={`absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-ink ${focusRing}`}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
            <path
              d="M5 5l10 10M15 5L5 15"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </dialog>
  );
}
