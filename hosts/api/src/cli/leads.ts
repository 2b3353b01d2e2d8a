// Operator command: `npm run leads -- list [--kind demo] [--since 2026-01-31] [--test]`
//                   `npm run leads -- export --format csv --out leads.csv`
//                   and the data-rights commands of cli/people.ts (export EMAIL, erase, …)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fromInvocation } from '../paths.ts';
import { leadCountHeader } from '../routes/inbox.ts';
import type { LeadQuery, LeadRow } from '../store/types.ts';
import { terminalSafe, toCsv, toLines } from './format.ts';
import { peopleUsage, runPeopleCommand } from './people.ts';
import { cliUser, reachStore } from './reach.ts';

const usage = `Usage:
  npm run leads -- list [--kind demo|funding|waitlist|contact|profile|teaser] [--since YYYY-MM-DD] [--test]
  npm run leads -- export --format csv [--kind …] [--since …] [--test] --out leads.csv
  (--test: the test leads, from widgets in test mode, which are otherwise left out)
  npm run -s leads -- export --format csv > leads.csv   (-s keeps npm's banner out of the file)
${peopleUsage}`;

// Files this command writes (an export, an embedded database it opens) are the owner's alone.
process.umask(0o077);

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    since: { type: 'string' },
    test: { type: 'boolean' },
    format: { type: 'string' },
    out: { type: 'string' },
    yes: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
  },
});
const [command, ...args] = positionals;
// `export` with an address is a person's export; without, the CSV of the leads.
const personal = command !== 'export' || args.length > 0;
if (!(personal && (await runPeopleCommand(command, args, values, fail)))) await listOrExport();

async function listOrExport() {
  if (command !== 'list' && command !== 'export') fail(usage);
  if (command === 'export' && (values.format ?? 'csv') !== 'csv')
    fail('Only --format csv is supported.');
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) fail('--since must be a date, e.g. 2026-01-31');

  // Real leads, or with --test the test leads only: as the inbox shows them.
  const query = { kind: values.kind, since, test: Boolean(values.test) };
  const { text, count } =
    command === 'export'
      ? await exportLeads(query)
      : await readLeads(query).then((leads) => ({ text: toLines(leads), count: leads.length }));
  if (values.out) {
    const file = fromInvocation(values.out);
    writeFileSync(file, text, { mode: 0o600 });
    process.stderr.write(`${count} leads written to ${file}\n`);
  } else if (process.stdout.isTTY && command === 'export') {
    // A CSV shown on a terminal (not redirected to a file): kept whole, but nothing in it obeyed.
    process.stdout.write(terminalSafe(text));
  } else process.stdout.write(text);
}

/** The query as the inbox's filter parameters. */
function filterParams(query: LeadQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.since) params.set('from', query.since.toISOString());
  if (query.test) params.set('test', 'true');
  return params;
}

/**
 * The CSV, newest first as the inbox's: from the running server's export (which writes its
 * audit entry), else from the store, with the entry written here. An export is an operator
 * action the audit log keeps (issue 27), whichever way it went.
 */
async function exportLeads(query: LeadQuery): Promise<{ text: string; count: number }> {
  const reach = await reachStore(fail);
  if (reach.via === 'server') {
    const response = await reach.call(`/admin/leads/export.csv?${filterParams(query)}`);
    if (!response.ok) fail(`The running API answered ${response.status} to the export request.`);
    return { text: await response.text(), count: Number(response.headers.get(leadCountHeader)) };
  }
  try {
    const leads = (await reach.store.listLeads(query)).reverse();
    await reach.store.audit.record({
      operator: `cli:${cliUser()}`,
      action: 'leads.export-csv',
      detail: {
        filter: { kind: query.kind, from: query.since?.toISOString(), test: query.test },
        leads: leads.length,
      },
    });
    return { text: toCsv(leads), count: leads.length };
  } finally {
    await reach.done();
  }
}

/** From the running server when there is one, else straight from the store. */
async function readLeads(query: LeadQuery): Promise<LeadRow[]> {
  const reach = await reachStore(fail);
  if (reach.via === 'store') {
    try {
      return await reach.store.listLeads(query);
    } finally {
      await reach.done();
    }
  }
  // The inbox's pages, newest first: all of them, oldest first as the store lists them.
  const leads: LeadRow[] = [];
  let cursor: string | null = null;
  do {
    const params = filterParams(query);
    params.set('limit', '200');
    if (cursor) params.set('cursor', cursor);
    const response = await reach.call(`/admin/leads?${params}`);
    if (!response.ok) fail(`The running API answered ${response.status} to the leads request.`);
    const page = (await response.json()) as { data: LeadRow[]; next: string | null };
    leads.push(...page.data);
    cursor = page.next;
  } while (cursor);
  return leads.sort((a, b) => a.id - b.id);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
