const sheets = new Map<string, CSSStyleSheet>();
/** Where constructable stylesheets are missing: each widget's <style> elements, per name. */
const styleElements = new Map<string, Set<HTMLStyleElement>>();
/** A widget's whole stylesheet, once a later chunk (its dialog) has brought it. */
const wholeCss = new Map<string, string>();

/**
 * Puts the widget's CSS inside a shadow root: one constructable stylesheet per widget, shared by
 * every instance (adoptedStyleSheets). Where that is unsupported, a <style> element (CSP: a
 * `style-src` that allows it is then needed; every current browser takes the first path).
 */
export function adoptStyles(root: ShadowRoot, name: string, firstCss: string): void {
  const css = wholeCss.get(name) ?? firstCss;
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
    try {
      let sheet = sheets.get(name);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.set(name, sheet);
      }
      if (!root.adoptedStyleSheets.includes(sheet)) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      }
      return;
    } catch {
      // Fall through to a <style> element.
    }
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  const elements = styleElements.get(name) ?? new Set();
  styleElements.set(name, elements.add(style));
}

/**
 * A later chunk's stylesheet for widget `name`: the whole widget's, its own classes with the
 * first load's, which replaces the first-load sheet in every instance (one sheet keeps Tailwind's
 * cascade whole). The first load carries only the classes of what the visitor first sees.
 */
export function replaceStyles(name: string, css: string): void {
  wholeCss.set(name, css);
  sheets.get(name)?.replaceSync(css);
  for (const style of styleElements.get(name) ?? []) style.textContent = css;
}
