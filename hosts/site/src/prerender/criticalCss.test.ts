import { describe, expect, it } from 'vitest';
import { criticalCss } from './criticalCss.ts';

// A slice of the built Tailwind output: flattened rules, escaped class names, layers, at-rules.
const css = [
  '/*! tailwindcss v4 | MIT License */',
  '@layer properties{@supports (x:y){*,:before{--tw-border-style:solid}}}',
  '@layer theme{:root,:host{--color-primary:#0b3b8c}}',
  '@layer base{*,:after{box-sizing:border-box}h1{margin:0}}',
  '@layer components;',
  '@layer utilities{',
  '.px-5{padding-inline:1.25rem}',
  '.unused{color:red}',
  '.max-sm\\:px-3{@media (width<40rem){padding-inline:.75rem}}',
  '.hover\\:bg-primary\\/40:hover{background:#0b3b8c66}',
  '.\\32 xl\\:grid{display:grid}',
  '.\\[\\&_button\\]\\:px-2 button{padding-inline:.5rem}',
  '.group-hover\\:text-ink:is(:where(.group):hover *){color:#0f172a}',
  '.a,.b{content:"{,}"}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:gone{display:none}}',
  '@media (hover:hover){.hover\\:x:hover{color:blue}}',
  '}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@font-face{font-family:Brand;font-display:swap;src:url(/assets/brand-a1.woff2)format("woff2")}',
  '@font-face{font-family:Brand Fallback;src:local(Arial);size-adjust:110%}',
].join('');

const html = `<main class="px-5 max-sm:px-3 hover:bg-primary/40 2xl:grid">
  <div class="[&amp;_button]:px-2 group-hover:text-ink b sm:flex"></div></main>`;

describe('criticalCss', () => {
  const out = criticalCss(css, html);

  it('keeps the rules of the classes the HTML uses, escaped names and variants included', () => {
    for (const rule of [
      '.px-5{',
      '.max-sm\\:px-3{',
      '.hover\\:bg-primary\\/40:hover{',
      '.\\32 xl\\:grid{',
      '.\\[\\&_button\\]\\:px-2 button{',
      '.group-hover\\:text-ink:is(:where(.group):hover *){',
      '.a,.b{content:"{,}"}',
      '@media (min-width:40rem){.sm\\:flex{display:flex}}',
    ]) {
      expect(out, rule).toContain(rule);
    }
  });

  it('drops the rules of classes it does not use, and the blocks they leave empty', () => {
    expect(out).not.toContain('.unused');
    expect(out).not.toContain('.sm\\:gone');
    expect(out).not.toContain('hover:hover');
  });

  it('keeps what has no class: reset, theme, layer order, @property, keyframes', () => {
    expect(out).toContain(':root,:host{--color-primary:#0b3b8c}');
    expect(out).toContain('h1{margin:0}');
    expect(out).toContain('@layer components;');
    expect(out).toContain('@property --tw-rotate-x{');
    expect(out).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(out).not.toContain('MIT License');
  });

  it("leaves the properties layer's old-browser defaults to the full sheet, keeping its place", () => {
    expect(out).not.toContain('--tw-border-style:solid');
    expect(out.indexOf('@layer properties;')).toBeGreaterThanOrEqual(0);
    expect(out.indexOf('@layer properties;')).toBeLessThan(out.indexOf('@layer theme{'));
  });

  it('leaves a downloaded web font to the full sheet, and keeps a face on a local font', () => {
    expect(out).not.toContain('brand-a1.woff2');
    expect(out).toContain(
      '@font-face{font-family:Brand Fallback;src:local(Arial);size-adjust:110%}',
    );
  });
});
