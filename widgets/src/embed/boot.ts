import { autoMount, defineElement } from './define.ts';
import { installGlobal, isLoaded } from './global.ts';
import { registerWidget, type WidgetDefinition } from './registry.ts';

/** What a script-tag entry does: register, define the element, auto-mount, expose the API. */
export function boot(definition: WidgetDefinition): void {
  // The same file included twice: the first copy serves the page, or every element would get a
  // second root from this copy's own record of what is mounted.
  if (isLoaded(definition.name)) return;
  registerWidget(definition);
  installGlobal();
  defineElement(definition.name);
  if (typeof document === 'undefined') return;
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => autoMount(definition.name), { once: true });
  } else {
    autoMount(definition.name);
  }
}
