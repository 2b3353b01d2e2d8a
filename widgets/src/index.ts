// The typed library entry, for partners who bundle: `mount()` loads the widget's file from the
// CDN on first use and mounts it; the option types and event names document the contract.
export { type WidgetEventName, widgetEvents } from './embed/events.ts';
export type { WidgetHandle } from './embed/handle.ts';
export { type WidgetName, widgetNames } from './embed/names.ts';
export type {
  ConnectionOptions,
  DialogOptions,
  MountOptions,
  PrefillOptions,
} from './embed/options.ts';
export { type LoaderOptions, mount } from './library/mount.ts';
