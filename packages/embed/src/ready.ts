import { type WidgetName, widgets } from './widgets.js';

const names = Object.keys(widgets) as WidgetName[];

/**
 * `Groundwork.ready(name?)`, callable before any widget's script has booted (the script tag is
 * a loader: `window.Groundwork` appears once its modules have run). Resolves with the page's
 * elements of widget `name`, or of every widget, once they have rendered; never rejects for a
 * slow widget; rejects at once for a name that is no widget.
 */
export function ready(name?: WidgetName): Promise<Element[]> {
  if (name !== undefined && !names.includes(name)) {
    return Promise.reject(
      new Error(`Groundwork.ready: no widget named "${name}" (${names.join(', ')})`),
    );
  }
  const tags = (name ? [name] : names).map((widget) => widgets[widget].element);
  // Any booted widget brings `window.Groundwork`, whose ready() waits for the rest.
  const booted = name
    ? customElements.whenDefined(tags[0] as string)
    : Promise.race(tags.map((tag) => customElements.whenDefined(tag)));
  return booted.then(() => (window.Groundwork as NonNullable<Window['Groundwork']>).ready(name));
}
