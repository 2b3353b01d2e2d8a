import type { Attribution } from '@gw/config';

/** Where the widget sends leads and who embeds it. */
export type ConnectionOptions = {
  /** API base URL (the provider's identity service); defaults to the configured one. */
  api?: string;
  /** The partner's attribution id, stored with every lead. */
  partner?: string;
};

/** Modal widgets: open at once, or wait for the launcher or `handle.open()`. */
export type DialogOptions = {
  open?: boolean;
  /** Text of the launcher button that opens a dialog widget. */
  label?: string;
};

/** Values that prefill a form's fields (`first-name`, `email`, …). */
export type PrefillOptions = {
  prefill?: Record<string, string>;
};

/** Everything `mount()` accepts; attributes of the element map onto the same names. */
export type MountOptions = ConnectionOptions & DialogOptions & PrefillOptions;

/** What every widget component receives from the embed runtime. */
export type WidgetContext = {
  options: MountOptions;
  attribution: Attribution;
  /** The element inside the shadow root that dialogs and toasts portal into. */
  portalRoot: HTMLElement;
  emit: (name: import('./events.ts').WidgetEventName, detail?: unknown) => boolean;
  /** Registers the widget's open/close so `handle.open()`/`close()` can drive it. */
  setDialog: (controls: { open(): void; close(): void }) => void;
};

/** Reads mount options from an element's attributes (`api`, `partner`, `open`, prefill). */
export function optionsFromElement(
  element: Element,
  prefillFields: readonly string[],
): MountOptions {
  const read = (name: string) =>
    element.getAttribute(name) ?? element.getAttribute(`data-${name}`) ?? undefined;
  const prefill: Record<string, string> = {};
  for (const field of prefillFields) {
    const value = read(field);
    if (value) prefill[field] = value;
  }
  const open = read('open');
  const options: MountOptions = { prefill };
  const api = read('api');
  const partner = read('partner');
  const label = read('label');
  if (api) options.api = api;
  if (partner) options.partner = partner;
  if (label) options.label = label;
  if (open !== undefined && open !== 'false') options.open = true;
  return options;
}
