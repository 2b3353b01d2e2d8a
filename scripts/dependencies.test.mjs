// Every workspace package lists what it imports (issue 13): an import of a package that is not in
// its package.json works only while npm happens to hoist it, and breaks when it does not.
import { describe, expect, it } from 'vitest';
import { importsOf, packageOf, undeclaredImports } from './lib/imports.mjs';
import { root } from './lib/paths.mjs';

describe('declared dependencies', () => {
  it('every import of a package, in every workspace, is declared in that workspace', () => {
    expect(undeclaredImports(root)).toEqual([]);
  });

  it('reads imports the way the check needs', () => {
    const code = `import a from 'react';\nimport type { B } from '@gw/forms/x';\nexport { c } from "./c.ts";\nconst d = await import('vite');\nimport 'node:fs';\nimport './side.css';`;
    expect(importsOf(code).map(packageOf).filter(Boolean)).toEqual(['react', '@gw/forms', 'vite']);
  });
});
