import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import budgets from '../size-budgets.json' with { type: 'json' };
import { builtCode } from './builtFile.ts';
import { ensureBuilt } from './ensureBuilt.ts';
import { builtWidgets } from './loadWidget.ts';

describe('built widget files', () => {
  beforeAll(() => ensureBuilt());

  it.each(builtWidgets)('%s.js fits its gzip budget', (name) => {
    const gzip = gzipSync(builtCode(name), { level: 9 }).length;
    expect(gzip / 1024).toBeLessThanOrEqual(budgets[name]);
  });

  it.each(builtWidgets)('%s.js runs under a strict CSP: no eval, no inline script', (name) => {
    const code = builtCode(name);
    expect(code).not.toMatch(/\beval\(|new Function\(|Function\(["'`]/);
    expect(code).not.toMatch(/createElement\(["'`]script["'`]\)/);
    expect(code).not.toMatch(/setAttribute\(["'`]style["'`]/);
  });

  it.each(builtWidgets)(
    '%s.js is a classic script that loads nothing but the shared outbox, from beside itself',
    (name) => {
      const code = builtCode(name);
      expect(code).not.toMatch(/^import |\bexport\s*\{/m);
      const imports = code.match(/\bimport\([^)]*\)/g) ?? [];
      for (const call of imports) expect(call).toMatch(/^import\(new URL\(`outbox\.js`,/);
      expect(code).not.toContain('process.env.NODE_ENV');
    },
  );

  it('outbox.js, which every widget imports on mount, fits its budget and evaluates nothing', () => {
    const code = builtCode('outbox');
    expect(gzipSync(code, { level: 9 }).length / 1024).toBeLessThanOrEqual(budgets.outbox);
    expect(code).not.toMatch(/\beval\(|new Function\(|Function\(["'`]/);
    expect(code).toMatch(/\bexport\s*\{/);
  });
});
