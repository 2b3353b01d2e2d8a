// The federated remotes of the workspace: every remotes/<name> with a module-federation config.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './paths.mjs';

/** GW_REMOTES=a,b limits builds and remotes.json to those remotes (work on one remote at a time). */
const only = process.env.GW_REMOTES?.split(',').map((name) => name.trim());

/** [{ name, dir, version, packageName }] for each remote package. */
export function listRemotes() {
  const parent = join(root, 'remotes');
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => !only || only.includes(name))
    .map((name) => ({ name, dir: join(parent, name) }))
    .filter(({ dir }) => existsSync(join(dir, 'module-federation.config.ts')))
    .map(({ name, dir }) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { name, dir, version: pkg.version, packageName: pkg.name };
    });
}

/**
 * The entry URL of one published remote version on a CDN origin: its mf-manifest.json, which
 * lets the runtime fetch the entry, the exposed chunks and the CSS in parallel (remoteEntry.js
 * works too, one request chain deeper).
 */
export function remoteEntryUrl(cdnOrigin, name, version) {
  return `${cdnOrigin.replace(/\/$/, '')}/remotes/${name}/${version}/mf-manifest.json`;
}

/** remotes.json content: each remote's current (package.json) version on the CDN origin. */
export function remotesManifest(cdnOrigin) {
  return Object.fromEntries(
    listRemotes().map(({ name, version }) => [name, remoteEntryUrl(cdnOrigin, name, version)]),
  );
}

/** Writes remotes.json. */
export function writeRemotesFile(file, cdnOrigin) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(remotesManifest(cdnOrigin), null, 2)}\n`);
}

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Points the entries of an existing remotes.json that name another LOCAL CDN origin (a previous
 * `npm start` on another CDN_PORT) at this run's origin. Paths, and so an operator's pinned
 * versions, stay as they are; entries on a real CDN are left alone. Returns how many moved.
 */
export function moveLocalRemotes(file, cdnOrigin) {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const target = cdnOrigin.replace(/\/$/, '');
  let moved = 0;
  for (const [name, entry] of Object.entries(manifest)) {
    const url = new URL(entry);
    if (!localOrigin.test(url.origin) || url.origin === target) continue;
    manifest[name] = `${target}${url.pathname}${url.search}`;
    moved += 1;
  }
  if (moved) writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return moved;
}
