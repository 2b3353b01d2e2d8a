// Precompressed copies of every text file in a build, brotli (quality 11) and gzip (level 9),
// written beside each as `<file>.br` and `<file>.gz`: the static server (serve/staticServer.mjs)
// sends the smallest one the browser takes, as it is, without compressing per request, as a CDN
// that caches its compressed copies does. Used by the site's prerender and the widgets' build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const textFile = /^\.(html|js|mjs|css|svg|xml|txt|json)$/;

/** Writes `.br` and `.gz` beside every text file under `dir`, in every folder. */
export function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) precompress(file);
    else if (textFile.test(extname(name))) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
    }
  }
}
