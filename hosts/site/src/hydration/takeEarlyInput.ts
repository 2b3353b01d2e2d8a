declare global {
  interface Window {
    /** Set by index.html's inline script: the last button clicked or form submitted early. */
    __gwEarly?: Element;
    /** Once set, that script stops holding clicks and submits: React handles them. */
    __gwReactListening?: boolean;
  }
}

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the visitor did before React took the page. */
export type EarlyInput = {
  /** The button pressed or the form submitted last, held by index.html's script. */
  held?: Element;
  /** What they typed into the prerendered fields: hydrated, the forms' state does not hold it. */
  typed: [TextField, string][];
};

/**
 * Called just before React takes the page: stops index.html's early-input script (from then on
 * React itself hydrates on an event and handles it) and collects what the visitor did so far.
 */
export function takeEarlyInput(root: ParentNode): EarlyInput {
  const held = window.__gwEarly;
  window.__gwReactListening = true;
  window.__gwEarly = undefined;
  const typed: [TextField, string][] = [];
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.push([field, field.value]);
  }
  return { held, typed };
}

function isTextField(field: TextField): boolean {
  return (
    field instanceof HTMLTextAreaElement || /^(text|email|tel|url|search|number)$/.test(field.type)
  );
}
