// Import cycles inside each workspace package (issue 13): modules that import each other, at
// run time, through any path. Type-only imports do not count (they vanish from the build);
// dynamic import() does (it loads the module all the same).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isTestFile, sourceFiles } from './sourceFiles.mjs';
import { workspaceDirs } from './workspaces.mjs';

/** Product code only: tests and harnesses may import what they test in any order. */
const productFiles = (dir) => sourceFiles(dir).filter((file) => !isTestFile(file));

const runtimeImport =
  /(?:^|[\n;])\s*(import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative modules a file loads at run time. */
function runtimeDependencies(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(runtimeImport)]
    .map((match) => resolve(dirname(file), match[2] ?? match[3]))
    .filter((target) => existsSync(target) && statSync(target).isFile());
}

/** Strongly connected groups of more than one module (Tarjan), as paths from the root. */
function cyclesOf(files) {
  const graph = new Map(files.map((file) => [file, runtimeDependencies(file)]));
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

/** Every import cycle of every workspace: `workspace: a.ts → b.ts → …` (sorted members). */
export function importCycles(root) {
  return workspaceDirs(root).flatMap((dir) =>
    cyclesOf(productFiles(join(root, dir))).map(
      (group) =>
        `${dir}: ${group
          .map((file) => relative(join(root, dir), file))
          .sort()
          .join(', ')}`,
    ),
  );
}
