import { useEffect, useState } from 'react';

/** Shown with showModal(); or, where an engine lacks :modal (happy-dom), marked modal. */
function isModal(dialog: HTMLDialogElement): boolean {
  let modal = false;
  try {
    modal = dialog.matches(':modal');
  } catch {
    // An engine that does not know the selector.
  }
  return modal || dialog.getAttribute('aria-modal') === 'true';
}

function topModalDialog(root: Document | ShadowRoot): HTMLDialogElement | null {
  const open = Array.from(root.querySelectorAll<HTMLDialogElement>('dialog[open]')).filter(isModal);
  return open.at(-1) ?? null;
}

/**
 * The open modal <dialog> under `scope`'s root (the document, or a widget's shadow root), the
 * last opened when there are several; null when none is open. A modal dialog sits in the top
 * layer and makes everything outside it inert, so toasts rendered beside it could be neither
 * seen nor announced: they render inside it while it is open. Watches the DOM, not a React
 * context, because a remote's dialog and the host's toasts come from separate bundles.
 */
export function useTopModalDialog(scope: Node | null): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    if (!scope) return;
    const root = scope.getRootNode() as Document | ShadowRoot;
    const update = () => setDialog(topModalDialog(root));
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, [scope]);
  return dialog;
}
