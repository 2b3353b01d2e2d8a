import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';

/** Where Debian's `postgresql` package puts initdb and pg_ctl (not on PATH): one per version. */
const debianBinRoot = '/usr/lib/postgresql';

/**
 * The folder of PostgreSQL's own tools (initdb, pg_ctl): '' when they are on PATH, else the
 * newest /usr/lib/postgresql/<version>/bin that has them; undefined when there are none.
 */
function findPostgresBin(): string | undefined {
  if (spawnSync('initdb', ['--version']).status === 0) return '';
  const versions = existsSync(debianBinRoot)
    ? readdirSync(debianBinRoot).sort((a, b) => Number(b) - Number(a))
    : [];
  return versions
    .map((version) => join(debianBinRoot, version, 'bin'))
    .find((bin) => spawnSync(join(bin, 'initdb'), ['--version']).status === 0);
}

const postgresBin = findPostgresBin();

/** Whether PostgreSQL's tools are installed (on PATH, or where Debian's package puts them). */
export const postgresInstalled = postgresBin !== undefined;

const postgresMissing =
  'PostgreSQL not found (initdb and pg_ctl on PATH or in /usr/lib/postgresql/<version>/bin): ' +
  'apt-get install -y postgresql';

/**
 * A describe block that needs a real PostgreSQL server. Without one it fails, naming what to
 * install: `npm test` runs every test, here as in CI.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  if (postgresInstalled) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    it('has PostgreSQL to run against (npm test runs every test)', () => {
      throw new Error(postgresMissing);
    });
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A throwaway PostgreSQL server in a temp folder (initdb + pg_ctl), for the DATABASE_URL driver.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPostgres(): Promise<{
  /** A new empty database on the server; its URL. */
  database(): Promise<string>;
  stop(): void;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'gw-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (postgresBin === undefined) throw new Error(postgresMissing);
  const run = (tool: string, args: string[]) => {
    const command = join(postgresBin, tool);
    return asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
      : execFileSync(command, args, { stdio: 'ignore' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    chownSync(dir, uid, uid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'gw', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const base = `postgres://gw@127.0.0.1:${port}`;
  let made = 0;
  return {
    async database() {
      made += 1;
      const client = new pg.Client(`${base}/postgres`);
      await client.connect();
      await client.query(`CREATE DATABASE test_${made}`);
      await client.end();
      return `${base}/test_${made}`;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
