import type { EarlyInput, TextField } from './takeEarlyInput.ts';

/**
 * Once the page has hydrated: puts back what the visitor typed, as input events so the form's
 * state takes it, then replays the held click or submit. A visitor on a slow phone who typed a
 * message and pressed 'Send message' before the JavaScript arrived gets it sent instead of
 * wiped (or the page reloaded by a native submit).
 */
export async function replayEarlyInput({ held, typed }: EarlyInput): Promise<void> {
  // Hydrated, a field still shows the visitor's text but its form's state holds the initial
  // value: put the text through React once it listens to the field.
  const fields = typed.filter(([field]) => field.isConnected);
  await until(() => fields.every(([field]) => isHydrated(field)));
  for (const [field, value] of fields) if (field.isConnected) typeInto(field, value);
  if (!held?.isConnected) return;
  if (held instanceof HTMLFormElement) held.requestSubmit();
  else if (held instanceof HTMLElement) held.click();
}

/**
 * Whether React has hydrated the element (it then carries React's fiber key). The page's
 * content sits in a Suspense boundary that React hydrates in tasks after the layout's, and no
 * public API tells when that is done.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** Resolves once `done()` holds, checking every 20 ms, or after 10 s whatever it says. */
function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve) => {
    const check = () => {
      if (done() || Date.now() > deadline) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
}

/**
 * Sets a value the way typing does. React keeps the value it last saw on the element's own
 * `value` property and ignores an input event that does not change it: write something else
 * there first, then the text through the prototype's setter, which React does not see.
 */
function typeInto(field: TextField, value: string): void {
  field.value = value === '' ? ' ' : '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
