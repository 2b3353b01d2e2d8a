import type { ComponentType } from 'react';
import type { WidgetContext } from './options.ts';

/** A widget: its component and the attributes it reads. */
export type WidgetDefinition = {
  name: string;
  /** The compiled CSS for this widget's shadow root. */
  css: string;
  /** Prefill attributes it understands, e.g. ['first-name', 'email']. */
  prefill: readonly string[];
  component: ComponentType<WidgetContext>;
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
