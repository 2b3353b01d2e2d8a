// Every workspace package lists what it imports (issue 13): an import of a package that is not in
// its package.json works only while npm happens to hoist it, and breaks when it does not.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, packageOf, undeclaredImports } from './lib/imports.mjs';
import { root } from './lib/paths.mjs';
import { sourceFiles } from './lib/sourceFiles.mjs';
import { workspaceDirs } from './lib/workspaces.mjs';

/** `file imports path` for each import of the repo's scripts/ folder from a workspace package. */
function importsOfScripts() {
  const scripts = join(root, 'scripts');
  return workspaceDirs(root).flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => target.startsWith(`${scripts}/`))
        .map((target) => `${relative(root, file)} imports ${relative(root, target)}`),
    ),
  );
}

describe('declared dependencies', () => {
  it('every import of a package, in every workspace, is declared in that workspace', () => {
    expect(undeclaredImports(root)).toEqual([]);
  });

  it("no package imports the repo's scripts/ by relative path (tooling is @gw/tooling)", () => {
    expect(importsOfScripts()).toEqual([]);
  });

  it('reads imports the way the check needs', () => {
    const code = `import a from 'react';\nimport type { B } from '@gw/forms/x';\nexport { c } from "./c.ts";\nconst d = await import('vite');\nimport 'node:fs';\nimport './side.css';`;
    expect(importsOf(code).map(packageOf).filter(Boolean)).toEqual(['react', '@gw/forms', 'vite']);
  });
});
