// What the widgets' build puts in place of jotai (build.mjs aliases it). The one atom the forms
// write, the waitlist's schedule state (remotes/waitlist-form/src/scheduleAtom.ts), is read only
// by the main site's calendar page, in the site's own store; a widget hands the booking page its
// prefill in the link instead (WaitlistWidget.tsx). So in a widget the write goes nowhere, and
// the widget does without jotai's store. An import of anything else from jotai fails the build.

/** An atom's config, as jotai's `atom(initialValue)` returns it. */
export function atom<Value>(initialValue: Value): { init: Value } {
  return { init: initialValue };
}

const writeNowhere = () => {};

/** A setter for an atom no widget reads. */
export function useSetAtom(_atom: unknown): (value: unknown) => void {
  return writeNowhere;
}
