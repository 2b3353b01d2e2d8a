// Import cycles inside each workspace package (issues 13, 24): modules that import each other
// through any path. Type-only imports count too (issue 24): they vanish from the build, but a
// contract that imports its implementations ties them together for every reader and every
// refactor; shared types live in contract files that import no implementation. Dynamic import()
// counts (it loads the module all the same).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isTestFile, sourceFiles } from './sourceFiles.mjs';
import { workspaceDirs } from './workspaces.mjs';

/** Product code only: tests and harnesses may import what they test in any order. */
const productFiles = (dir) => sourceFiles(dir).filter((file) => !isTestFile(file));

/** Any static import or re-export (`import type`, `export type … from` and `{ type X }` too). */
const relativeImport =
  /(?:^|[\n;])\s*(import|export)\s+(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative specifiers a module's code imports, type-only ones included. */
export const relativeImportsOf = (code) =>
  [...code.matchAll(relativeImport)].map((match) => match[2] ?? match[3]);

/** The relative modules a file imports, for types or at run time. */
function dependencies(file) {
  return relativeImportsOf(readFileSync(file, 'utf8'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((target) => existsSync(target) && statSync(target).isFile());
}

/** Strongly connected groups of more than one module (Tarjan), over `module → its imports`. */
export function cyclesOf(graph) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    order.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), order.get(target)));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return groups;
}

/** Each product file of a workspace and the relative modules it imports. */
const graphOf = (dir) => new Map(productFiles(dir).map((file) => [file, dependencies(file)]));

/** Every import cycle of every workspace: `workspace: a.ts, b.ts, …` (sorted members). */
export function importCycles(root) {
  return workspaceDirs(root).flatMap((dir) =>
    cyclesOf(graphOf(join(root, dir))).map(
      (group) =>
        `${dir}: ${group
          .map((file) => relative(join(root, dir), file))
          .sort()
          .join(', ')}`,
    ),
  );
}
