const sheets = new Map<string, CSSStyleSheet>();

/**
 * Puts the widget's CSS inside a shadow root: one constructable stylesheet per widget, shared by
 * every instance (adoptedStyleSheets). Where that is unsupported, a <style> element (CSP: a
 * `style-src` that allows it is then needed; every current browser takes the first path).
 */
export function adoptStyles(root: ShadowRoot, name: string, css: string): void {
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
}
