// Docs name only files that exist (issue 13): every repository path in backticks in the README
// and docs/ must be there.
import { describe, expect, it } from 'vitest';
import { missingDocPaths } from './lib/docPaths.mjs';
import { root } from './lib/paths.mjs';

describe('paths named in the docs', () => {
  it('all exist', () => {
    expect(missingDocPaths(root)).toEqual([]);
  });
});
