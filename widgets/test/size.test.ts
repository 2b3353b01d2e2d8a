import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesDir, widgetFile, widgetManifest } from '../build/widgetFiles.mjs';
import { firstLoadSize } from '../build/widgetSizes.mjs';
import { widgetTable } from '../src/manifest.ts';
import { builtWidgets } from './loadWidget.ts';

const modules = () => readdirSync(modulesDir).filter((file) => file.endsWith('.js'));
const read = (file: string) => readFileSync(file, 'utf8');
const manifestOf = (name: string) => widgetManifest()[name] ?? { first: [], later: [] };
/** The sources a built module was made from, as its source map names them. */
const sourcesOf = (file: string): string[] => JSON.parse(read(`${file}.map`)).sources;
/** Preact's own core, by the file it comes from. */
const holdsPreact = (file: string) =>
  sourcesOf(file).some((source) => source.endsWith('preact/dist/preact.mjs'));

describe('built widget files', () => {
  // Budgets are the manifest's `budgetKb`: never raised to make this pass.
  it.each(widgetTable)(
    '$name: what its script tag loads first fits its gzip budget',
    ({ name, budgetKb }) => {
      const { gzip, files } = firstLoadSize(name);
      console.log(`${name}: ${files.length} file(s) first, ${(gzip / 1024).toFixed(2)} KB gzip`);
      expect(gzip / 1024).toBeLessThanOrEqual(budgetKb);
    },
  );

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
    '%s.js is a classic script that imports its first modules, beside its own address',
    (name) => {
      const code = read(widgetFile(name));
      expect(code).not.toMatch(/^\s*(import|export)\b|\bimport\.meta\b/m);
      expect(code).toContain('document.currentScript');
      const { first } = manifestOf(name);
      expect(first[0]).toMatch(new RegExp(`^${name}-[\\w-]+\\.js$`));
      const listed = JSON.parse(code.match(/var files = (\[.*\]);/)?.[1] ?? '[]');
      expect(listed).toEqual(first.map((file) => `modules/${file}`));
      for (const file of first) expect(existsSync(join(modulesDir, file)), file).toBe(true);
    },
  );

  it('every file has its source map', () => {
    const files = [...builtWidgets.map(widgetFile), ...modules().map((f) => join(modulesDir, f))];
    for (const file of files) {
      expect(read(file), file).toMatch(/\/\/# sourceMappingURL=[\w.-]+\.js\.map\s*$/);
      expect(sourcesOf(file).length, file).toBeGreaterThan(0);
    }
  });

  it('a dialog widget and the fee estimator show first with no framework; one Preact serves all', () => {
    for (const name of ['role-picker', 'demo', 'funding', 'fee-estimator']) {
      for (const file of manifestOf(name).first) {
        expect(holdsPreact(join(modulesDir, file)), `${name}: ${file}`).toBe(false);
      }
    }
    // The dialogs' Preact comes with them, from the one module every widget shares.
    const preactModules = modules().filter((file) => holdsPreact(join(modulesDir, file)));
    expect(preactModules).toHaveLength(1);
    for (const name of ['role-picker', 'demo', 'funding']) {
      expect(manifestOf(name).later, name).toEqual(expect.arrayContaining(preactModules));
    }
    // The waitlist's first view is a form: Preact is in its first load.
    expect(manifestOf('waitlist').first).toEqual(expect.arrayContaining(preactModules));
    // The fee estimator is the component's markup made live by its own script: nothing later
    // but the code of Groundwork.ready(), which every widget loads only when a page calls it,
    // and the test mode's mark (with the bundler's module-namespace helper it needs), which only
    // a page with mode="test" loads.
    const holds = (file: string, module: string) =>
      sourcesOf(join(modulesDir, file)).some((source) => source.endsWith(module));
    const onDemand = ['src/embed/ready.ts', 'src/widgets/testModeMark.ts'];
    const later = manifestOf('fee-estimator').later;
    const runtime = later.filter((file) => /^rolldown-runtime-[\w-]+\.js$/.test(file));
    expect(later.filter((file) => !onDemand.some((module) => holds(file, module)))).toEqual(
      runtime,
    );
    expect(runtime.length).toBeLessThanOrEqual(1);
    expect(later).toHaveLength(onDemand.length + runtime.length);
  });

  it('the named stack ships: superstruct and redaxios in the forms, jotai in the waitlist, Floating UI in the lists', () => {
    const sources = (name: string) => {
      const { first, later } = manifestOf(name);
      return [...first, ...later].flatMap((file) => sourcesOf(join(modulesDir, file)));
    };
    for (const name of ['demo', 'funding', 'waitlist']) {
      const shipped = sources(name).join('\n');
      for (const library of ['superstruct', 'redaxios']) {
        expect(shipped, `${name}: ${library}`).toContain(`node_modules/${library}/`);
      }
    }
    // The schedule state (spec §3) the waitlist form writes.
    expect(sources('waitlist').join('\n')).toContain('node_modules/jotai/');
    for (const name of ['waitlist', 'funding']) {
      expect(sources(name).join('\n'), name).toContain('node_modules/@floating-ui/react/');
    }
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

  it("a lead widget's launcher loads the page's outbox after it shows, not with it", () => {
    const outbox = (file: string) =>
      sourcesOf(join(modulesDir, file)).some((source) =>
        source.endsWith('shared/api-client/src/outbox/outbox.ts'),
      );
    for (const name of ['demo', 'funding']) {
      expect(manifestOf(name).first.filter(outbox), name).toEqual([]);
      expect(manifestOf(name).later.filter(outbox), name).toHaveLength(1);
    }
  });
});
