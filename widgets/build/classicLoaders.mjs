// Rolldown plugin: the classic script each widget's tag loads (widgets/dist/<name>.js). The
// widgets are ES modules from one build (build.mjs); a partner still pastes one plain
// `<script src defer>`, so that file is a loader of a few hundred bytes that imports the
// widget's entry and the chunks the entry imports statically, all at once (no waterfall),
// from `modules/` beside its own address. Relative to itself a classic script from another
// origin would resolve against about:blank, so it reads document.currentScript while it runs.
// It also writes modules.json: per widget, the modules its tag loads first and those it may
// load later (the size test, the CDN tests and the partner page read it).

/** The files a chunk needs before it can run: itself and its static imports, transitively. */
function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const next of bundle[fileName]?.imports ?? []) staticClosure(bundle, next, seen);
  return seen;
}

/** Every file a chunk may load, now or on first use (dynamic imports included). */
function everyFile(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
    everyFile(bundle, next, seen);
  }
  return seen;
}

/**
 * The loader's source for `name`, whose first modules are `files` (the entry first). Readable
 * as shipped (no minifier touches it), so it is its own source; its map says so.
 */
export function loaderSource(name, files) {
  // The entry and its chunks are fetched side by side; the entry runs once all are here. Written
  // compact (every widget's first load carries it), yet readable: no names are mangled.
  return [
    `/*! Groundwork ${name} widget */`,
    '!function (script) {',
    'var base = (script && script.src) || location.href;',
    `var files = ${JSON.stringify(files)};`,
    `files.forEach(function (file, index) { import(new URL(file, base).href).catch(index ? Object : function (error) { console.error(${JSON.stringify(`[Groundwork] the ${name} widget could not load`)}, error); }); });`,
    '}(document.currentScript);',
    `//# sourceMappingURL=${name}.js.map`,
    '',
  ].join('\n');
}

/** A source map of a file that is its own source: each line maps to itself. */
function identityMap(fileName, code) {
  const lines = code.split('\n').length;
  return JSON.stringify({
    version: 3,
    file: fileName,
    sources: [fileName],
    sourcesContent: [code],
    names: [],
    mappings: Array.from({ length: lines }, (_, line) => (line === 0 ? 'AAAA' : 'AACA')).join(';'),
  });
}

/**
 * `modulesDir` is the entries' and chunks' folder relative to the output (`modules`);
 * `manifestFile` the name of the manifest written beside the loaders.
 */
export function classicLoaders({ modulesDir, manifestFile }) {
  return {
    name: 'gw-classic-loaders',
    generateBundle(_options, bundle) {
      // The bundler's own helpers (its runtime chunk) come without a map: it is its own source.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.map || bundle[`${chunk.fileName}.map`]) continue;
        const base = chunk.fileName.split('/').pop();
        chunk.code = `${chunk.code.trimEnd()}\n//# sourceMappingURL=${base}.map\n`;
        this.emitFile({
          type: 'asset',
          fileName: `${chunk.fileName}.map`,
          source: identityMap(base, chunk.code),
        });
      }
      const manifest = {};
      const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const first = [...staticClosure(bundle, entry.fileName)];
        const later = [...everyFile(bundle, entry.fileName)].filter((f) => !first.includes(f));
        const bare = (file) => file.slice(modulesDir.length + 1);
        manifest[entry.name] = { first: first.map(bare), later: later.map(bare) };
        const code = loaderSource(entry.name, first);
        this.emitFile({ type: 'asset', fileName: `${entry.name}.js`, source: code });
        this.emitFile({
          type: 'asset',
          fileName: `${entry.name}.js.map`,
          source: identityMap(`${entry.name}.js`, code),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: manifestFile,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
