import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import budgets from '../size-budgets.json' with { type: 'json' };
import { distFile, ensureBuilt } from './loadWidget.ts';

const built = ['fee-estimator', 'role-picker'] as const;

describe('widget size budgets (gzip, built files)', () => {
  beforeAll(() => ensureBuilt());

  it.each(built)('%s.js fits its budget', (name) => {
    const gzip = gzipSync(readFileSync(distFile(name)), { level: 9 }).length;
    expect(gzip / 1024).toBeLessThanOrEqual(budgets[name]);
  });

  it.each(built)('%s.js needs no unsafe-eval under a strict CSP', (name) => {
    const code = readFileSync(distFile(name), 'utf8');
    expect(code).not.toMatch(/\beval\(|new Function\(/);
  });
});
