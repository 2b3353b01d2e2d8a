import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies } from '../testing/fixtures.ts';
import { spawnApi } from '../testing/spawnApi.ts';
import { pathFromModule } from './modulePath.ts';
import { openSql, openStore } from './store/openStore.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

// `npm run leads -- export EMAIL | erase EMAIL | withdraw-marketing EMAIL | retention`, on the
// embedded database itself (no API running) and through the running API.
const cliFile = pathFromModule('./cli/leads.ts', import.meta.url);
const dataDir = mkdtempSync(join(tmpdir(), 'gw-people-cli-'));
const email = 'musa@kanobuild.ng';
const fileKey = 'landingpage/7c0c4a3e-8a51-4d43-9c53-3e1f0d2b6a11.pdf';
const ids: Record<string, number> = {};

type Run = { code: number | null; stdout: string; stderr: string };
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', WEBHOOK_URL: '' };

/** The leads CLI with no terminal (stdin a pipe, as in a script or CI). */
function cli(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', cliFile, ...args],
      { env },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

/** The leads CLI in a terminal (a pseudo-terminal from script(1)), `typed` typed into it. */
function cliInTerminal(typed: string, ...args: string[]): Promise<Run> {
  const command = [process.execPath, '--import', 'tsx', cliFile, ...args]
    .map((part) => `'${part.replace(/'/g, "'\\''")}'`)
    .join(' ');
  return new Promise((resolve) => {
    const child = execFile(
      'script',
      ['-qec', command, '/dev/null'],
      { env },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
    // Typed once the prompt is up, as a person would.
    let sent = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!sent && chunk.toString().includes('Type the address again')) {
        sent = true;
        child.stdin?.write(`${typed}\r`);
      }
    });
  });
}

beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  const store = await openStore({ dataDir: join(dataDir, 'pglite') });
  const document = { Bucket: 'b', S3Key: fileKey, type: 'application/pdf', name: 'plan.pdf' };
  const marketing = { notice: '2026-11-26', marketing: true, at: new Date().toISOString() };
  const add = async (name: string, kind: string, payload: object) => {
    ids[name] = (await store.insertLead(kind, payload, {}, undefined, marketing)).lead.id;
  };
  await add('funding', 'funding', { ...bodies.funding, email, uploadedFiles: [document] });
  await add('contact', 'contact', { ...bodies.contact, email: 'Musa@KanoBuild.ng' });
  await add('old', 'demo', bodies.demo);
  await add('young', 'waitlist', bodies.waitlist);
  await store.recordUpload(fileKey, 'application/pdf', 12);
  await store.close();
  mkdirSync(join(dataDir, 'uploads', 'landingpage'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', fileKey), '%PDF-1.4 plan');
  // The demo request is 25 months old.
  const sql = await openSql({ dataDir: join(dataDir, 'pglite') });
  await sql.query("UPDATE leads SET created_at = now() - interval '25 months' WHERE id = $1", [
    ids.old,
  ]);
  await sql.close();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run leads: data rights', () => {
  it('retention --dry-run lists the leads past RETENTION_MONTHS by id, kind and date, no addresses', async () => {
    const run = await cli('retention', '--dry-run');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Retention 24 months: 1 leads stored before \S+ would be erased$/);
    expect(lines[1]).toMatch(new RegExp(`^${ids.old}\\tdemo\\t\\d{4}-\\d\\d-\\d\\dT`));
    expect(lines).toHaveLength(2);
    expect(run.stdout).not.toContain('@');
  });

  it('exports an address to a zip with --out', async () => {
    const file = join(dataDir, 'person.zip');
    const run = await cli('export', email, '--out', file);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`Export written to ${file}`);
    const zip = unzipSync(readFileSync(file));
    expect(Object.keys(zip).sort()).toEqual([`files/${fileKey}`, 'person.json']);
    expect((await cli('export', email)).stderr).toContain('needs --out FILE.zip');
  });

  it('withdraws marketing consent for an address', async () => {
    const run = await cli('withdraw-marketing', email);
    expect(run).toMatchObject({ code: 0, stdout: 'Marketing consent withdrawn on 2 leads.\n' });
  });

  it('erase asks to type the address again, and refuses without a terminal unless --yes', async () => {
    const piped = await cli('erase', email);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('run it in a terminal, or add --yes');
    const mistyped = await cliInTerminal('musa@kanobuild.com', 'erase', email);
    expect(mistyped.stdout).toContain('Not erased: the address typed differs.');
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(true);

    const typed = await cliInTerminal(' MUSA@kanobuild.ng', 'erase', email);
    expect(typed.stdout).toContain(
      `Erased 2 leads (${ids.funding}, ${ids.contact}), 1 files; 0 webhook deliveries cancelled.`,
    );
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(false);
  });

  it('runs the retention, and goes through the running API while it holds the database', async () => {
    const direct = await cli('retention');
    expect(direct.stdout).toMatch(/^Retention 24 months: 1 leads stored before \S+ erased\n$/);
    expect((await cli('retention', '--dry-run')).stdout).toMatch(/: 0 leads stored before/);

    const api = await spawnApi(dataDir, { LOG_LEVEL: 'silent' });
    try {
      const erased = await cli('erase', bodies.waitlist.email, '--yes');
      expect(erased.stdout).toContain(`Erased 1 leads (${ids.young}), 0 files;`);
      const dry = await cli('retention', '--dry-run');
      expect(dry.stdout).toMatch(/^Retention 24 months: 0 leads stored before/);
    } finally {
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    }
    // Every action in the audit log as the CLI's user, never with the address.
    const sql = await openSql({ dataDir: join(dataDir, 'pglite') });
    try {
      const { rows } = await sql.query<{ operator: string; action: string; text: string }>(
        'SELECT operator, action, audit_log::text AS text FROM audit_log ORDER BY id',
      );
      expect(rows.map((row) => row.action)).toEqual([
        'person.export',
        'person.withdraw-marketing',
        'person.erase',
        'retention.erase',
        'person.erase',
      ]);
      expect(new Set(rows.map((row) => row.operator))).toEqual(
        new Set([`cli:${userInfo().username}`]),
      );
      expect(rows.map((row) => row.text).join(' ')).not.toContain('@');
    } finally {
      await sql.close();
    }
  });
});
