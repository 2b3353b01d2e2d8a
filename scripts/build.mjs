// `npm run build`: builds the remotes (and publishes each into the local CDN's versioned folder),
// then the widgets and the site, and writes remotes.json. Skips what is already up to date unless
// --force. Also used by `npm start` and the browser tests (buildAll).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, stamp, stampTime } from '@gw/tooling/freshness';
import { ensureWidgetFiles } from '@gw/widgets/files';
import { cdnDir, remotesFile, root } from './lib/paths.mjs';
import { listRemotes, writeRemotesFile } from './lib/remotes.mjs';

/** Sources every browser build depends on besides its own package. */
const sharedInputs = [
  'shared/ui/src',
  'shared/config/src',
  'shared/forms/src',
  'shared/api-client/src',
  'shared/tooling',
].map((path) => join(root, path));

function inputsOf(dir) {
  return [
    join(dir, 'src'),
    join(dir, 'index.html'),
    join(dir, 'package.json'),
    ...['vite.config.ts', 'module-federation.config.ts', 'prerender.mjs'].map((f) => join(dir, f)),
    ...sharedInputs,
  ];
}

function isFresh(dir) {
  return stampTime(join(dir, 'dist')) >= newestMtime(inputsOf(dir));
}

function run(title, args) {
  console.log(`build: ${title}`);
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // A caller's NODE_ENV=test (Vitest sets it) would give a development-flavoured build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`build failed: ${title}`);
}

/** Copies a remote's build into the CDN bucket as remotes/<name>/<version>/ (never edited after). */
function publishRemote({ name, dir, version }) {
  const target = join(cdnDir, 'remotes', name, version);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(dir, 'dist'), target, {
    recursive: true,
    filter: (source) => !source.includes('/.vite') && !source.endsWith('.gw-built'),
  });
}

/** Builds the site (prerendered pages included) when stale, or with force. */
export function ensureSite({ force = false } = {}) {
  const site = join(root, 'hosts/site');
  if (!force && isFresh(site)) return;
  run('site', ['run', 'build', '-w', '@gw/site']);
  stamp(join(site, 'dist'));
}

/** Builds what is stale (or everything with force) and writes remotes.json for a CDN origin. */
export function buildAll({ force = false, cdnOrigin } = {}) {
  for (const remote of listRemotes()) {
    const published = existsSync(
      join(cdnDir, 'remotes', remote.name, remote.version, 'remoteEntry.js'),
    );
    if (force || !isFresh(remote.dir) || !published) {
      if (force || !isFresh(remote.dir)) {
        run(`remote ${remote.name}@${remote.version}`, ['run', 'build', '-w', remote.packageName]);
        stamp(join(remote.dir, 'dist'));
      }
      publishRemote(remote);
    }
  }
  ensureWidgetFiles({ force });
  ensureSite({ force });
  if (cdnOrigin) writeRemotesFile(remotesFile, cdnOrigin);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { urls } = await import('./lib/config.mjs');
  buildAll({ force: !process.argv.includes('--if-needed'), cdnOrigin: urls.cdn });
  console.log(`build: done; remotes.json at ${remotesFile}`);
}
