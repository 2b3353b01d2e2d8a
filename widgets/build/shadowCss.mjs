// Makes Tailwind v4 output work inside a shadow root on any partner page (DESIGN.md §8).

/** Chromium ignores @property in shadow roots: drop the rules… */
function dropPropertyRules(css) {
  return css.replace(/@property\s+[^{]+\{[^}]*\}/g, '');
}

/** …and apply Tailwind's own fallback block of --tw-* defaults unconditionally, to :host too. */
function unwrapPropertyFallbacks(css) {
  return css.replace(
    /@layer properties\s*\{\s*@supports[^{]*\{([^{}]*)\{([^}]*)\}\s*\}\s*\}/,
    (_all, selectors, declarations) =>
      `@layer properties{:host,${selectors.trim()}{${declarations}}}`,
  );
}

/** rem follows the partner's <html> font size: convert to px on a 16 px base. */
function remToPx(css) {
  return css.replace(
    /(-?\d*\.?\d+)rem\b/g,
    (_all, value) => `${+(Number(value) * 16).toFixed(3)}px`,
  );
}

/**
 * Partner rules such as `* { --color-primary: lime }` reach the host element and beat :host, so
 * the theme variables are declared on the inner wrapper (.gw-root) as well.
 */
function themeOnWrapper(css) {
  return css.replace(/:root\s*,\s*:host\s*\{/g, ':host,.gw-root{');
}

export function shadowCss(css) {
  return themeOnWrapper(remToPx(unwrapPropertyFallbacks(dropPropertyRules(css))));
}
