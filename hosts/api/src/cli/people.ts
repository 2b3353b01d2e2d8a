// The leads CLI's data-rights commands (issue 27): export, erase and withdraw-marketing for an
// e-mail address, and the retention (--dry-run lists what it would erase). Through the running
// server when it holds the embedded database, else on the store itself; either way the audit
// log names the operator cli:<login name>.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { isOperatorEmail } from '@gw/config';
import { type ErasureContext, type ErasureResult, erasePerson } from '../jobs/erasure.ts';
import { exportPerson } from '../jobs/personExport.ts';
import {
  expiredLeads,
  retentionCutoff,
  retentionMonthsOf,
  runRetention,
} from '../jobs/retention.ts';
import { withdrawMarketing } from '../jobs/withdrawMarketing.ts';
import { dataDirFromEnv, fromInvocation } from '../paths.ts';
import { normalEmail } from '../store/peopleStore.ts';
import type { ExpiredLead } from '../store/types.ts';
import { cliUser, type Reach, reachStore } from './reach.ts';

export const peopleUsage = `  npm run leads -- export EMAIL --out person.zip      everything held about an address, as a zip
  npm run leads -- erase EMAIL [--yes]                 erase it (asks to type the address again)
  npm run leads -- withdraw-marketing EMAIL            withdraw its marketing consent
  npm run leads -- retention [--dry-run]               erase leads past RETENTION_MONTHS (default 24)`;

type Fail = (message: string) => never;
type Values = { out?: string | undefined; yes?: boolean | undefined; 'dry-run'?: boolean };

/** Runs a data-rights command; false when `command` is not one. */
export async function runPeopleCommand(
  command: string | undefined,
  args: string[],
  values: Values,
  fail: Fail,
): Promise<boolean> {
  if (command === 'retention') {
    await withReach(fail, (reach) => retention(reach, Boolean(values['dry-run']), fail));
    return true;
  }
  if (command !== 'export' && command !== 'erase' && command !== 'withdraw-marketing') return false;
  const email = args[0]?.trim() ?? '';
  if (!isOperatorEmail(email)) fail(`${command} needs the e-mail address: ${command} EMAIL`);
  if (command === 'export') {
    if (!values.out) fail('export EMAIL needs --out FILE.zip');
    const file = fromInvocation(values.out);
    await withReach(fail, (reach) => exportTo(reach, email, file, fail));
  } else if (command === 'erase') {
    if (!values.yes) await confirm(email, fail);
    await withReach(fail, (reach) => erase(reach, email, fail));
  } else {
    await withReach(fail, (reach) => withdraw(reach, email, fail));
  }
  return true;
}

/** Asks for the address again; refuses when nobody can answer (no terminal) or it differs. */
async function confirm(email: string, fail: Fail) {
  if (!process.stdin.isTTY) {
    fail('erase asks you to type the address again: run it in a terminal, or add --yes.');
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const typed = await prompt.question(
    'This erases every lead and file held about that address, for good.\nType the address again to erase it: ',
  );
  prompt.close();
  if (normalEmail(typed) !== normalEmail(email)) fail('Not erased: the address typed differs.');
}

const operator = () => `cli:${cliUser()}`;
const now = () => new Date();

function context(reach: Extract<Reach, { via: 'store' }>): ErasureContext {
  return {
    store: reach.store,
    uploadsDir: join(dataDirFromEnv(), 'uploads'),
    log: (event) => process.stderr.write(`${JSON.stringify(event)}\n`),
  };
}

async function withReach(fail: Fail, work: (reach: Reach) => Promise<void>) {
  const reach = await reachStore(fail);
  try {
    await work(reach);
  } finally {
    if (reach.via === 'store') await reach.done();
  }
}

/** POSTs JSON to the running server; its answer, or a failure naming the status. */
async function postJson(reach: Extract<Reach, { via: 'server' }>, path: string, body: object) {
  return reach.call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function exportTo(reach: Reach, email: string, file: string, fail: Fail) {
  let zip: Uint8Array;
  if (reach.via === 'store') {
    const exported = await exportPerson(
      reach.store,
      context(reach).uploadsDir,
      email,
      operator(),
      now(),
    );
    if (!exported) fail('Nothing is held about that address.');
    zip = exported.zip;
  } else {
    const response = await postJson(reach, '/admin/people/export', { email });
    if (response.status === 404) fail('Nothing is held about that address.');
    if (!response.ok) fail(`The running API answered ${response.status} to the export.`);
    zip = new Uint8Array(await response.arrayBuffer());
  }
  writeFileSync(file, zip, { mode: 0o600 });
  process.stderr.write(`Export written to ${file} (${zip.length} bytes)\n`);
}

async function erase(reach: Reach, email: string, fail: Fail) {
  let erased: ErasureResult;
  if (reach.via === 'store') {
    erased = await erasePerson(context(reach), email, operator(), now());
  } else {
    const response = await postJson(reach, '/admin/people/erase', { email });
    if (!response.ok) fail(`The running API answered ${response.status} to the erasure.`);
    ({ erased } = (await response.json()) as { erased: ErasureResult });
  }
  const ids = erased.leads.length ? ` (${erased.leads.join(', ')})` : '';
  process.stdout.write(
    `Erased ${erased.leads.length} leads${ids}, ${erased.files} files; ` +
      `${erased.webhooksCancelled} webhook deliveries cancelled. The address is tombstoned.\n`,
  );
}

async function withdraw(reach: Reach, email: string, fail: Fail) {
  let count: number;
  if (reach.via === 'store') {
    count = (await withdrawMarketing(reach.store, email, operator(), now())).length;
  } else {
    const response = await postJson(reach, '/admin/people/withdraw-marketing', { email });
    if (!response.ok) fail(`The running API answered ${response.status} to the withdrawal.`);
    count = ((await response.json()) as { leads: number }).leads;
  }
  process.stdout.write(`Marketing consent withdrawn on ${count} leads.\n`);
}

/** What the retention erases, or (--dry-run) would: ids, kinds and dates, never an address. */
async function retention(reach: Reach, dryRun: boolean, fail: Fail) {
  let months: number;
  let leads: ExpiredLead[] = [];
  let erased: number[] | null = null;
  if (reach.via === 'store') {
    const setting = retentionMonthsOf(process.env.RETENTION_MONTHS);
    if (setting === null) fail('RETENTION_MONTHS must be a whole number of months.');
    months = setting;
    if (months > 0 && dryRun) leads = await expiredLeads(context(reach), months, now());
    if (months > 0 && !dryRun)
      erased = await runRetention(context(reach), months, now(), operator());
  } else {
    const response = dryRun
      ? await reach.call('/admin/retention')
      : await postJson(reach, '/admin/retention', {});
    if (response.status === 409) erased = null;
    else if (!response.ok) fail(`The running API answered ${response.status} to the retention.`);
    const answer = (await response.json()) as {
      months: number;
      leads?: ExpiredLead[];
      erased?: number[];
    };
    months = answer.months ?? 0;
    leads = answer.leads ?? [];
    erased = answer.erased ?? null;
  }
  if (months <= 0) {
    process.stdout.write('Retention is off (RETENTION_MONTHS=0): leads are kept.\n');
    return;
  }
  const cutoff = retentionCutoff(months, now()).toISOString();
  if (dryRun) {
    const lines = leads.map((lead) => `${lead.id}\t${lead.kind}\t${lead.createdAt}\n`).join('');
    process.stdout.write(
      `Retention ${months} months: ${leads.length} leads stored before ${cutoff} would be erased\n${lines}`,
    );
    return;
  }
  if (erased === null) fail('Another process is running the retention now: try again later.');
  process.stdout.write(
    `Retention ${months} months: ${erased.length} leads stored before ${cutoff} erased\n`,
  );
}
