// Checks package-lock.json against what `npm ci` needs: every installed entry carries a version
// (npm 11.19 crashes with "Invalid Version" on entries without one), and every manifest's
// dependencies are recorded as written and resolve to a locked package of that exact version.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceDirs } from './workspaces.mjs';

const dependencyFields = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
];
const exactVersion = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The locked package npm resolves `name` to from `dir`: the nearest node_modules going up. */
function resolvedEntry(packages, dir, name) {
  const parts = dir ? dir.split('/') : [];
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const base = parts.slice(0, depth).join('/');
    const entry = packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`];
    if (entry) return entry.link ? packages[entry.resolved] : entry;
  }
}

function sameMap(a = {}, b = {}) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => a[key] !== b[key]);
}

/** Every problem found, as readable lines; an empty list means the lockfile is sound. */
export function lockfileProblems(root) {
  const lockPath = join(root, 'package-lock.json');
  if (!existsSync(lockPath)) return ['package-lock.json is missing'];
  const { packages = {} } = readJson(lockPath);
  const problems = [];

  for (const [key, entry] of Object.entries(packages)) {
    if (key === '' || entry.link) continue;
    if (typeof entry.version !== 'string' || entry.version === '')
      problems.push(`${key}: no version (npm ci fails with "Invalid Version")`);
  }

  // A dependency on a dist-tag ("latest") pins nothing: `npm ci` resolves the tag again and, once
  // the tag has moved past the locked version, refuses the lockfile as out of sync. The root's
  // `overrides` must pin each one (npm then checks the pinned version instead).
  const overrides = readJson(join(root, 'package.json')).overrides ?? {};
  const pinned = (parent, name) =>
    typeof overrides[name] === 'string' || typeof overrides[parent]?.[name] === 'string';
  for (const [key, entry] of Object.entries(packages)) {
    const parent = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const [name, spec] of Object.entries(entry.dependencies ?? {})) {
      if (/^[a-z][\w-]*$/i.test(spec) && spec !== 'x' && !pinned(parent, name))
        problems.push(
          `${key}: depends on ${name}@${spec}, a dist-tag npm ci cannot check; pin it in the root's overrides`,
        );
    }
  }

  for (const dir of ['', ...workspaceDirs(root)]) {
    const manifest = readJson(join(root, dir, 'package.json'));
    const locked = packages[dir];
    const where = dir || 'the root package.json';
    if (!locked) {
      problems.push(`${where}: not in the lockfile`);
      continue;
    }
    if (dir && !packages[`node_modules/${manifest.name}`]?.link)
      problems.push(`${where}: ${manifest.name} is not linked in the lockfile`);
    for (const field of dependencyFields) {
      for (const name of sameMap(manifest[field], locked[field]))
        problems.push(
          `${where}: ${field}.${name} is ${manifest[field]?.[name] ?? 'absent'} in the manifest but ${locked[field]?.[name] ?? 'absent'} in the lockfile`,
        );
    }
    for (const field of ['dependencies', 'devDependencies']) {
      for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
        const wanted = spec.startsWith('npm:') ? spec.slice(spec.lastIndexOf('@') + 1) : spec;
        const found = resolvedEntry(packages, dir, name);
        if (!found) problems.push(`${where}: ${name} resolves to nothing in the lockfile`);
        else if (exactVersion.test(wanted) && found.version !== wanted)
          problems.push(`${where}: ${name} wants ${wanted}, the lockfile has ${found.version}`);
      }
    }
  }
  return problems;
}
