// Every widget file the CDN serves, built when missing or older than its sources (a widget is
// made of the remotes' components and the shared kit too, not only of widgets/). Used by
// `npm run build`, `npm start`, the browser tests and the widgets' own tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from '@gw/tooling/freshness';
import manifest from '../manifest.json' with { type: 'json' };

const root = join(import.meta.dirname, '../..');
/** The widgets build, served by the CDN at /widgets/. */
export const widgetsDist = join(root, 'widgets/dist');

/** What a widget bundle is made of. */
const inputs = [
  'widgets/src',
  'widgets/build',
  'widgets/manifest.json',
  'widgets/package.json',
  'remotes',
  'shared',
].map((path) => join(root, path));

/** Held while a build runs: parallel test workers (or a test run and `npm start`) build once. */
const lockDir = join(widgetsDist, '.building');
/** A lock older than this is left over from a killed build. */
const staleLockMs = 300_000;

/**
 * Every widget, in the manifest's order (widgets/manifest.json, the one list of them); each has
 * its entry, widgets/src/entries/<name>.ts (widgets/test/manifest.test.ts checks both ways).
 */
export function widgetEntryNames() {
  return Object.keys(manifest.widgets);
}

/** The built file of a widget: the classic loader its tag names. */
export function widgetFile(name) {
  return join(widgetsDist, `${name}.js`);
}

/** The widgets' ES modules (entries and chunks), content-hashed, beside their source maps. */
export const modulesDir = join(widgetsDist, 'modules');

/** Per widget: `{ first, later }`, the modules its loader imports and those it may load later. */
export const widgetManifestFile = join(widgetsDist, 'modules.json');

/** Reads the build's manifest (build first: ensureWidgetFiles). */
export function widgetManifest() {
  return JSON.parse(readFileSync(widgetManifestFile, 'utf8'));
}

/** The built files a widget's script tag loads before the widget shows: loader and modules. */
export function widgetFirstLoad(name) {
  const first = widgetManifest()[name]?.first ?? [];
  return [widgetFile(name), ...first.map((file) => join(modulesDir, file))];
}

/** Every built file a widget may ever load: its script, then what it loads on first use. */
export function widgetAllFiles(name) {
  const later = widgetManifest()[name]?.later ?? [];
  return [...widgetFirstLoad(name), ...later.map((file) => join(modulesDir, file))];
}

function staleNames(names, force) {
  if (force) return names;
  const newest = newestMtime(inputs);
  const stale = (file) => !existsSync(file) || statSync(file).mtimeMs < newest;
  // The widgets are built together (they share their modules): one stale file rebuilds all.
  return [widgetManifestFile, ...names.map(widgetFile)].some(stale) ? names : [];
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function withLock(build) {
  mkdirSync(widgetsDist, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const held = statSync(lockDir, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > staleLockMs) rmdirSync(lockDir);
      else sleep(200);
    }
  }
  try {
    build();
  } finally {
    rmdirSync(lockDir);
  }
}

/**
 * Builds the widget files that are missing or stale (all with force); returns every name.
 * `quiet` keeps the build's output out of the caller's (a test run's) log unless it fails.
 */
export function ensureWidgetFiles({ force = false, quiet = false } = {}) {
  const names = widgetEntryNames();
  if (staleNames(names, force).length === 0) return names;
  withLock(() => {
    // Another process may have built them while this one waited for the lock.
    const stale = staleNames(names, force);
    if (stale.length === 0) return;
    if (!quiet) console.log(`build: widget files ${stale.join(', ')}`);
    execFileSync(process.execPath, [join(root, 'widgets/build/build.mjs')], {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
      // A caller's NODE_ENV=test (Vitest sets it) would give a development-flavoured bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  });
  return names;
}
