import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCli, spawnApi } from '../testing/spawnApi.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

// `npm run admin`: operators are added, listed and removed with the API stopped (the CLI opens
// the embedded database) or running (the CLI goes through it, as the leads CLI does).
const dataDir = mkdtempSync(join(tmpdir(), 'gw-admin-cli-'));
beforeAll(() => seedPgliteDir(join(dataDir, 'pglite')));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const signIn = (url: string, email: string, password: string) =>
  fetch(`${url}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('npm run admin', () => {
  it('adds an operator with the password from stdin, then they sign in', async () => {
    const added = await adminCli(dataDir, ['add', 'Ada@Groundwork.ng'], 'a long enough secret\n');
    expect(added).toMatchObject({ code: 0, stdout: 'Added ada@groundwork.ng\n' });
    const short = await adminCli(dataDir, ['add', 'bola@groundwork.ng'], 'short\n');
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/at least 12 characters/);
    expect((await adminCli(dataDir, ['nonsense'])).stderr).toMatch(/^Usage:/);

    const api = await spawnApi(dataDir, { LOG_LEVEL: 'silent' });
    try {
      expect((await signIn(api.url, 'ada@groundwork.ng', 'a long enough secret')).status).toBe(204);
      expect((await signIn(api.url, 'ada@groundwork.ng', 'a long enough secreT')).status).toBe(401);
      // While the API runs, through it: add, list, remove (which ends their sessions).
      const second = await adminCli(
        dataDir,
        ['add', 'bola@groundwork.ng'],
        'another secret pass\n',
      );
      expect(second).toMatchObject({ code: 0, stdout: 'Added bola@groundwork.ng\n' });
      const session = await signIn(api.url, 'bola@groundwork.ng', 'another secret pass');
      const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const list = await adminCli(dataDir, ['list']);
      expect(list.stdout).toMatch(
        /^ada@groundwork\.ng\tadded .+\nbola@groundwork\.ng\tadded .+\n$/,
      );
      expect((await adminCli(dataDir, ['remove', 'bola@groundwork.ng'])).code).toBe(0);
      expect((await fetch(`${api.url}/admin/leads`, { headers: { cookie } })).status).toBe(401);
      const again = await adminCli(dataDir, ['remove', 'bola@groundwork.ng']);
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/No operator has the e-mail/);
    } finally {
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    }
  });
});
