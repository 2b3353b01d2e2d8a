import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { ToastItem } from './ToastItem.tsx';
import { createToastStore, type ToastApi } from './toastStore.ts';
import { useTopModalDialog } from './useTopModalDialog.ts';

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children?: ReactNode;
  /** Where the toasts render; pass an element inside the shadow root in a widget. */
  portalRoot?: HTMLElement | null;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
};

/**
 * Holds the toast queue and renders it. The live regions exist before any toast arrives, so
 * screen readers announce additions: polite (role=status) for most, assertive (role=alert) for
 * errors. While a modal dialog is open the toasts render in a second pair of regions inside it
 * (see useTopModalDialog); the page's pair stays mounted, empty, for when it closes.
 */
export function ToastProvider({
  children,
  portalRoot,
  dismissLabel = 'Dismiss notification',
}: ToastProviderProps) {
  const [store] = useState(createToastStore);
  // Portals exist only on the client: a server render (prerender) and the hydration match it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => () => store.destroy(), [store]);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [api] = useState<ToastApi>(() => ({
    show: store.show,
    update: store.update,
    dismiss: store.dismiss,
  }));
  const pageRoot = mounted ? (portalRoot ?? document.body) : null;
  const dialog = useTopModalDialog(pageRoot);

  const render = (tone: 'polite' | 'alert') =>
    toasts
      .filter((toast) => (toast.tone === 'error') === (tone === 'alert'))
      .map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          dismissLabel={dismissLabel}
          onDismiss={store.dismiss}
        />
      ));

  const viewport = (active: boolean) => (
    <div
      data-slot="toast-viewport"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col gap-2 sm:left-auto sm:w-96"
    >
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {active && render('polite')}
      </div>
      <div role="alert" aria-atomic="false" className="flex flex-col gap-2">
        {active && render('alert')}
      </div>
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {pageRoot && createPortal(viewport(!dialog), pageRoot)}
      {dialog && createPortal(viewport(true), dialog)}
    </ToastContext.Provider>
  );
}

/** show / update / dismiss toasts from any component under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
