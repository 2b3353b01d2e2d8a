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
      // Nor in markup it parses: a strict style-src refuses style attributes there too.
      expect(code, file).not.toMatch(/\sstyle=\\?["']/);
      expect(code, file).not.toContain('process.env.NODE_ENV');
    }
  });

  it.each(builtWidgets)(
    '%s.js is one classic script that imports nothing but its own later modules and the shared outbox',
    (name) => {
      const code = read(widgetFile(name));
      expect(code).not.toMatch(/^import |\bexport\s*\{|\bimport\.meta\b/m);
      expect(code).toMatch(
        /^\/\*! Groundwork [\w-]+ widget \*\/\(function\(__groundworkScript\)\{"use strict";/,
      );
      const { later } = widgetManifest()[name] ?? { later: [] };
      const imports = code.match(/\bimport\([^)]*\)/g) ?? [];
      for (const call of imports) {
        // Beside the script's own address: relative to itself, a cross-origin classic script
        // would resolve against about:blank.
        const chunk = call.match(
          /^import\(new URL\("modules\/([\w-]+\.js)",__groundworkScript\)$/,
        )?.[1];
        if (chunk) expect(later, call).toContain(chunk);
        else expect(call).toMatch(/^import\(new URL\(`outbox\.js`,/);
      }
    },
  );

  it('a dialog widget shows its launcher, and the fee estimator its slider, with no framework', () => {
    // Compat's camelCase-to-SVG-attribute rule, and Preact's own mangled vnode field.
    const compat = (file: string) => read(file).includes('dominant|fill|flood');
    const preact = (file: string) => read(file).includes('.__k');
    // A dialog widget's Preact and compat come with its dialog, from the one runtime module the
    // three share; neither its script nor its own modules hold a copy.
    const runtimes = new Set<string>();
    for (const name of ['role-picker', 'demo', 'funding']) {
      expect(preact(widgetFile(name)), name).toBe(false);
      const later = widgetManifest()[name]?.later ?? [];
      const runtime = later.filter((file) => /^preact-[\w-]+\.js$/.test(file));
      expect(runtime, name).toHaveLength(1);
      for (const file of later.filter((file) => !runtime.includes(file))) {
        expect(preact(join(modulesDir, file)), file).toBe(false);
      }
      runtimes.add(runtime[0] ?? '');
    }
    expect(runtimes.size).toBe(1);
    const [runtime = ''] = [...runtimes];
    expect(preact(join(modulesDir, runtime))).toBe(true);
    expect(compat(join(modulesDir, runtime))).toBe(true);
    // The fee estimator is the component's markup made live by its own script, and loads nothing.
    expect(preact(widgetFile('fee-estimator'))).toBe(false);
    expect(widgetManifest()['fee-estimator']?.later).toEqual([]);
    // The waitlist's first view is a form: its inputs need compat at once.
    expect(compat(widgetFile('waitlist'))).toBe(true);
  });

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

  it("what a module reads from its widget's script is in the record that script leaves", () => {
    const scripts = builtWidgets.map((name) => read(widgetFile(name))).join('\n');
    for (const file of modules()) {
      const records = [
        ...read(join(modulesDir, file)).matchAll(/__groundworkShared\[("[\w-]+\.js")\]/g),
      ];
      for (const [, record] of records) {
        expect(scripts, `${file} reads ${record}`).toContain(`__groundworkShared[${record}]=`);
      }
    }
  });

  it("only a widget's own script finds outbox.js (beside itself): no later module does", () => {
    // Only a widget's classic script has its address (__groundworkScript) to find it beside.
    for (const file of modules())
      expect(read(join(modulesDir, file)), file).not.toContain('outbox.js');
    // The lead forms' scripts do; the fee estimator and the role picker send no lead.
    for (const name of builtWidgets) {
      const finds = /new URL\(`outbox\.js`,/.test(read(widgetFile(name)));
      expect(finds, name).toBe(['demo', 'waitlist', 'funding'].includes(name));
    }
  });
});
