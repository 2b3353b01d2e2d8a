import { useLayoutEffect } from 'react';

/**
 * The element's `open` attribute follows its dialog (`data-open` on the `div` form): present
 * (`open=""`) while open, gone once closed (Escape, the close button, a lead sent), so a page or
 * framework reading it sees the dialog's state. Set only where it differs: the element's own
 * attribute watch hears the change, finds the dialog already so and does nothing more. In the
 * dialog's module, not the launcher's first load: before the dialog is here, nothing is open.
 */
export function useOpenAttribute(portalRoot: HTMLElement, open: boolean): void {
  useLayoutEffect(() => {
    const host = (portalRoot.getRootNode() as ShadowRoot).host;
    if (!host) return;
    const name = host.localName.startsWith('gw-') ? 'open' : 'data-open';
    const value = host.getAttribute(name) ?? host.getAttribute('open');
    if (open && (value === null || value === 'false')) host.setAttribute(name, '');
    if (!open) for (const attribute of [name, 'open']) host.removeAttribute(attribute);
  }, [portalRoot, open]);
}
