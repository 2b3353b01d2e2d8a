// The lockfile must install with `npm ci` on a fresh machine: the check in npm test, proved on
// the committed lockfile and on copies broken the two ways that have broken installs here.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockfileProblems } from './lib/lockfile.mjs';
import { root } from './lib/paths.mjs';
import { workspaceDirs } from './lib/workspaces.mjs';

/** A folder with the repo's manifests and lockfile, `edit` applied to the named JSON file. */
function copyWith(file, edit) {
  const copy = mkdtempSync(join(tmpdir(), 'gw-lockcheck-'));
  const files = [
    'package.json',
    'package-lock.json',
    ...workspaceDirs(root).map((dir) => `${dir}/package.json`),
  ];
  for (const name of files) {
    mkdirSync(dirname(join(copy, name)), { recursive: true });
    copyFileSync(join(root, name), join(copy, name));
  }
  const json = JSON.parse(readFileSync(join(copy, file), 'utf8'));
  edit(json);
  writeFileSync(join(copy, file), JSON.stringify(json));
  return copy;
}

describe('package-lock.json', () => {
  it('has a version on every entry and matches every manifest', () => {
    expect(lockfileProblems(root)).toEqual([]);
  });

  it('reports an entry without a version (the placeholder npm 11.19 crashes on)', () => {
    const copy = copyWith('package-lock.json', (lock) => {
      lock.packages['node_modules/@biomejs/cli-win32-x64'] = { dev: true, optional: true };
    });
    expect(lockfileProblems(copy)).toEqual([
      'node_modules/@biomejs/cli-win32-x64: no version (npm ci fails with "Invalid Version")',
    ]);
  });

  it('reports a dependency on a dist-tag that no override pins (npm ci: "Missing … from lock file")', () => {
    const copy = copyWith('package.json', (json) => {
      delete json.overrides;
    });
    expect(lockfileProblems(copy)).toContain(
      "node_modules/@paulirish/trace_engine: depends on third-party-web@latest, a dist-tag npm ci cannot check; pin it in the root's overrides",
    );
  });

  it('reports a manifest whose dependency changed without the lockfile', () => {
    const copy = copyWith('shared/forms/package.json', (manifest) => {
      manifest.dependencies.superstruct = '2.0.1';
    });
    expect(lockfileProblems(copy)).toEqual([
      'shared/forms: dependencies.superstruct is 2.0.1 in the manifest but 2.0.2 in the lockfile',
      'shared/forms: superstruct wants 2.0.1, the lockfile has 2.0.2',
    ]);
  });

  it('reports a dependency added to a manifest and never locked', () => {
    const copy = copyWith('package.json', (manifest) => {
      manifest.devDependencies['left-pad'] = '1.3.0';
    });
    expect(lockfileProblems(copy)).toEqual([
      'the root package.json: devDependencies.left-pad is 1.3.0 in the manifest but absent in the lockfile',
      'the root package.json: left-pad resolves to nothing in the lockfile',
    ]);
  });
});
