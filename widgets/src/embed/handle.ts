/** What `mount()` returns. Every method is safe to call more than once. */
export type WidgetHandle = {
  unmount(): void;
  /** Dialog widgets: open the dialog. */
  open(): void;
  /** Dialog widgets: close the dialog. */
  close(): void;
};

/** The handle where there is no DOM or no such widget: it does nothing. */
export const inertHandle: WidgetHandle = { unmount() {}, open() {}, close() {} };
