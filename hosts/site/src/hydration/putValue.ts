import type { ControlValue, FormControl } from './earlyInput.ts';
import { isCheckable, isTyped } from './takeEarlyInput.ts';

/**
 * Puts a value into a hydrated control the way the visitor would, so React's onChange takes it:
 * hydrated, the control shows what the visitor chose but the component's state holds the
 * page's value (a select saying 5 users while the price is for 3).
 */
export function putValue(control: FormControl, value: ControlValue): void {
  if (control instanceof HTMLSelectElement) {
    // React reads a select's every change event.
    if (typeof value === 'string') control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckable(control)) {
    // React reads a checkbox on click, and only if its checked state changed since it last saw
    // it: show it the opposite first (the element's own setter is the one React watches).
    if (value !== true && control.type === 'radio') return; // another radio of the group has it
    control.checked = value !== true;
    control.click();
  } else if (isTyped(control) && typeof value === 'string') {
    typeInto(control, value);
  }
}

/**
 * Sets a value the way typing does. React keeps the value it last saw on the element's own
 * `value` property and ignores an input event that does not change it: write something else
 * there first, then the text through the prototype's setter, which React does not see.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value === '' ? ' ' : '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
