import { timings } from '@gw/config';

export type ToastTone = 'success' | 'error' | 'dark';

export type ToastOptions = {
  message: string;
  /** success and error are tinted; dark is the waitlist look (black, white text). */
  tone?: ToastTone;
  /** How long it stays, in ms: timings.toast by default, timings.demoToast for the demo form. */
  duration?: number;
  /** 0-100: shows a progress bar and the percentage (file uploads). */
  progress?: number;
  /** Stays until updated or dismissed (an upload in flight). */
  persistent?: boolean;
  /** A link under the message (a lead that could not be sent: the prepared e-mail). */
  action?: { label: string; href: string } | undefined;
};

export type Toast = ToastOptions & { id: string; state: 'open' | 'closed' };

export type ToastApi = {
  show(options: ToastOptions): string;
  /** Merges new options (an `undefined` value clears one) and restarts the auto-close timer. */
  update(id: string, options: Partial<ToastOptions>): void;
  dismiss(id: string): void;
};

export type ToastStore = ToastApi & {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
  /** Stops every pending timer (the provider unmounted). */
  destroy(): void;
};

/**
 * The toast queue without any UI: auto-close after the toast's duration, then a
 * timings.toastExit exit during which it is marked closed, then removal.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function set(next: readonly Toast[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function clearTimer(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }

  function scheduleClose(toast: Toast) {
    clearTimer(toast.id);
    if (toast.persistent || toast.state === 'closed') return;
    const duration = toast.duration ?? timings.toast;
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), duration),
    );
  }

  function show(options: ToastOptions): string {
    nextId += 1;
    const toast: Toast = { ...options, id: `toast-${nextId}`, state: 'open' };
    set([...toasts, toast]);
    scheduleClose(toast);
    return toast.id;
  }

  function update(id: string, options: Partial<ToastOptions>) {
    const current = toasts.find((toast) => toast.id === id);
    if (!current || current.state === 'closed') return;
    const next: Toast = { ...current, ...options };
    set(toasts.map((toast) => (toast.id === id ? next : toast)));
    scheduleClose(next);
  }

  function dismiss(id: string) {
    const current = toasts.find((toast) => toast.id === id);
    if (!current || current.state === 'closed') return;
    clearTimer(id);
    set(toasts.map((toast) => (toast.id === id ? { ...toast, state: 'closed' } : toast)));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        set(toasts.filter((toast) => toast.id !== id));
      }, timings.toastExit),
    );
  }

  return {
    show,
    update,
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    destroy() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
