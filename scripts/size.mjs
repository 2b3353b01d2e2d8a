// `npm run size`: raw, gzip and brotli size of each built widget against its budget.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'widgets/dist');
const budgets = JSON.parse(readFileSync(join(root, 'widgets/size-budgets.json'), 'utf8'));

execFileSync(process.execPath, [join(root, 'widgets/build/build.mjs')], { stdio: 'inherit' });
const files = existsSync(dist) ? readdirSync(dist).filter((file) => file.endsWith('.js')) : [];
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const rows = files.map((file) => {
  const code = readFileSync(join(dist, file));
  const name = file.replace(/\.js$/, '');
  const gzip = gzipSync(code, { level: 9 }).length;
  const budget = budgets[name];
  return {
    widget: name,
    raw: kb(code.length),
    gzip: kb(gzip),
    brotli: kb(brotliCompressSync(code).length),
    budget: budget ? `${budget} KB` : '—',
    ok: budget ? (gzip / 1024 <= budget ? 'yes' : 'OVER') : '—',
  };
});
console.table(rows);
if (rows.some((row) => row.ok === 'OVER')) process.exit(1);
