// What each workspace package imports from other packages, read from its source files, against
// what its package.json declares (issue 13: no phantom dependencies).

import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { isTestFile, sourceFiles } from './sourceFiles.mjs';
import { workspaceDirs } from './workspaces.mjs';

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'), or null. */
export function packageOf(specifier) {
  if (/^[./]|^node:|^virtual:|^https?:/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

const importPattern =
  /(?:^|[^.\w])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The bare specifiers a file imports (static, re-exports and literal dynamic imports). */
export function importsOf(code) {
  return [...code.matchAll(importPattern)].map((match) => match[1] ?? match[2]).filter(Boolean);
}

/**
 * Each workspace's undeclared imports: `package dir: file imports name`. Product files must list
 * a package in the workspace's dependencies; test files may also use the root's devDependencies
 * (the test tools every workspace shares).
 */
export function undeclaredImports(root) {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const rootDev = new Set(Object.keys(rootManifest.devDependencies ?? {}));
  const problems = [];
  for (const dir of workspaceDirs(root)) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const declared = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    for (const file of sourceFiles(join(root, dir))) {
      const shown = relative(root, file);
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (!name || declared.has(name)) continue;
        if (isTestFile(shown) && rootDev.has(name)) continue;
        problems.push(`${dir}: ${shown} imports ${name}`);
      }
    }
  }
  return [...new Set(problems)].sort();
}
