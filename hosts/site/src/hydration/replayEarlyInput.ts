import { untilSectionSettled } from '../routing/deferredSection.tsx';
import { type EarlyInput, type FormControl, hasEarlyInput, passThrough } from './earlyInput.ts';
import { isHydrated, untilHydrated } from './isHydrated.ts';
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
    await untilHydrated(values.map(([control]) => control));
    for (const [control, value] of values) {
      if (control.isConnected) passThrough(early, () => putValue(control, value));
    }
    for (const element of held) {
      if (!element.isConnected) continue;
      if (!isHydrated(element) && inDeferredSection(element)) {
        // A deferred section loads when it nears the viewport, or when it catches a click
        // (routing/deferredSection.tsx), which it then carries out itself once hydrated; if
        // React could hydrate the element at once, it handled the click itself.
        const caught = !passThrough(early, () => element.dispatchEvent(click()));
        if (caught || isHydrated(element)) {
          await untilHydrated([element]);
          // The section clicks it again once hydrated: the next held click comes after that.
          if (caught) await withDeadline(untilSectionSettled(element));
          await nextTask();
          continue;
        }
      }
      await untilHydrated([element]);
      if (element.isConnected) passThrough(early, () => replay(element));
      // A task of its own each: React renders between two clicks on one toggle.
      await nextTask();
    }
  }
  early.pass = true;
}

/** `promise`, or 10 s whatever it does (as `untilHydrated`: a stuck section holds nothing up). */
const withDeadline = (promise: Promise<void>) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, 10_000))]);

/** A button in a deferred section (never a form: a click React drops would submit it natively). */
const inDeferredSection = (element: Element) =>
  !(element instanceof HTMLFormElement) &&
  element.closest('[data-slot="deferred-section"]') !== null &&
  element.closest('form') === null;

const click = () => new MouseEvent('click', { bubbles: true, cancelable: true, view: window });

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

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
