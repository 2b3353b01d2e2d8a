// Makes Tailwind v4 output work inside a shadow root on any partner page (DESIGN.md §8).

/** Chromium ignores @property in shadow roots: drop the rules… */
function dropPropertyRules(css) {
  return css.replace(/@property\s+[^{]+\{[^}]*\}/g, '');
}

const fallbackBlock = /@layer properties\s*\{\s*@supports[^{]*\{([^{}]*)\{([^}]*)\}\s*\}\s*\}/;

/** …and apply Tailwind's own fallback block of --tw-* defaults unconditionally, to :host too. */
function unwrapPropertyFallbacks(css) {
  if (!fallbackBlock.test(css)) {
    if (!/@property\s/.test(css)) return css;
    // A Tailwind upgrade changed the block's shape: fail the build rather than ship widgets
    // whose borders, rings and shadows silently compute to nothing.
    throw new Error('shadowCss: Tailwind fallback block for @property not found');
  }
  return css.replace(
    fallbackBlock,
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
 * Theming: each semantic token reads the partner's `--gw-*` property first (custom properties
 * inherit into the shadow tree), e.g. `--color-primary: var(--gw-primary, #0b3b8c)`.
 * `--gw-radius` sets both radii at once; `--gw-radius-card`/`--gw-radius-control` one each.
 */
export function themeFromPartner(themeBody, colorTokens) {
  return themeBody
    .replace(/--color-([a-z-]+):([^;}]+)/g, (all, token, value) =>
      colorTokens.includes(token) ? `--color-${token}:var(--gw-${token},${value})` : all,
    )
    .replace(/--font-sans:([^;}]+)/, (_all, value) => `--font-sans:var(--gw-font,${value})`)
    .replace(
      /--radius-(card|control):([^;}]+)/g,
      (_all, part, value) => `--radius-${part}:var(--gw-radius-${part},var(--gw-radius,${value}))`,
    );
}

/**
 * Partner rules such as `* { --color-primary: lime }` reach the host element and beat :host, so
 * the theme variables are declared on the inner wrapper (.gw-root) as well.
 */
function themeOnWrapper(css, colorTokens) {
  return css.replace(
    /:root\s*,\s*:host\s*\{([^}]*)\}/,
    (_all, body) => `:host,.gw-root{${themeFromPartner(body, colorTokens)}}`,
  );
}

/** The semantic colour names of the UI kit's theme (`primary`, `accent`, `ink`, …). */
export function colorTokensOf(themeCss) {
  return [...themeCss.matchAll(/--color-([a-z-]+)\s*:/g)].map((match) => match[1]);
}

export function shadowCss(css, colorTokens) {
  return themeOnWrapper(remToPx(unwrapPropertyFallbacks(dropPropertyRules(css))), colorTokens);
}
