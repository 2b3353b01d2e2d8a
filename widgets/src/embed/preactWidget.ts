// The widgets run on Preact: its compat layer's own root, which the remotes' components render in.
import { inTestMode } from '@gw/api-client';
import { type ComponentType, createElement } from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import type { WidgetContext } from './options.ts';
import type { WidgetDefinition } from './registry.ts';

/**
 * A widget whose first view is a component on Preact (the waitlist). In test mode (issue 28)
 * its leads' attribution is marked as a test's, and the "Test mode" mark goes above the form
 * (after Preact's first render, which would take a node already in its container for its own).
 */
export function preactWidget(Widget: ComponentType<WidgetContext>): WidgetDefinition['render'] {
  return (context) => {
    const root = createRoot(context.portalRoot);
    let marked: unknown;
    const render = (next: WidgetContext) => {
      const test = next.options.mode === 'test';
      if (test) inTestMode(next.attribution);
      root.render(createElement(Widget, next));
      // The mark's chunk only where a page asks for test mode (or one leaves it).
      if (test || marked)
        marked = import('../widgets/testModeMark.ts').then(({ markTestMode }) =>
          markTestMode(next.portalRoot, test),
        );
    };
    render(context);
    return {
      update: render,
      unmount: () => root.unmount(),
    };
  };
}
