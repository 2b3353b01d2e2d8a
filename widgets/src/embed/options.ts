import type { Attribution } from '@gw/config';
import type { WidgetEventName } from './events.ts';

/** Where the widget sends leads and who embeds it. */
export type ConnectionOptions = {
  /** API base URL (the provider's identity service); defaults to the configured one. */
  api?: string;
  /** The partner's attribution id, stored with every lead. */
  partner?: string;
  /**
   * `'test'`: test mode (issue 28). The widget shows a "Test mode" mark; its leads are
   * validated and stored as usual, flagged as test (X-Gw-Mode), out of the operators' inbox
   * and webhooks unless they ask for them.
   */
  mode?: 'test';
};

/** Dialog widgets (role picker, demo, funding): a launcher button opens the dialog. */
export type DialogOptions = {
  /** Open the dialog at once. */
  open?: boolean;
  /** Text of the launcher button. */
  label?: string;
  /** `false` hides the launcher: the page opens the dialog (`open` attribute, `handle.open()`). */
  launcher?: boolean;
};

/**
 * Values that prefill a form's fields, keyed by attribute name (`first-name`, `email`, …);
 * camelCase keys (`firstName`) work too.
 */
export type PrefillOptions = {
  prefill?: Record<string, string>;
};

/** A lead form's own look (issue 28): the waitlist's heading; the phone's starting country. */
export type FormOptions = {
  /** Waitlist: `'none'` drops the form's heading (your page has one); another text replaces it. */
  heading?: string;
  /**
   * Waitlist: an ISO 3166-1 code (`NG`, `GB`) for the phone's dial code, which is also the
   * resident country; one that is no country is ignored, with a console warning.
   */
  defaultCountry?: string;
};

/** Everything `mount()` accepts; attributes of the element map onto the same names. */
export type MountOptions = ConnectionOptions & DialogOptions & PrefillOptions & FormOptions;

/** What every widget component receives from the embed runtime. */
export type WidgetContext = {
  options: MountOptions;
  attribution: Attribution;
  /** The element inside the shadow root that dialogs and toasts portal into. */
  portalRoot: HTMLElement;
  /** Dispatches a widget event on the element; false when the partner prevented its default. */
  emit: (name: WidgetEventName, detail?: unknown) => boolean;
  /** Registers the widget's open/close so `handle.open()`/`close()` can drive it. */
  setDialog: (controls: { open(): void; close(): void }) => void;
};

/** An attribute's value, or its `data-` twin's (for the `<div data-gw-widget>` form). */
export function readAttribute(element: Element, name: string): string | undefined {
  return element.getAttribute(name) ?? element.getAttribute(`data-${name}`) ?? undefined;
}

/** A boolean attribute: present and not "false". */
function flag(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value !== 'false';
}

/** Reads mount options from an element's attributes (`api`, `partner`, `open`, prefill…). */
export function optionsFromElement(
  element: Element,
  prefillFields: readonly string[],
): MountOptions {
  const read = (name: string) => readAttribute(element, name);
  const prefill: Record<string, string> = {};
  for (const field of prefillFields) {
    const value = read(field);
    if (value) prefill[field] = value;
  }
  const options: MountOptions = { prefill };
  const api = read('api');
  const partner = read('partner');
  const label = read('label');
  const open = flag(read('open'));
  const launcher = flag(read('launcher'));
  if (api) options.api = api;
  if (partner) options.partner = partner;
  if (read('mode') === 'test') options.mode = 'test';
  if (label) options.label = label;
  const heading = read('heading');
  const country = read('default-country');
  if (heading) options.heading = heading;
  if (country) options.defaultCountry = country;
  if (open) options.open = true;
  if (launcher === false) options.launcher = false;
  return options;
}
