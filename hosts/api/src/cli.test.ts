import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { leadsCli, spawnApi } from '../testing/spawnApi.ts';
import { openStore } from './store/openStore.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gw-cli-'));
beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  const api = await startTestServer({ dataDir });
  await post(`${api.url}/leads/request`, bodies.demo);
  await post(`${api.url}/inquiries/submit-profile`, bodies.profile);
  await api.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('one process per embedded database', () => {
  it('refuses to start a second server on a data folder in use, leaving the first alone', async () => {
    const first = await spawnApi(dataDir, { LOG_LEVEL: 'silent' });
    try {
      await expect(spawnApi(dataDir, { LOG_LEVEL: 'silent' })).rejects.toThrow(
        'API exited early (1)',
      );
      expect((await post(`${first.url}/leads/request`, bodies.demo)).status).toBe(201);
      // The CLI still reads through the first server while it runs.
      expect((await leadsCli(dataDir, 'list', '--kind', 'demo')).stdout).toMatch(/^2 leads$/m);
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    // Stopped cleanly, it gave the folder back: the CLI opens the database itself.
    expect((await leadsCli(dataDir, 'list')).stdout).toMatch(/^3 leads$/m);
  });

  it('writes the export to a file with --out, exactly what stdout gets', async () => {
    const file = join(dataDir, 'leads.csv');
    const written = await leadsCli(dataDir, 'export', '--format', 'csv', '--out', file);
    expect(written.stderr).toContain(`3 leads written to ${file}`);
    expect(readFileSync(file, 'utf8')).toBe((await leadsCli(dataDir, 'export')).stdout);
  });

  it('writes an export made straight on the store into the audit log, as the API would', async () => {
    await leadsCli(dataDir, 'export', '--kind', 'demo', '--out', join(dataDir, 'demo.csv'));
    const store = await openStore({ dataDir: join(dataDir, 'pglite') });
    try {
      const [entry] = (await store.audit.page(null, 1)).entries;
      expect(entry).toMatchObject({
        operator: `cli:${userInfo().username}`,
        action: 'leads.export-csv',
        detail: { filter: { kind: 'demo' }, leads: 2 },
      });
    } finally {
      await store.close();
    }
  });
});
