import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { pathFromModule } from '../src/modulePath.ts';

const runFile = promisify(execFile);
const mainFile = pathFromModule('../src/main.ts', import.meta.url);
const cliFile = pathFromModule('../src/cli/leads.ts', import.meta.url);
const adminCliFile = pathFromModule('../src/cli/admin.ts', import.meta.url);

export type SpawnedApi = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed on stdout so far (its JSON log lines). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/** `npm start`'s entry (main.ts) as its own process on a free port, data under dataDir. */
export async function spawnApi(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seen = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = seen.match(/"event":"listening","url":"([^"]+)"/);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`API exited early (${code})`)));
  });
  return { url, child, output: () => seen, exited } satisfies SpawnedApi;
}

/** The operator CLI (`npm run leads -- …`) as a child process. */
export function leadsCli(dataDir: string, ...args: string[]) {
  return runFile(process.execPath, ['--import', 'tsx', cliFile, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

/** `npm run admin -- …` as a child process; `stdin` is what is piped in (the password). */
export function adminCli(dataDir: string, args: string[], stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', adminCliFile, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}
