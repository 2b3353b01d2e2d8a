import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { closeIcon, LineIcon } from '../LineIcon/index.ts';
import { deepActiveElement, restoreFocus, tabbables, trapTab } from './focusables.ts';
import { useScrollLock } from './useScrollLock.ts';

export type ModalDialogProps = {
  title: string;
  description?: ReactNode;
  maxWidth: number;
  children?: ReactNode;
  footer?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel: string;
  onDismiss: () => void;
};

/**
 * The open modal: a native <dialog> shown with showModal(), which puts it in the browser's top
 * layer (above partner sticky headers, unclipped by `transform`/`overflow`) and makes the page
 * behind it inert. Tab cycling, Escape and focus restore are also handled here so they behave
 * the same in every browser, in happy-dom and inside shadow roots. Mounted only while open.
 */
export function ModalDialog({
  title,
  description,
  maxWidth,
  children,
  footer,
  initialFocus,
  closeLabel,
  onDismiss,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const initial = useRef(initialFocus);
  const titleId = useId();
  const descriptionId = useId();
  useScrollLock();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = deepActiveElement();
    if (typeof dialog.showModal === 'function' && dialog.isConnected) dialog.showModal();
    else dialog.setAttribute('open', '');
    const content = contentRef.current;
    const first = initial.current?.current ?? (content ? tabbables(content)[0] : undefined);
    (first ?? panelRef.current)?.focus();

    // The browser's own Escape handling closes the dialog behind the renderer's back: veto it.
    function onCancel(event: Event) {
      event.preventDefault();
      dismiss.current();
    }
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener !== document.body) restoreFocus(opener);
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      dismiss.current();
      return;
    }
    if (panelRef.current) trapTab(event.nativeEvent, panelRef.current);
  }

  // The dialog box fills the viewport; a press that starts and ends outside the panel is a
  // backdrop click (a text selection dragged out of the panel is not).
  function onPointerDown(event: MouseEvent<HTMLDialogElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) dismiss.current();
    pressStartedOnBackdrop.current = false;
  }

  return (
    <dialog
      ref={dialogRef}
      data-slot="modal"
      data-state="open"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
      className="fixed inset-0 m-0 flex border-0 size-full max-h-none max-w-none items-start justify-center overflow-y-auto overscroll-contain bg-night/60 p-4 text-body backdrop:bg-transparent sm:items-center sm:p-6"
    >
      <div
        ref={panelRef}
        data-slot="modal-panel"
        tabIndex={-1}
        style={{ maxWidth: `${maxWidth}px` }}
        className="relative my-auto w-full rounded-card border border-line bg-surface p-6 shadow-lift outline-none sm:p-8"
      >
        <h2 id={titleId} className="pr-10 text-xl font-semibold text-ink">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-muted">
            {description}
          </div>
        )}
        <div ref={contentRef} data-slot="modal-content" className="mt-6">
          {children}
          {footer && (
            <div data-slot="modal-footer" className="mt-8 flex flex-wrap justify-end gap-3">
              {footer}
            </div>
          )}
        </div>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => dismiss.current()}
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <LineIcon d={closeIcon} className="size-5" />
        </button>
      </div>
    </dialog>
  );
}
