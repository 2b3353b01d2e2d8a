/** What can take keyboard focus; disabled and `hidden` elements are filtered out afterwards. */
const focusableSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements Tab visits inside `container`, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden],[inert]') &&
      element.getAttribute('aria-hidden') !== 'true',
  );
}

/** The focused element, looking through open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Keeps Tab and Shift+Tab cycling inside `container`. Focus is moved by hand on every Tab, so the
 * order is the same in browsers, in happy-dom and inside shadow roots.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = tabbables(container);
  event.preventDefault();
  if (items.length === 0) return;
  const root = container.getRootNode() as Document | ShadowRoot;
  const current = items.indexOf(root.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = current === -1 ? (event.shiftKey ? items.length - 1 : 0) : current + step;
  items[(next + items.length) % items.length]?.focus();
}

/**
 * Gives focus back to the element that opened something. Again a microtask later if focus fell
 * to the body meanwhile: React restores the pre-commit focus (the body, after a backdrop press)
 * once the commit that unmounted the dialog is done.
 */
export function restoreFocus(opener: HTMLElement): void {
  opener.focus();
  queueMicrotask(() => {
    const active = deepActiveElement();
    if ((!active || active === document.body) && opener.isConnected) opener.focus();
  });
}
