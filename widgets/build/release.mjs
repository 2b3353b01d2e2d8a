// The pinned release of the widget files (issue 12): each built file is also written to
// widgets/dist/<version>/, a path that never changes once released (the CDN serves it as
// immutable), and widgets/dist/release.json lists each file's Subresource Integrity hash for the
// partner guide's pinned snippet. A widget imports outbox.js from beside itself, so a pinned
// widget loads the outbox of its own release. Bump widgets/package.json's version to release.

import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeRelease(dist, version) {
  const folder = join(dist, version);
  mkdirSync(folder, { recursive: true });
  const files = {};
  for (const name of readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .sort()) {
    const code = readFileSync(join(dist, name));
    copyFileSync(join(dist, name), join(folder, name));
    files[name] = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  }
  writeFileSync(join(dist, 'release.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  return { version, files };
}
