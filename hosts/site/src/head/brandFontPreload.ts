// The same file brandFont.css names for the latin subset: Vite gives both the one hashed URL.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * A prerendered page asks for the brand typeface's latin file with its HTML, before the inline
 * stylesheet's text needs it, so the swap from the fallback comes as early as it can. Fonts are
 * fetched in CORS mode: the preload says `crossorigin` or the browser fetches the file twice.
 */
export const brandFontPreloadHtml = `<link rel="preload" href="${interLatinUrl}" as="font" type="font/woff2" crossorigin />`;
