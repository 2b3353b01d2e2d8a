/** Scrolls to the top: smoothly, or at once for visitors who prefer reduced motion. */
export function scrollToTop(win: Window = window) {
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}
