import { embedPrefix } from '@gw/config';
import type { WidgetHandle } from './handle.ts';
import { handleOf, mount } from './mount.ts';
import { optionsFromElement } from './options.ts';
import { widgetDefinition } from './registry.ts';

const selector = (name: string) => `[data-${embedPrefix}-widget="${name}"]`;

/** Mounts an element with the options its attributes give. */
function mountElement(name: string, element: Element): WidgetHandle {
  const prefill = widgetDefinition(name)?.prefill ?? [];
  return mount(name, element, optionsFromElement(element, prefill));
}

/**
 * Defines `<gw-<name>>`: connecting mounts it, disconnecting unmounts it, and setting or removing
 * its `open` attribute opens or closes a dialog widget.
 */
export function defineElement(name: string): void {
  const tag = `${embedPrefix}-${name}`;
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      // A getter, not a static field: es2020 output would pull in class-field helpers.
      static get observedAttributes() {
        return ['open'];
      }
      connectedCallback() {
        mountElement(name, this);
      }
      disconnectedCallback() {
        handleOf(this)?.unmount();
      }
      attributeChangedCallback(_attribute: string, _old: string | null, value: string | null) {
        const handle = handleOf(this);
        if (value === null || value === 'false') handle?.close();
        else handle?.open();
      }
    },
  );
}

const watched = new Set<string>();

/**
 * Mounts every `[data-gw-widget="<name>"]` now and whenever one is added later (single-page
 * apps), and unmounts those removed from the page.
 */
export function autoMount(name: string): void {
  if (typeof document === 'undefined' || watched.has(name)) return;
  watched.add(name);
  for (const element of document.querySelectorAll(selector(name))) mountElement(name, element);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) visit(node, (el) => mountElement(name, el));
      for (const node of record.removedNodes) {
        visit(node, (el) => {
          if (!el.isConnected) handleOf(el)?.unmount();
        });
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  function visit(node: Node, act: (element: Element) => void) {
    if (!(node instanceof Element)) return;
    if (node.matches(selector(name))) act(node);
    for (const element of node.querySelectorAll(selector(name))) act(element);
  }
}
