// No module of a workspace imports itself back through others (issues 13, 24): a cycle makes load
// order fragile and ties every page to every other; type-only imports count too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, relativeImportsOf } from './lib/importCycles.mjs';
import { root } from './lib/paths.mjs';

/** A throwaway repo with one workspace, `pkg`, holding `files` (path → code). */
function fixtureRepo(files) {
  const dir = mkdtempSync(join(tmpdir(), 'gw-cycles-'));
  const write = (path, code) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  };
  write('package.json', JSON.stringify({ workspaces: ['pkg'] }));
  write('pkg/package.json', JSON.stringify({ name: 'pkg' }));
  for (const [path, code] of Object.entries(files)) write(`pkg/${path}`, code);
  return dir;
}

const fixtures = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** The cycles the check reports when `a.ts` holds `importOfB` and b.ts imports a type of a.ts. */
function cyclesWith(importOfB, files = {}) {
  const dir = fixtureRepo({
    'src/a.ts': `${importOfB}\nexport type A = { b: B };\n`,
    'src/b.ts': `import type { A } from './a.ts';\nexport type B = { a?: A };\n`,
    ...files,
  });
  fixtures.push(dir);
  return importCycles(dir);
}

describe('import cycles', () => {
  it('none in any workspace package', () => {
    expect(importCycles(root)).toEqual([]);
  });

  it.each([
    ['import type', `import type { B } from './b.ts';`],
    ['inline type specifier', `import { type B } from './b.ts';`],
    ['type re-export', `export type { B } from './b.ts';\nimport type { B } from './b.ts';`],
    ['multi-line import type', `import type {\n  B,\n} from './b.ts';`],
    ['run-time import', `import { b } from './b.ts';`],
    ['re-export of everything', `export * from './b.ts';`],
    ['dynamic import', `const b = () => import('./b.ts');`],
  ])('finds a cycle closed by a %s', (_, importOfB) => {
    expect(cyclesWith(importOfB)).toEqual(['pkg: src/a.ts, src/b.ts']);
  });

  it('finds none once the shared type lives in a contract file that imports no implementation', () => {
    const contract = { 'src/contract.ts': 'export type B = { a?: unknown };\n' };
    expect(cyclesWith(`import type { B } from './contract.ts';`, contract)).toEqual([]);
  });

  it('leaves tests out (a test may import what it tests in any order)', () => {
    const test = { 'src/b.test.ts': `import type { A } from './a.ts';\n` };
    expect(cyclesWith(`import type { B } from './b.test.ts';`, test)).toEqual([]);
  });

  it('reads only relative specifiers', () => {
    const code = `import type { X } from '@gw/config';\nimport { type Y } from '../y.ts';\nexport type { Z } from "./z.ts";`;
    expect(relativeImportsOf(code)).toEqual(['../y.ts', './z.ts']);
  });
});
