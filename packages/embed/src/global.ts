import type { WidgetName } from './widgets.js';

/** What `mount()` returns. Every method is safe to call more than once. */
export type WidgetHandle = {
  unmount(): void;
  /** Dialog widgets: open the dialog. */
  open(): void;
  /** Dialog widgets: close the dialog. */
  close(): void;
};

/** What `Groundwork.mount()` takes: the attributes' options. */
export type MountOptions = {
  partner?: string;
  /** `'test'`: test mode (a "Test mode" mark; leads stored as tests, out of the inbox). */
  mode?: 'test';
  api?: string;
  open?: boolean;
  label?: string;
  launcher?: boolean;
  /** Prefill values by attribute name (`'first-name'`) or camelCase key (`firstName`). */
  prefill?: Record<string, string>;
  /** Waitlist: `'none'` drops its heading; another text replaces it. */
  heading?: string;
  /** Waitlist: an ISO 3166-1 code (`'NG'`) for the phone's dial code and resident country. */
  defaultCountry?: string;
};

/** `window.Groundwork`: there once a widget's script has booted. */
export type GroundworkGlobal = {
  mount(name: WidgetName, element: Element, options?: MountOptions): WidgetHandle;
  /** The widgets booted on this page. */
  widgets: WidgetName[];
  /**
   * Resolves with the page's elements of widget `name` (of every widget without one) once the
   * widget has booted and they have rendered; at once for those already ready. Never rejects
   * for a slow widget; rejects for a name that is no widget.
   */
  ready(name?: WidgetName): Promise<Element[]>;
};
