import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';

/** What counts as the visitor starting a form: one of its fields (not the honeypot). */
const field = 'input:not([tabindex="-1"]),textarea,select,[role="combobox"]';

/** Per widget root: whether its form has been started since it was last empty. */
const started = new WeakMap<HTMLElement, { started: boolean }>();

/**
 * What the visitor does in a field: points at it, presses a key in it (typing, or Tab into the
 * next), changes it. Focus alone is not enough: a dialog moves it to its first field on opening.
 */
const interactions = ['pointerdown', 'keydown', 'keyup', 'input', 'change'];

/**
 * `gw:start` ({ widget }): once, when the visitor first clicks, tabs or types into a field of
 * the form under `root` (a launcher or a dialog's buttons are no start); again once a lead has
 * gone through and the form starts anew, which the returned `restart` says. Calling it again
 * for the same root (each render) adds nothing.
 */
export function formStart(
  root: HTMLElement,
  emit: WidgetContext['emit'],
  widget: string,
): () => void {
  let state = started.get(root);
  if (!state) {
    const own = { started: false };
    state = own;
    started.set(root, own);
    const listener = (event: Event) => {
      const target = event.target as Element | null;
      if (own.started || !target?.closest?.('form') || !target.matches(field)) return;
      own.started = true;
      emit(widgetEvents.start, { widget });
    };
    for (const name of interactions) root.addEventListener(name, listener);
  }
  const restartable = state;
  return () => {
    restartable.started = false;
  };
}
