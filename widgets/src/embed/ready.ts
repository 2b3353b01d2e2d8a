import { embedPrefix } from '@gw/config';
import { widgetEvents } from './events.ts';
import { widgetNames } from './names.ts';
import { readyMark } from './readyMark.ts';

// A chunk of its own, loaded when a page first calls Groundwork.ready(): the first load carries
// only the mark (readyMark.ts) and the call that imports this.

/** The embed contract's widgets, from widgets/manifest.json (in this chunk, not the first load). */
const contractNames: readonly string[] = widgetNames;

/** The page's elements of widgets `names`: `<gw-name>` and `data-gw-widget="name"`. */
function elementsOf(names: string[]): Element[] {
  const selector = names.map((n) => `${embedPrefix}-${n},[data-${embedPrefix}-widget="${n}"]`);
  return [...document.querySelectorAll(selector.join())];
}

/**
 * `Groundwork.ready(name?)`: resolves with the page's elements of widget `name` (or of every
 * widget) once that widget has booted and each of them has rendered; at once for what is ready
 * already, so a late caller still learns it. Never rejects for a slow widget; rejects for a
 * name that is no widget.
 */
export function ready(name?: string): Promise<Element[]> {
  if (name !== undefined && !contractNames.includes(name)) {
    return Promise.reject(
      new Error(`Groundwork.ready: no widget named "${name}" (${contractNames.join(', ')})`),
    );
  }
  const names = name ? [name] : [...contractNames];
  return new Promise((resolve) => {
    const check = () => {
      const elements = elementsOf(names);
      if (
        (!name || customElements.get(`${embedPrefix}-${name}`)) &&
        elements.every((element) => readyMark in element)
      ) {
        document.removeEventListener(widgetEvents.ready, check);
        resolve(elements);
      }
    };
    // Every element says gw:ready once rendered; composed, it reaches the document.
    document.addEventListener(widgetEvents.ready, check);
    if (name) customElements.whenDefined(`${embedPrefix}-${name}`).then(check);
    check();
  });
}
