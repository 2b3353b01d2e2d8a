import { embedPrefix, federation } from '@gw/config';

/**
 * Resolves once widget `name` has booted (its element is defined): a widget's script is a
 * loader, and its modules arrive after the script's own `load`. Rejects when they have not
 * arrived in the time a remote gets (federation.remoteLoadTimeout), so a page hears `gw:error`.
 */
export function widgetBooted(name: string, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const late = setTimeout(
      () => reject(new Error(`could not load ${src}`)),
      federation.remoteLoadTimeout,
    );
    customElements.whenDefined(`${embedPrefix}-${name}`).then(() => {
      clearTimeout(late);
      resolve();
    });
  });
}
