import { collectAttribution } from '@gw/api-client';
import { brandName } from '@gw/config';
import { emit, widgetEvents } from './events.ts';
import { inertHandle, type WidgetHandle } from './handle.ts';
import type { MountOptions, WidgetContext } from './options.ts';
import { readyMark } from './readyMark.ts';
import { widgetDefinition } from './registry.ts';
import { adoptStyles } from './styles.ts';

type Mounted = {
  handle: WidgetHandle;
  name: string;
  /** Renders again with new options (the element's attributes changed). */
  update(options: MountOptions): void;
};
type DialogControls = Parameters<WidgetContext['setDialog']>[0];

const mounted = new WeakMap<Element, Mounted>();

/** Elements this copy has mounted, with whether they have been seen in the page yet. */
const watchedForRemoval = new Map<Element, boolean>();
let removalObserver: MutationObserver | undefined;

/**
 * Unmounts a mounted element once it has left the page, however it was mounted (custom element,
 * `data-gw-widget` or `Groundwork.mount`). Its dialog's scroll lock goes with it. Checked after
 * the mutations, so an element that is only moved keeps its widget and what the visitor typed.
 */
function unmountWhenRemoved(element: Element): void {
  watchedForRemoval.set(element, element.isConnected);
  if (removalObserver) return;
  removalObserver = new MutationObserver(() => {
    for (const [watched, seen] of watchedForRemoval) {
      if (watched.isConnected) watchedForRemoval.set(watched, true);
      else if (seen) handleOf(watched)?.unmount();
    }
  });
  removalObserver.observe(document.documentElement, { childList: true, subtree: true });
}

/**
 * Renders widget `name` into `element`'s shadow root. Mounting an element twice returns the
 * first handle; where there is no DOM (or no such widget) the handle does nothing.
 */
export function mount(name: string, element: Element, options: MountOptions = {}): WidgetHandle {
  if (typeof document === 'undefined' || !element) return inertHandle;
  const existing = mounted.get(element);
  if (existing) return existing.handle;
  const definition = widgetDefinition(name);
  if (!definition) {
    console.warn(`[${brandName}] no widget named "${name}" on this page`);
    return inertHandle;
  }

  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  adoptStyles(shadow, name, definition.css);
  const wrapper = document.createElement('div');
  wrapper.className = 'gw-root';
  wrapper.dataset.widget = name;
  shadow.append(wrapper);

  // open()/close() called before the widget has rendered wait for it.
  let dialog: DialogControls | undefined;
  let pending: keyof DialogControls | undefined;
  let current = options;
  // Options and attribution are added at each render: they change when the attributes do.
  const context: Omit<WidgetContext, 'options' | 'attribution'> = {
    portalRoot: wrapper,
    emit: (event, detail) => emit(element, event, detail),
    setDialog: (controls) => {
      dialog = controls;
      if (pending) controls[pending]();
      pending = undefined;
    },
  };
  // collectAttribution reads the page's address, referrer and UTM when a lead is sent.
  const contextNow = (): WidgetContext => ({
    ...context,
    options: current,
    attribution: collectAttribution({
      surface: 'widget',
      component: name,
      partner: current.partner,
    }),
  });
  const rendered = definition.render(contextNow());

  const handle: WidgetHandle = {
    unmount() {
      if (mounted.get(element)?.handle !== handle) return;
      mounted.delete(element);
      watchedForRemoval.delete(element);
      rendered.unmount();
      wrapper.remove();
    },
    open() {
      if (dialog) dialog.open();
      else pending = 'open';
    },
    close() {
      if (dialog) dialog.close();
      else pending = 'close';
    },
  };
  const update = (next: MountOptions) => {
    current = next;
    rendered.update(contextNow());
  };
  mounted.set(element, { handle, name, update });
  unmountWhenRemoved(element);
  // After the first render, so listeners can already query the widget; the mark first, so
  // Groundwork.ready() counts it when the event reaches the document.
  queueMicrotask(() => {
    (element as unknown as Record<symbol, boolean>)[readyMark] = true;
    emit(element, widgetEvents.ready, { widget: name });
  });
  return handle;
}

/**
 * Renders a mounted element again with new options: a page (a framework re-rendering the
 * element) changed its label, api, partner or prefill. Opening and closing go through the handle.
 */
export function updateMounted(element: Element, options: MountOptions): void {
  mounted.get(element)?.update(options);
}

/** The handle of an already mounted element, if any. */
export function handleOf(element: Element): WidgetHandle | undefined {
  return mounted.get(element)?.handle;
}
