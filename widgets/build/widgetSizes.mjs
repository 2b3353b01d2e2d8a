// What a widget costs a partner's page: the gzip, brotli and raw bytes of what its script tag
// loads before the widget shows (its one classic script, compressed as the CDN sends it).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { widgetFirstLoad } from './widgetFiles.mjs';

const gzipOf = (code) => gzipSync(code, { level: 9 }).length;
const brotliOf = (code) =>
  brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/** The sizes of what the script tags of `names`, together on one page, load first. */
export function firstLoadSize(...names) {
  const files = [...new Set(names.flatMap((name) => widgetFirstLoad(name)))];
  const codes = files.map((file) => readFileSync(file));
  const sum = (measure) => codes.reduce((total, code) => total + measure(code), 0);
  return {
    files,
    raw: sum((code) => code.length),
    gzip: sum(gzipOf),
    brotli: sum(brotliOf),
  };
}

/** The gzip size of one built file. */
export const fileGzip = (file) => gzipOf(readFileSync(file));
