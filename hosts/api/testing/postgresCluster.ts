import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Whether PostgreSQL's own tools (initdb, pg_ctl) are on PATH. */
export const postgresInstalled = spawnSync('initdb', ['--version']).status === 0;

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
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
      : execFileSync(command, args, { stdio: 'ignore' });
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
