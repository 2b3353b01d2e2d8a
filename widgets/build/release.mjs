// The pinned release of the widget files (issue 12): each built file is also written to
// widgets/dist/<version>/, a path that never changes once released (the CDN serves it as
// immutable), and widgets/dist/release.json lists each file's Subresource Integrity hash for the
// partner guide's pinned snippet (and, for an import map, of the modules a widget's loader and
// its dialogs import). The same list is written into the release's folder, so the CDN serves it
// at /widgets/<version>/release.json for as long as the release is served (issue 28). A loader
// imports the modules from beside itself, so a pinned widget loads its own release's. Bump
// widgets/package.json's version to release.

import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export function writeRelease(dist, version) {
  const folder = join(dist, version);
  mkdirSync(folder, { recursive: true });
  const files = {};
  const sri = (code) => `sha384-${createHash('sha384').update(code).digest('base64')}`;
  for (const name of readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .sort()) {
    const code = readFileSync(join(dist, name));
    copyFileSync(join(dist, name), join(folder, name));
    files[name] = sri(code);
  }
  // The modules the widgets import on first use, content-hashed: the release's import its own.
  rmSync(join(folder, 'modules'), { recursive: true, force: true });
  cpSync(join(dist, 'modules'), join(folder, 'modules'), { recursive: true });
  for (const name of readdirSync(join(dist, 'modules'))
    .filter((file) => file.endsWith('.js'))
    .sort()) {
    files[`modules/${name}`] = sri(readFileSync(join(dist, 'modules', name)));
  }
  const release = `${JSON.stringify({ version, files }, null, 2)}\n`;
  writeFileSync(join(dist, 'release.json'), release);
  writeFileSync(join(folder, 'release.json'), release);
  return { version, files };
}
