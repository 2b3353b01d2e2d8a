import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { leadsCli, spawnApi } from '../testing/spawnApi.ts';
import { pathFromModule } from './modulePath.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

const dirs: string[] = [];
/** A new data folder; seeded with an empty database unless the test wants a first start. */
async function freshDir({ seeded = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'gw-process-'));
  dirs.push(dir);
  if (seeded) await seedPgliteDir(join(dir, 'pglite'));
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Reads the leads of a data folder back through a fresh server on it. */
async function storedKinds(dataDir: string) {
  const api = await startTestServer({ dataDir });
  try {
    return (await api.leads()).map((lead) => lead.kind);
  } finally {
    await api.close();
  }
}

describe('the API as a process (npm start)', () => {
  it('serves the operator CLI through the running server, which holds the database', async () => {
    // An empty folder, as on the first `npm start`: the database is created there.
    const dataDir = await freshDir({ seeded: false });
    const api = await spawnApi(dataDir);
    try {
      expect((await post(`${api.url}/leads/request`, bodies.demo)).status).toBe(201);
      expect((await post(`${api.url}/waitlist/add`, bodies.waitlist)).status).toBe(201);
      const runFile = join(dataDir, 'api.json');
      expect(statSync(runFile).mode & 0o777).toBe(0o600);

      const list = await leadsCli(dataDir, 'list', '--kind', 'waitlist');
      expect(list.stdout).toMatch(/\twaitlist\tNgozi Okafor ngozi@example\.ca/);
      expect(list.stdout).toMatch(/^1 lead$/m);
      const csv = await leadsCli(dataDir, 'export', '--format', 'csv');
      expect(csv.stdout.trim().split('\n')).toHaveLength(3);
      // The CLI went through the server's operator endpoints (its requests are in the server log).
      expect(api.output()).toMatch(/"method":"GET","path":"\/admin\/leads","status":200/);
      expect(api.output()).toMatch(
        /"method":"GET","path":"\/admin\/leads\/export\.csv","status":200/,
      );

      // Without the token from the run file (or a session) it is refused (DESIGN.md §12: 401).
      const { port } = JSON.parse(readFileSync(runFile, 'utf8')) as { port: number };
      const anonymous = await fetch(`http://127.0.0.1:${port}/admin/leads`, {
        headers: { authorization: 'Bearer guess' },
      });
      expect(anonymous.status).toBe(401);
    } finally {
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    }
  });

  it('finishes a request in flight on SIGTERM, stores its lead and exits 0', async () => {
    const dataDir = await freshDir();
    const api = await spawnApi(dataDir, { LOG_LEVEL: 'silent' });
    const body = JSON.stringify(bodies.demo);
    const answer = new Promise<number | undefined>((resolve, reject) => {
      const slow = request(`${api.url}/leads/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      slow.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      slow.on('error', reject);
      // Half the body now, the rest after the server was told to stop.
      slow.write(body.slice(0, 20));
      void delay(300)
        .then(() => api.child.kill('SIGTERM'))
        .then(() => delay(300))
        .then(() => slow.end(body.slice(20)));
    });
    expect(await answer).toBe(201);
    expect(await api.exited).toBe(0);
    expect(await storedKinds(dataDir)).toEqual(['demo']);
  });

  it('keeps an acknowledged lead even when the process is killed outright', async () => {
    const dataDir = await freshDir();
    const api = await spawnApi(dataDir, { LOG_LEVEL: 'silent' });
    expect((await post(`${api.url}/funding-application/create`, bodies.funding)).status).toBe(200);
    api.child.kill('SIGKILL');
    await api.exited;
    expect(await storedKinds(dataDir)).toEqual(['funding']);
  });
});

describe('attack: npm start killed outright', () => {
  it('its API child stops too, releasing the data folder for the next start', async () => {
    const dataDir = await freshDir();
    const mainFile = pathFromModule('./main.ts', import.meta.url);
    // A stand-in for `npm start`: spawns the API as start.mjs does, prints its pid, then waits.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('node:child_process');
         const api = spawn(process.execPath, ['--import', 'tsx', ${JSON.stringify(mainFile)}], {
           env: { ...process.env, GW_STOP_WITH_PARENT: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
         api.stdout.on('data', (chunk) => {
           if (String(chunk).includes('"listening"')) console.log('api-pid ' + api.pid);
         });
         setInterval(() => {}, 1000);`,
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          API_PORT: '0',
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const apiPid = await new Promise<number>((resolve) => {
      parent.stdout.on('data', (chunk) => {
        const match = String(chunk).match(/api-pid (\d+)/);
        if (match) resolve(Number(match[1]));
      });
    });
    parent.kill('SIGKILL');
    const alive = () => {
      try {
        process.kill(apiPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const until = Date.now() + 10_000;
    while (alive() && Date.now() < until) await delay(100);
    expect(alive()).toBe(false);
    // It stopped cleanly: the run file that claims the folder is gone.
    expect(existsSync(join(dataDir, 'api.json'))).toBe(false);
    // The next start on the same folder is not refused.
    const next = await spawnApi(dataDir, { LOG_LEVEL: 'silent' });
    expect((await fetch(`${next.url}/health`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
