import { type EarlyInput, type FormControl, hasEarlyInput } from './earlyInput.ts';
import { untilHydrated } from './isHydrated.ts';
import { putValue } from './putValue.ts';

/**
 * Once the page has hydrated: puts each field's value through React, so the form's or plan's
 * state is what the field shows, then replays the held clicks and submits in order (a visitor on
 * a slow phone who picked 5 users, chose Annually and opened a question gets all three). What
 * the visitor does meanwhile is held too and carried out next; only when nothing is left does
 * the inline script let events through to React.
 */
export async function replayEarlyInput(early: EarlyInput): Promise<void> {
  while (hasEarlyInput(early)) {
    const held = early.held.splice(0);
    const values = [...early.values].filter((entry): entry is [FormControl, string | boolean] =>
      isControl(entry[0]),
    );
    early.values.clear();
    await untilHydrated([...held, ...values.map(([control]) => control)]);
    // Let the replayed events through the inline script, which would hold them again.
    early.pass = true;
    for (const [control, value] of values) if (control.isConnected) putValue(control, value);
    for (const element of held) if (element.isConnected) replay(element);
    early.pass = false;
  }
  early.pass = true;
}

function replay(element: Element): void {
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else if (element instanceof HTMLElement) element.click();
}

function isControl(element: Element): element is FormControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}
