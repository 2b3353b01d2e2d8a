import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'gw-restart-'));
beforeAll(() => seedPgliteDir(join(dataDir, 'pglite')));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'hosts/api/src/cli/leads.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

describe('durability and the operator CLI', () => {
  it('keeps acknowledged leads across a restart', async () => {
    const first = await startTestServer({ dataDir });
    await post(`${first.url}/leads/request`, bodies.demo);
    await post(`${first.url}/waitlist/add`, bodies.waitlist);
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      expect((await second.leads()).map((lead) => lead.kind)).toEqual(['demo', 'waitlist']);
    } finally {
      await second.close();
    }
  });

  it('lists and exports the stored leads', async () => {
    const list = await cli('list', '--kind', 'demo');
    expect(list.stdout).toMatch(/\tdemo\tAda Obi ada@adaezehomes\.ng Adaeze Homes/);
    expect(list.stdout).toMatch(/^1 lead$/m);
    const csv = await cli('export', '--format', 'csv');
    const [header, ...rows] = csv.stdout.trim().split('\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['id', 'kind', 'createdAt']);
    expect(rows).toHaveLength(2);
    expect((await cli('list', '--since', '2999-01-01')).stdout).toBe('No leads.\n');
  });

  it('explains its usage on a wrong command', async () => {
    await expect(cli('delete')).rejects.toMatchObject({ code: 2 });
  });
});
