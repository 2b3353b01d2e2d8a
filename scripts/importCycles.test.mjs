// No module of a workspace imports itself back through others (issue 13): a cycle makes load
// order fragile and ties every page to every other.
import { describe, expect, it } from 'vitest';
import { importCycles } from './lib/importCycles.mjs';
import { root } from './lib/paths.mjs';

describe('import cycles', () => {
  it('none in any workspace package', () => {
    expect(importCycles(root)).toEqual([]);
  });
});
