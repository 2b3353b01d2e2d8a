// Operator command: `npm run leads -- list [--kind demo] [--since 2026-01-31]`
//                   `npm run -s leads -- export --format csv > leads.csv`
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dataDirFromEnv, runFileOf } from '../paths.ts';
import { openStore } from '../store/openStore.ts';
import type { LeadQuery, LeadRow } from '../store/types.ts';
import { toCsv, toLines } from './format.ts';

const usage = `Usage:
  npm run leads -- list [--kind demo|funding|waitlist|contact|profile|teaser] [--since YYYY-MM-DD]
  npm run -s leads -- export --format csv [--kind …] [--since …] > leads.csv`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { kind: { type: 'string' }, since: { type: 'string' }, format: { type: 'string' } },
});
const [command] = positionals;
if (command !== 'list' && command !== 'export') fail(usage);
if (command === 'export' && (values.format ?? 'csv') !== 'csv')
  fail('Only --format csv is supported.');
const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) fail('--since must be a date, e.g. 2026-01-31');

const leads = await readLeads({ kind: values.kind, since });
process.stdout.write(command === 'export' ? toCsv(leads) : toLines(leads));

/** From the running server when there is one (it holds the embedded database), else directly. */
async function readLeads(query: LeadQuery): Promise<LeadRow[]> {
  const dataDir = dataDirFromEnv();
  const runFile = runFileOf(dataDir);
  if (!process.env.DATABASE_URL && existsSync(runFile)) {
    const { port, token } = JSON.parse(readFileSync(runFile, 'utf8')) as {
      port: number;
      token: string;
    };
    const url = new URL(`http://127.0.0.1:${port}/admin/leads`);
    if (query.kind) url.searchParams.set('kind', query.kind);
    if (query.since) url.searchParams.set('since', query.since.toISOString());
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (response.ok) return ((await response.json()) as { data: LeadRow[] }).data;
    } catch {
      // The server is gone (stale run file): read the database directly.
    }
  }
  const store = await openStore({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: `${dataDir}/pglite`,
  });
  try {
    return await store.listLeads(query);
  } finally {
    await store.close();
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
