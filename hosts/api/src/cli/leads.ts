// Operator command: `npm run leads -- list [--kind demo] [--since 2026-01-31]`
//                   `npm run leads -- export --format csv --out leads.csv`
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirFromEnv, fromInvocation } from '../paths.ts';
import { claimDataDir, releaseDataDir } from '../runFile.ts';
import { openStore } from '../store/openStore.ts';
import type { LeadQuery, LeadRow } from '../store/types.ts';
import { toCsv, toLines } from './format.ts';

const usage = `Usage:
  npm run leads -- list [--kind demo|funding|waitlist|contact|profile|teaser] [--since YYYY-MM-DD]
  npm run leads -- export --format csv [--kind …] [--since …] --out leads.csv
  npm run -s leads -- export --format csv > leads.csv   (-s keeps npm's banner out of the file)`;

// Files this command writes (an export, an embedded database it opens) are the owner's alone.
process.umask(0o077);

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    since: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
  },
});
const [command] = positionals;
if (command !== 'list' && command !== 'export') fail(usage);
if (command === 'export' && (values.format ?? 'csv') !== 'csv')
  fail('Only --format csv is supported.');
const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) fail('--since must be a date, e.g. 2026-01-31');

const leads = await readLeads({ kind: values.kind, since });
const text = command === 'export' ? toCsv(leads) : toLines(leads);
if (values.out) {
  const file = fromInvocation(values.out);
  writeFileSync(file, text, { mode: 0o600 });
  process.stderr.write(`${leads.length} leads written to ${file}\n`);
} else process.stdout.write(text);

/**
 * From the running server when there is one (it holds the embedded database, which allows one
 * process at a time), else straight from the store, holding the folder meanwhile.
 */
async function readLeads(query: LeadQuery): Promise<LeadRow[]> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = dataDirFromEnv();
  if (databaseUrl) return readStore({ databaseUrl, dataDir: join(dataDir, 'pglite') }, query);
  const holder = claimDataDir(dataDir);
  if (!holder) {
    try {
      return await readStore({ dataDir: join(dataDir, 'pglite') }, query);
    } finally {
      releaseDataDir(dataDir);
    }
  }
  if (!holder.port || !holder.token) {
    fail(`The API (pid ${holder.pid}) is starting or using ${dataDir}. Try again in a moment.`);
  }
  const url = new URL(`http://127.0.0.1:${holder.port}/admin/leads`);
  if (query.kind) url.searchParams.set('kind', query.kind);
  if (query.since) url.searchParams.set('since', query.since.toISOString());
  const response = await fetch(url, { headers: { authorization: `Bearer ${holder.token}` } });
  if (!response.ok) fail(`The running API answered ${response.status} to the leads request.`);
  return ((await response.json()) as { data: LeadRow[] }).data;
}

async function readStore(options: Parameters<typeof openStore>[0], query: LeadQuery) {
  const store = await openStore(options);
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
