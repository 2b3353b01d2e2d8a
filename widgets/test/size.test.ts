import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulesDir, widgetFile, widgetManifest } from '../build/widgetFiles.mjs';
import { fileGzip, firstLoadSize } from '../build/widgetSizes.mjs';
import budgets from '../size-budgets.json' with { type: 'json' };
import { ensureBuilt } from './ensureBuilt.ts';
import { builtWidgets } from './loadWidget.ts';

const modules = () => readdirSync(modulesDir).filter((file) => file.endsWith('.js'));
const read = (file: string) => readFileSync(file, 'utf8');

describe('built widget files', () => {
  beforeAll(() => ensureBuilt());

  it.each(builtWidgets)('%s: what its script tag loads first fits its gzip budget', (name) => {
    const { gzip, files } = firstLoadSize(name);
    console.log(`${name}: ${files.length} file(s) first, ${(gzip / 1024).toFixed(2)} KB gzip`);
    expect(gzip / 1024).toBeLessThanOrEqual(budgets[name]);
  });

  it('every file runs under a strict CSP: no eval, no inline script', () => {
    const files = [...builtWidgets.map(widgetFile), ...modules().map((f) => join(modulesDir, f))];
    for (const file of files) {
      const code = read(file);
      expect(code, file).not.toMatch(/\beval\(|new Function\(|Function\(["'`]/);
      expect(code, file).not.toMatch(/createElement\(["'`]script["'`]\)/);
      expect(code, file).not.toMatch(/setAttribute\(["'`]style["'`]/);
      expect(code, file).not.toContain('process.env.NODE_ENV');
    }
  });

  it.each(builtWidgets)(
    '%s.js is a classic script that imports nothing but its own modules and the shared outbox',
    (name) => {
      const code = read(widgetFile(name));
      expect(code).not.toMatch(/^import |\bexport\s*\{/m);
      const { entry, firstLoad } = widgetManifest()[name] ?? { entry: null, firstLoad: [] };
      const imports = code.match(/\bimport\([^)]*\)/g) ?? [];
      // A loader imports the widget's modules; a one-script widget, the outbox beside it.
      const allowed = entry ? /^import\(new URL\("modules\/"\+/ : /^import\(new URL\(`outbox\.js`,/;
      for (const call of imports) expect(call).toMatch(allowed);
      for (const file of firstLoad) expect(code).toContain(JSON.stringify(file));
    },
  );

  it('modules import only each other, by relative path (no CDN or package names)', () => {
    for (const file of modules()) {
      const code = read(join(modulesDir, file));
      const specifiers = [
        ...code.matchAll(
          /(?:^|;)import[^;"'`]*?from\s*["'`]([^"'`]+)["'`]|\bimport\(\s*["'`]([^"'`]+)["'`]\)/g,
        ),
      ].map((match) => match[1] ?? match[2]);
      for (const specifier of specifiers) {
        expect(specifier, file).toMatch(/^\.\/[\w-]+\.js$/);
        expect(modules(), file).toContain(specifier?.slice(2));
      }
    }
  });

  it('outbox.js, which every form imports on mount, fits its budget and evaluates nothing', () => {
    const file = join(modulesDir, '..', 'outbox.js');
    expect(fileGzip(file) / 1024).toBeLessThanOrEqual(budgets.outbox);
    const code = read(file);
    expect(code).not.toMatch(/\beval\(|new Function\(|Function\(["'`]/);
    expect(code).toMatch(/\bexport\s*\{/);
  });

  it('a module finds outbox.js one folder up, as a one-script widget finds it beside itself', () => {
    for (const file of modules().filter((name) => !name.startsWith('SearchSelectList-'))) {
      const code = read(join(modulesDir, file));
      if (!code.includes('outbox.js')) continue;
      expect(code, file).toMatch(/new URL\(`\.\.\/`,\w+\)/);
      expect(code, file).toMatch(/=import\.meta\.url\b/);
      expect(code, file).toMatch(/=import\.meta\.url\b/);
      expect(code, file).not.toMatch(/new URL\(`data:/);
    }
  });
});
