import { beforeAll, describe, expect, it } from 'vitest';
import { builtCss } from './builtFile.ts';
import { builtWidgets } from './loadWidget.ts';

describe.each(builtWidgets)('%s.js stylesheet, made for a shadow root', (name) => {
  let css = '';
  beforeAll(() => {
    css = builtCss(name);
  });

  it('applies the --tw-* defaults unconditionally (Chromium ignores @property in shadow roots)', () => {
    expect(css).not.toContain('@property');
    expect(css).toMatch(/@layer properties\{:host,\*,:before,:after,::backdrop\{[^}]*--tw-/);
    expect(css).not.toMatch(/@layer properties\{@supports/);
  });

  it('sizes in px, never rem (the partner’s <html> font size must not scale it)', () => {
    expect(css).not.toMatch(/\d(\.\d+)?rem\b/);
  });

  it('declares the theme on the inner wrapper too, each colour open to a --gw-* property', () => {
    const theme = css.match(/@layer theme\{:host,\.gw-root\{([^}]*)\}/)?.[1] ?? '';
    expect(theme).toContain('--color-ink:var(--gw-ink,');
    expect(theme).toContain('--font-sans:var(--gw-font,');
    expect(theme).not.toMatch(/--color-(primary|accent|ink|surface):#/);
  });

  it('resets inherited styles on the wrapper, in a layer every utility beats', () => {
    expect(css).toMatch(/\.gw-root\{all:initial;/);
    expect(css.indexOf('@layer base')).toBeLessThan(css.indexOf('@layer utilities'));
    expect(css).not.toContain('@tailwind');
  });
});
