import { embedPrefix } from '@gw/config';
import type { WidgetHandle } from './handle.ts';
import { handleOf, mount, updateMounted } from './mount.ts';
import { optionsFromElement, readAttribute } from './options.ts';
import { widgetDefinition } from './registry.ts';

const selector = (name: string) => `[data-${embedPrefix}-widget="${name}"]`;

/** Mounts an element with the options its attributes give. */
function mountElement(name: string, element: Element): WidgetHandle {
  return mount(name, element, optionsOf(name, element));
}

function optionsOf(name: string, element: Element) {
  return optionsFromElement(element, widgetDefinition(name)?.prefill ?? []);
}

/** The attributes besides `open` whose later changes a mounted widget follows. */
function followedAttributes(name: string): string[] {
  return [
    'api',
    'partner',
    'mode',
    'label',
    'launcher',
    ...(widgetDefinition(name)?.attributes ?? []),
    ...(widgetDefinition(name)?.prefill ?? []),
  ];
}

/** A mounted element's attribute changed: open or close, or render with the new options. */
function follow(name: string, element: Element, attribute: string): void {
  if (!handleOf(element)) return;
  if (attribute.replace(/^data-/, '') === 'open') followOpen(element);
  else updateMounted(element, optionsOf(name, element));
}

/**
 * Defines `<gw-<name>>`: connecting mounts it, leaving the page unmounts it, setting or removing
 * its `open` attribute opens or closes a dialog widget, and changing another of its attributes
 * (a framework re-rendering it) renders the widget with the new value.
 */
export function defineElement(name: string): void {
  const tag = `${embedPrefix}-${name}`;
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      // A getter, not a static field: es2020 output would pull in class-field helpers.
      static get observedAttributes() {
        return ['open', ...followedAttributes(name)];
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
      attributeChangedCallback(attribute: string) {
        follow(name, this, attribute);
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
 * apps), and follows later changes of their `data-open` and other attributes. Leaving the page
 * unmounts them (mount.ts watches every mounted element).
 */
export function autoMount(name: string): void {
  if (typeof document === 'undefined' || watched.has(name)) return;
  watched.add(name);
  // Attributes are watched on each widget element only: a page-wide filter on names as common
  // as `open`, `label` or `role` would wake this for every <details> or ARIA change on the page.
  const attributeFilter = ['open', ...followedAttributes(name)].flatMap((a) => [a, `data-${a}`]);
  const attributes = new MutationObserver((records) => {
    for (const record of records)
      follow(name, record.target as Element, record.attributeName ?? '');
  });
  const mountAndWatch = (element: Element) => {
    mountElement(name, element);
    attributes.observe(element, { attributes: true, attributeFilter });
  };
  for (const element of document.querySelectorAll(selector(name))) mountAndWatch(element);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) visit(node, mountAndWatch);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  function visit(node: Node, act: (element: Element) => void) {
    if (!(node instanceof Element)) return;
    if (node.matches(selector(name))) act(node);
    for (const element of node.querySelectorAll(selector(name))) act(element);
  }
}
