import { urls } from '@gw/config';
import { emit, widgetEvents } from '../embed/events.ts';
import type { GroundworkGlobal } from '../embed/global.ts';
import { inertHandle, type WidgetHandle } from '../embed/handle.ts';
import type { WidgetName } from '../embed/names.ts';
import type { MountOptions } from '../embed/options.ts';
import { loadScript } from './loadScript.ts';
import { widgetBooted } from './widgetBooted.ts';

/** Where the library finds the widget files. */
export type LoaderOptions = {
  /** Origin (and path prefix) serving `/widgets/<name>.js`; defaults to the configured CDN. */
  cdn?: string;
};

type Action = keyof WidgetHandle;

function loadedGlobal(name: WidgetName): GroundworkGlobal | undefined {
  const global = (window as { Groundwork?: GroundworkGlobal }).Groundwork;
  return global?.widgets?.includes(name) ? global : undefined;
}

/**
 * The library entry's `mount`: loads the widget's script from the CDN when the page does not
 * have it yet, then mounts through `window.Groundwork`. Calls made meanwhile are replayed; an
 * `unmount()` before loading ends cancels. Where there is no DOM the handle does nothing. A file
 * that cannot load is reported with `gw:error` ({ message }) on the element.
 */
export function mount(
  name: WidgetName,
  element: Element,
  options: MountOptions & LoaderOptions = {},
): WidgetHandle {
  if (typeof document === 'undefined' || !element) return inertHandle;
  const { cdn = urls.cdn, ...mountOptions } = options;
  let handle: WidgetHandle | undefined;
  let cancelled = false;
  const queued: Action[] = [];

  const src = `${cdn.replace(/\/$/, '')}/widgets/${name}.js`;
  const ready = loadedGlobal(name)
    ? Promise.resolve()
    : loadScript(src).then(() => widgetBooted(name, src));
  ready.then(
    () => {
      const global = loadedGlobal(name);
      if (cancelled || !global) return;
      handle = global.mount(name, element, mountOptions);
      for (const action of queued) handle[action]();
    },
    (error: Error) => emit(element, widgetEvents.error, { message: error.message }),
  );

  const call = (action: Action) => () => {
    if (handle) handle[action]();
    else if (action === 'unmount') cancelled = true;
    else queued.push(action);
  };
  return { unmount: call('unmount'), open: call('open'), close: call('close') };
}
