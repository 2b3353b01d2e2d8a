// The pinned release of the widget files (issue 12): each built file is also written to
// widgets/dist/<version>/, a path that never changes once released (the CDN serves it as
// immutable), and widgets/dist/release.json lists each file's Subresource Integrity hash for the
// partner guide's pinned snippet (and, for an import map, of the modules a widget's loader and
// its dialogs import). A loader imports them from beside itself, so a pinned widget loads its own
// release's. Bump widgets/package.json's version to release.

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
  writeFileSync(join(dist, 'release.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  return { version, files };
}
