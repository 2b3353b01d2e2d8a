// The widgets run on Preact: its compat layer's own root, which the remotes' components render in.
import { type ComponentType, createElement } from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import type { WidgetContext } from './options.ts';
import type { WidgetDefinition } from './registry.ts';

/** A widget whose first view is a component on Preact (the waitlist). */
export function preactWidget(Widget: ComponentType<WidgetContext>): WidgetDefinition['render'] {
  return (context) => {
    const root = createRoot(context.portalRoot);
    root.render(createElement(Widget, context));
    return {
      update: (next) => root.render(createElement(Widget, next)),
      unmount: () => root.unmount(),
    };
  };
}
