// `npm run size`: builds the widgets, then prints raw, gzip and brotli size of each against its
// gzip budget (widgets/size-budgets.json, KB = 1024 bytes); exits 1 when one is over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureWidgetFiles, widgetChunkNames, widgetFile } from '@gw/widgets/files';
import { root } from './lib/paths.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'widgets/size-budgets.json'), 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// Always a fresh build, under the lock the tests and `npm start` take.
const widgetNames = [...ensureWidgetFiles({ force: true }), ...widgetChunkNames];

const rows = widgetNames.map((name) => {
  const code = readFileSync(widgetFile(name));
  const gzip = gzipSync(code, { level: 9 }).length;
  const brotli = brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  const budget = budgets[name];
  return {
    widget: name,
    raw: kb(code.length),
    gzip: kb(gzip),
    brotli: kb(brotli),
    budget: budget ? `${budget} KB` : '—',
    ok: budget ? (gzip / 1024 <= budget ? 'yes' : 'OVER') : '—',
  };
});
console.table(rows);
const unbuilt = Object.keys(budgets).filter(
  (name) => !name.startsWith('$') && !widgetNames.includes(name),
);
if (unbuilt.length) console.log(`not built yet: ${unbuilt.join(', ')}`);
if (rows.some((row) => row.ok === 'OVER')) process.exit(1);
