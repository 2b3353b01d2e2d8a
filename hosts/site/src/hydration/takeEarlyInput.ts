import { type ControlValue, type EarlyInput, earlyInput, type FormControl } from './earlyInput.ts';

/**
 * Called just before React takes the page: adds to what the inline script noted the fields whose
 * value differs from the page's without an event saying so (the browser restores a form on
 * reload or back), and hands over the page's early input.
 */
export function takeEarlyInput(root: ParentNode): EarlyInput {
  const early = earlyInput();
  for (const control of root.querySelectorAll<FormControl>('input, select, textarea')) {
    const value = changedValue(control);
    if (value !== undefined && !early.values.has(control)) early.values.set(control, value);
  }
  return early;
}

/** The control's value if it is not the one the page was written with. */
function changedValue(control: FormControl): ControlValue | undefined {
  if (control instanceof HTMLSelectElement) {
    const changed = [...control.options].some(
      (option) => option.selected !== option.defaultSelected,
    );
    return changed ? control.value : undefined;
  }
  if (isCheckable(control)) {
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  }
  if (!isTyped(control)) return undefined;
  return control.value !== control.defaultValue ? control.value : undefined;
}

export function isCheckable(control: FormControl): control is HTMLInputElement {
  return control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type);
}

/** A field React reads from input events (its change plugin's text input types, and textarea). */
export function isTyped(control: FormControl): control is HTMLInputElement | HTMLTextAreaElement {
  return (
    control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement &&
      /^(text|email|tel|url|search|number|password|range|date|datetime-local|month|time|week|color)$/.test(
        control.type,
      ))
  );
}
