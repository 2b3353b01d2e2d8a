// The typed library entry: for partners who bundle the widgets themselves.
export { type WidgetEventName, widgetEvents } from './embed/events.ts';
export { mount, type WidgetHandle } from './embed/mount.ts';
export type {
  ConnectionOptions,
  DialogOptions,
  MountOptions,
  PrefillOptions,
  WidgetContext,
} from './embed/options.ts';
export { registerWidget, type WidgetDefinition } from './embed/registry.ts';
