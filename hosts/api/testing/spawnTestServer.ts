import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathFromModule } from '../src/modulePath.ts';
import { runFileOf } from '../src/paths.ts';
import { copyPgliteTemplate } from '../src/store/pgliteTemplate.ts';
import type { LeadRow } from '../src/store/types.ts';

/** GET over node:http (not the test environment's fetch, which may be a browser emulation's). */
function getJson(url: string, token: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve(JSON.parse(text)));
    })
      .on('error', reject)
      .end();
  });
}

/** Makes the database template in a Node process of its own (PGlite needs Node's globals). */
function seedApart(target: string): Promise<void> {
  const script = pathFromModule('../src/store/seedPglite.ts', import.meta.url);
  return new Promise((resolve, reject) => {
    spawn(process.execPath, ['--import', 'tsx', script, target], { stdio: 'inherit' })
      .once('error', reject)
      .once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`seed failed (${code})`)),
      );
  });
}

/**
 * The real API in its own Node process, for tests that run in a browser-like environment
 * (happy-dom replaces the globals Hono's server relies on).
 */
export async function spawnTestServer(options: { rateLimitMax?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-api-'));
  const pgliteDir = join(dataDir, 'pglite');
  if (!copyPgliteTemplate(pgliteDir)) await seedApart(pgliteDir);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', pathFromModule('../src/main.ts', import.meta.url)],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        API_PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        RATE_LIMIT_MAX: String(options.rateLimitMax ?? 10_000),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = seen.match(/"event":"listening","url":"([^"]+)"/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`API exited early (${code})`)));
  });
  const { token } = JSON.parse(readFileSync(runFileOf(dataDir), 'utf8')) as { token: string };
  return {
    url,
    dataDir,
    async leads(kind?: string): Promise<LeadRow[]> {
      // The inbox's first page (newest first, at most 200) of real leads and of test leads
      // (issue 28: a view of their own), in stored order as listLeads gives.
      const query = `?limit=200${kind ? `&kind=${kind}` : ''}`;
      const pages = (await Promise.all(
        ['', '&test=true'].map((test) => getJson(`${url}/admin/leads${query}${test}`, token)),
      )) as { data: LeadRow[] }[];
      return pages.flatMap((page) => page.data).sort((a, b) => a.id - b.id);
    },
    async close() {
      // A process that already ended (crashed, or killed by the machine) has nothing to stop.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
