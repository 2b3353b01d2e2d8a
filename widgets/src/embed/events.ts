/**
 * Every event a widget emits, from one list (docs/embedding.md documents each `detail`).
 * All are CustomEvents on the widget's element that bubble and cross shadow boundaries.
 */
export const widgetEvents = {
  ready: 'gw:ready',
  open: 'gw:open',
  close: 'gw:close',
  submit: 'gw:submit',
  success: 'gw:success',
  error: 'gw:error',
  change: 'gw:change',
  select: 'gw:select',
  start: 'gw:start',
  step: 'gw:step',
} as const;

export type WidgetEventName = (typeof widgetEvents)[keyof typeof widgetEvents];

/** Dispatches a widget event; returns false when a listener called preventDefault(). */
export function emit(target: EventTarget, name: WidgetEventName, detail: unknown = {}): boolean {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true });
  return target.dispatchEvent(event);
}
