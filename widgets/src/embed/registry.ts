import type { WidgetContext } from './options.ts';

/** A widget on the page: rendered again with a new context (its attributes changed), or removed. */
export type RenderedWidget = {
  update(context: WidgetContext): void;
  unmount(): void;
};

/** A widget: how it renders and the attributes it reads. */
export type WidgetDefinition = {
  name: string;
  /** The compiled CSS for this widget's shadow root. */
  css: string;
  /** Prefill attributes it understands, e.g. ['first-name', 'email']. */
  prefill: readonly string[];
  /** Its own attributes besides the common ones and prefill, e.g. ['heading', 'default-country']. */
  attributes?: readonly string[];
  /**
   * Renders the widget into `context.portalRoot`, its root inside the shadow root: a component
   * through Preact (preactWidget.ts), a dialog widget's launcher in plain DOM (dialogWidget.ts),
   * or the fee estimator's prerendered markup (FeeEstimatorWidget.ts).
   */
  render(context: WidgetContext): RenderedWidget;
};

const definitions = new Map<string, WidgetDefinition>();

export function registerWidget(definition: WidgetDefinition): void {
  definitions.set(definition.name, definition);
}

export function widgetDefinition(name: string): WidgetDefinition | undefined {
  return definitions.get(name);
}

export function widgetNames(): string[] {
  return [...definitions.keys()];
}
