import { existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { constants, runInThisContext } from 'node:vm';
import { type WidgetName, widgetNames } from '../src/embed/names.ts';
import { assertBuilt, distFile } from './assertBuilt.ts';

/** The widgets the build ships (widgets/dist/<name>.js): the manifest's, the embed contract's. */
export const builtWidgets = widgetNames;

/**
 * Runs a built widget file in the test document, as a <script src> would: its loader imports the
 * widget's ES modules, as in a browser, and the widget has booted (its element is defined) when
 * the promise resolves.
 */
export async function loadWidget(name: WidgetName): Promise<void> {
  assertBuilt();
  const file = distFile(name);
  if (!existsSync(file) || statSync(file).size === 0) throw new Error(`${file} was not built`);
  // At global scope, like a classic <script>: the happy-dom window is the global here. As in a
  // browser, the loader imports the modules beside its own address (document.currentScript).
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    get: () => ({ src: pathToFileURL(file).href }),
  });
  try {
    runInThisContext(readFileSync(file, 'utf8'), {
      filename: file,
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  await booted(`gw-${name}`);
}

/** Resolves once `tag` is defined; a widget whose modules fail to load fails the test. */
function booted(tag: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const late = setTimeout(() => reject(new Error(`${tag} was not defined within 10 s`)), 10_000);
    customElements.whenDefined(tag).then(() => {
      clearTimeout(late);
      resolve();
    }, reject);
  });
}

/** Preact renders asynchronously: let it flush. */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The widget's inner wrapper, where Testing Library queries can look. */
export function inner(element: Element): HTMLElement {
  const wrapper = element.shadowRoot?.querySelector<HTMLElement>('.gw-root');
  if (!wrapper) throw new Error('widget not mounted');
  return wrapper;
}

type Handle = { unmount(): void; open(): void; close(): void };

/** The page's `window.Groundwork`, as a partner's script sees it. */
export function groundwork(): {
  mount(name: string, element: Element, options?: object): Handle;
  widgets: string[];
} {
  return (window as unknown as { Groundwork: ReturnType<typeof groundwork> }).Groundwork;
}

/** The listeners `record` added, so a case's recorders end with it (stopRecording). */
const recorders: (() => void)[] = [];

/** Collects the `detail` of every `name` event reaching `target`, until stopRecording(). */
export function record(target: EventTarget, name: string): unknown[] {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  target.addEventListener(name, listener);
  recorders.push(() => target.removeEventListener(name, listener));
  return details;
}

/** Removes every recorder's listener (page.ts's clearPage calls it after each case). */
export function stopRecording(): void {
  for (const remove of recorders.splice(0)) remove();
}
