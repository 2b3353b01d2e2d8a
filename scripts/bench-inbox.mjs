// `npm run bench:inbox`: the operators' inbox over 100,000 leads (BENCH_LEADS), through the real
// API on an embedded database: the median and worst time of each filtered page (20 requests
// each, after a warm-up). The goal (issue 15): every filtered page under 100 ms on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

await import('./lib/config.mjs'); // TypeScript loader for the API's modules
const { startServer } = await import('../hosts/api/src/server.ts');
const { openSql } = await import('../hosts/api/src/store/openStore.ts');
const { operatorSession } = await import('../hosts/api/testing/operatorSession.ts');

const count = Number(process.env.BENCH_LEADS ?? 100_000);
const repeats = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'gw-bench-inbox-'));

/** Leads of every kind over a year: a third from partners' widgets, a fifth handled. */
async function seed() {
  const sql = await openSql({ dataDir: join(dataDir, 'pglite') });
  const started = performance.now();
  await sql.query(
    `INSERT INTO leads (kind, payload, attribution, created_at, handled_at)
     SELECT (ARRAY['demo','funding','waitlist','contact','profile','teaser'])[1 + i % 6],
       jsonb_build_object('firstName', 'First' || i, 'lastName', (ARRAY['Okafor','Bello','Eze','Obi'])[1 + i % 4] || i,
         'email', 'person' || i || '@example.ng', 'businessName', 'Company ' || (i % 997)),
       jsonb_build_object('surface', (ARRAY['site','remote','widget'])[1 + i % 3],
         'partner', CASE WHEN i % 3 = 2 THEN (ARRAY['ndba','ndba-lagos','ndba-abuja'])[1 + i % 7 % 3] END),
       now() - (i || ' minutes')::interval * 5,
       CASE WHEN i % 5 = 0 THEN now() END
     FROM generate_series(1, $1) AS i`,
    [count],
  );
  await sql.exec('ANALYZE leads');
  await sql.close();
  return performance.now() - started;
}

const seconds = await seed();
const api = await startServer({ port: 0, dataDir, logLevel: 'silent' });
const { read } = await operatorSession(api.url, api.store);

const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
const queries = [
  ['first page, no filter', ''],
  ['kind=demo', 'kind=demo'],
  ['partner=ndba-lagos', 'partner=ndba-lagos'],
  ['surface=widget&handled=false', 'surface=widget&handled=false'],
  ['from a month ago to a week ago', `from=${monthAgo}&to=${weekAgo}`],
  ['q=okafor12 (text search)', 'q=okafor12'],
  ['kind=funding&q=company 5', 'kind=funding&q=company%205'],
];

async function time(query) {
  const started = performance.now();
  const response = await fetch(`${api.url}/admin/leads?${query}`, { headers: read });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
  return { ms: performance.now() - started, next: body.next };
}

const rows = [];
try {
  for (const [label, query] of queries) {
    await time(query);
    const times = [];
    for (let i = 0; i < repeats; i += 1) times.push((await time(query)).ms);
    times.sort((a, b) => a - b);
    rows.push([label, times[Math.floor(repeats / 2)], times.at(-1)]);
  }
  // Deep in the list: the 50th page of kind=demo by cursor.
  let cursor = '';
  let deepest = 0;
  for (let page = 0; page < 50; page += 1) {
    const { ms, next } = await time(`kind=demo${cursor ? `&cursor=${cursor}` : ''}`);
    deepest = Math.max(deepest, ms);
    cursor = next;
  }
  rows.push(['kind=demo, 50 pages by cursor (worst page)', deepest, deepest]);
} finally {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `bench:inbox: ${count.toLocaleString('en')} leads seeded in ${(seconds / 1000).toFixed(1)} s`,
);
console.log('| Page | median ms | worst ms |\n|---|---|---|');
for (const [label, median, worst] of rows) {
  console.log(`| ${label} | ${median.toFixed(1)} | ${worst.toFixed(1)} |`);
}
