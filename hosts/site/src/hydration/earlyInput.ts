/** A field whose value the visitor can change. */
export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A text field's or select's value, or a checkbox's or radio's checked state. */
export type ControlValue = string | boolean;

/**
 * What the visitor did before the page took it, kept by index.html's inline script until
 * `replayEarlyInput` has carried it out (it holds on through hydration, which React does in
 * slices: a click on part of the page React has not hydrated is dropped).
 */
export type EarlyInput = {
  /** Buttons clicked and forms submitted, in order; their default actions were prevented. */
  held: Element[];
  /** Each field's latest value, as the visitor left it. */
  values: Map<Element, ControlValue>;
  /** Once true, the script lets events through: React handles them. */
  pass: boolean;
};

declare global {
  interface Window {
    /** Set by index.html's inline script. */
    __gwEarly?: EarlyInput;
  }
}

/** The page's early input; an empty one that lets events through where the script is absent. */
export function earlyInput(): EarlyInput {
  window.__gwEarly ??= { held: [], values: new Map(), pass: true };
  return window.__gwEarly;
}

/** Whether there is anything to carry out. */
export function hasEarlyInput({ held, values }: EarlyInput): boolean {
  return held.length > 0 || values.size > 0;
}

/** Clicks `element` with the inline script letting the click through (it would hold it). */
export function clickThrough(element: HTMLElement): void {
  passThrough(earlyInput(), () => element.click());
}

/** Runs `dispatch` with the inline script letting its events through. */
export function passThrough<T>(early: EarlyInput, dispatch: () => T): T {
  const before = early.pass;
  early.pass = true;
  try {
    return dispatch();
  } finally {
    early.pass = before;
  }
}
