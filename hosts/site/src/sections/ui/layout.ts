/** The 1200 px content column every section sits in (DESIGN.md §9). */
export const container = 'mx-auto w-full max-w-[1200px] px-5';

/** Vertical rhythm shared by the page sections. */
export const sectionSpacing = 'py-16 lg:py-24';

/** A visible keyboard focus ring for custom controls. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
