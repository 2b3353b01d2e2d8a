import { embedPrefix } from '@gw/config';
import type { WidgetHandle } from './handle.ts';
import { handleOf, mount } from './mount.ts';
import { optionsFromElement, readAttribute } from './options.ts';
import { widgetDefinition } from './registry.ts';

const selector = (name: string) => `[data-${embedPrefix}-widget="${name}"]`;

/** Mounts an element with the options its attributes give. */
function mountElement(name: string, element: Element): WidgetHandle {
  const prefill = widgetDefinition(name)?.prefill ?? [];
  return mount(name, element, optionsFromElement(element, prefill));
}

/**
 * Defines `<gw-<name>>`: connecting mounts it, leaving the page unmounts it, and setting or
 * removing its `open` attribute opens or closes a dialog widget.
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
      // Also inside a partner's own shadow roots, which mount.ts's document observer cannot see.
      // After the current task's mutations, so an element that is only moved stays mounted.
      disconnectedCallback() {
        queueMicrotask(() => {
          if (!this.isConnected) handleOf(this)?.unmount();
        });
      }
      attributeChangedCallback() {
        followOpen(this);
      }
    },
  );
}

const watched = new Set<string>();

/** Opens or closes a mounted element's dialog to match its `open`/`data-open` attribute. */
function followOpen(element: Element): void {
  const value = readAttribute(element, 'open');
  if (value === undefined || value === 'false') handleOf(element)?.close();
  else handleOf(element)?.open();
}

/**
 * Mounts every `[data-gw-widget="<name>"]` now and whenever one is added later (single-page
 * apps), and follows later changes of their `data-open`. Leaving the page unmounts them
 * (mount.ts watches every mounted element).
 */
export function autoMount(name: string): void {
  if (typeof document === 'undefined' || watched.has(name)) return;
  watched.add(name);
  for (const element of document.querySelectorAll(selector(name))) mountElement(name, element);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const target = record.target as Element;
        if (target.matches(selector(name)) && handleOf(target)) followOpen(target);
        continue;
      }
      for (const node of record.addedNodes) visit(node, (el) => mountElement(name, el));
    }
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'data-open'],
  });

  function visit(node: Node, act: (element: Element) => void) {
    if (!(node instanceof Element)) return;
    if (node.matches(selector(name))) act(node);
    for (const element of node.querySelectorAll(selector(name))) act(element);
  }
}
