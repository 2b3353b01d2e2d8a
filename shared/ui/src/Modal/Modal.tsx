import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from './ModalDialog.tsx';
import { useControllableState } from './useControllableState.ts';

export type ModalProps = {
  /** Controlled open state; leave undefined to let the modal keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name and visible heading. */
  title: string;
  description?: ReactNode;
  /** Widest the panel may grow, in px (the role picker uses 756). */
  maxWidth?: number;
  children?: ReactNode;
  footer?: ReactNode;
  /** Where to portal; pass an element inside the shadow root when rendering in Shadow DOM. */
  portalRoot?: HTMLElement | null;
  /** What to focus on open; defaults to the first focusable element of the content. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
};

const defaultMaxWidth = 560;

/**
 * A labelled modal dialog, controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`).
 * Escape, a backdrop click and the close icon all ask to close through `onOpenChange(false)`.
 */
export function Modal({
  open,
  defaultOpen = false,
  onOpenChange,
  maxWidth = defaultMaxWidth,
  portalRoot,
  closeLabel = 'Close',
  ...dialog
}: ModalProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  if (!isOpen || typeof document === 'undefined') return null;
  return createPortal(
    <ModalDialog
      {...dialog}
      maxWidth={maxWidth}
      closeLabel={closeLabel}
      onDismiss={() => setOpen(false)}
    />,
    portalRoot ?? document.body,
  );
}
