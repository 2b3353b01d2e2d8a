import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const namedImport =
  /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@gw\/ui(?:\/([\w-]+))?['"]/g;
const relativeImport =
  /(?:^|[^.\w])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const reExport = /export\s+\{([^}]*)\}\s*from\s*['"](\.\/[^'"]+)['"]/g;

const isTest = (path: string) => /\.test\.[cm]?[jt]sx?$/.test(path);

/** 'type Foo, Bar as Baz' → ['Foo', 'Bar'] (the names as the module exports them). */
function exportedNames(list: string): string[] {
  return list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter(Boolean);
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.[cm]?[jt]sx?$/.test(path) && !isTest(path) ? [path] : [];
  });
}

/** The folder of the package a file belongs to (the nearest package.json above it). */
function packageDirOf(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/** The kit's entry points: each exported name → its file, and each subpath → its file. */
function kitEntries(kitDir: string) {
  const manifest = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const mainFile = join(kitDir, manifest.exports['.'] ?? 'src/index.ts');
  const byName = new Map<string, string>();
  for (const [, names = '', from = ''] of readFileSync(mainFile, 'utf8').matchAll(reExport)) {
    for (const name of exportedNames(names)) byName.set(name, resolve(dirname(mainFile), from));
  }
  const bySubpath = new Map(
    Object.entries(manifest.exports).map(([key, file]) => [key.slice(2), join(kitDir, file)]),
  );
  return { byName, bySubpath };
}

/**
 * The files of @gw/ui a remote renders: the kit files its source imports by name, and every file
 * those import in turn. Tailwind scans exactly these (and the remote), so a remote's CSS holds
 * the classes of the parts it uses and no others, with no hand-kept list.
 */
export function kitFilesUsedBy(remoteDir: string): string[] {
  const kitDir = packageDirOf(
    realpathSync(createRequire(join(remoteDir, 'package.json')).resolve('@gw/ui')),
  );
  const { byName, bySubpath } = kitEntries(kitDir);
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file) || !existsSync(file)) return;
    reached.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      visit(resolve(dirname(file), specifier));
    }
  };
  for (const file of codeFiles(join(remoteDir, 'src'))) {
    for (const [, names = '', subpath] of readFileSync(file, 'utf8').matchAll(namedImport)) {
      if (subpath) {
        const entry = bySubpath.get(subpath);
        if (entry) visit(entry);
        continue;
      }
      for (const name of exportedNames(names)) {
        const entry = byName.get(name);
        if (entry) visit(entry);
      }
    }
  }
  return [...reached].sort();
}

/** The `@source` lines for a remote's CSS file: its own source and the kit files it renders. */
export function remoteSourceLines(remoteDir: string, cssFile: string): string {
  const from = dirname(cssFile);
  const path = (file: string) => JSON.stringify(relative(from, file).split('\\').join('/'));
  const src = join(remoteDir, 'src');
  return [
    `@source ${path(src)};`,
    `@source not ${JSON.stringify(`${relative(from, src).split('\\').join('/')}/**/*.test.tsx`)};`,
    ...kitFilesUsedBy(remoteDir).map((file) => `@source ${path(file)};`),
  ].join('\n');
}
