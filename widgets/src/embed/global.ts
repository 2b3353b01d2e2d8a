import type { WidgetHandle } from './handle.ts';
import { mount } from './mount.ts';
import type { MountOptions } from './options.ts';
import { widgetNames } from './registry.ts';

/** `window.Groundwork`: one object shared by every widget script on the page. */
export type GroundworkGlobal = {
  mount(name: string, element: Element, options?: MountOptions): WidgetHandle;
  /** Names of the widgets loaded on this page. */
  widgets: string[];
  /** Resolves with the page's elements of widget `name` (or of all) once they have rendered. */
  ready(name?: string): Promise<Element[]>;
};

type GroundworkWindow = { Groundwork?: Partial<GroundworkGlobal> };

/**
 * Each widget file bundles its own runtime; `mount` on the shared global tries this file's
 * widgets and hands other names to the previously installed `mount`.
 */
export function installGlobal(): void {
  if (typeof window === 'undefined') return;
  const host = window as unknown as GroundworkWindow;
  const previous = host.Groundwork?.mount;
  const mine = widgetNames();
  const known = new Set([...(host.Groundwork?.widgets ?? []), ...mine]);
  host.Groundwork = {
    ...host.Groundwork,
    widgets: [...known],
    // Its code loads on first call: most pages never ask.
    ready: (name) => import('./ready.ts').then((module) => module.ready(name)),
    mount(name, element, options) {
      if (!mine.includes(name) && previous) return previous(name, element, options);
      return mount(name, element, options);
    },
  };
}

/** Whether a copy of widget `name` has already booted on this page (its file included twice). */
export function isLoaded(name: string): boolean {
  if (typeof window === 'undefined') return false;
  return (window as unknown as GroundworkWindow).Groundwork?.widgets?.includes(name) ?? false;
}
