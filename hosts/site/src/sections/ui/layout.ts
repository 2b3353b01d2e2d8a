/** The 1200 px content column every section sits in (DESIGN.md §9). */
export const container = 'mx-auto w-full max-w-[1200px] px-5';

/*
 * Vertical rhythm of the page sections, one class string per background band. A section pads
 * above and below; one that follows a section of the same band (as its sibling, or either of them
 * inside a deferred section's wrapper, routing/deferredSection.tsx) drops its top padding, so the
 * two share one gap instead of stacking two (issue 26). The `band-*` class has no style of its
 * own: it names the band for the next section's selector.
 */

/** A section on the page's own background (white). */
export const sectionSpacing =
  'band-surface py-16 lg:py-24 [:is(.band-surface,[data-slot=deferred-section]:has(>.band-surface))+&]:pt-0 [:is(.band-surface,[data-slot=deferred-section]:has(>.band-surface))+[data-slot=deferred-section]>&]:pt-0';

/** A section on the canvas band (light grey). */
export const canvasSection =
  'band-canvas bg-canvas py-16 lg:py-24 [:is(.band-canvas,[data-slot=deferred-section]:has(>.band-canvas))+&]:pt-0 [:is(.band-canvas,[data-slot=deferred-section]:has(>.band-canvas))+[data-slot=deferred-section]>&]:pt-0';

/** A section on the night band (dark): none follows another today, so it pads both sides. */
export const nightSection = 'band-night bg-night py-16 text-white lg:py-24';

/** A visible keyboard focus ring for custom controls. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
