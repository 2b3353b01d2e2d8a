import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { runFileOf } from './paths.ts';

/**
 * Who holds a PGlite data folder. PGlite takes no lock of its own: a second process that opens
 * the same folder silently overwrites the first one's writes (seen here: rows lost). So the
 * server and the operator CLI claim the folder through this file first. The server adds its
 * port and the token of its local admin endpoint, through which the CLI reads while it runs.
 */
export type RunInfo = { pid: number; started?: string; port?: number; token?: string };

/**
 * When a process started (Linux: clock ticks since boot, /proc/<pid>/stat field 22). A pid alone
 * is not enough: after a crash and a container restart, the dead holder's pid is soon reused.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive({ pid, started }: RunInfo): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTimeOf(pid);
  return started === undefined || now === undefined || now === started;
}

const self = () => ({ pid: process.pid, started: startTimeOf(process.pid) });

/** The live holder of the folder, or null (a file left by a dead process counts as none). */
export function holderOf(dataDir: string): RunInfo | null {
  try {
    const info = JSON.parse(readFileSync(runFileOf(dataDir), 'utf8')) as RunInfo;
    return Number.isInteger(info.pid) && isAlive(info) ? info : null;
  } catch {
    return null;
  }
}

/** Claims the folder for this process; returns the other live holder when there is one. */
export function claimDataDir(dataDir: string): RunInfo | null {
  const file = runFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(self()), { flag: 'wx', mode: 0o600 });
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(dataDir);
      if (holder && holder.pid !== process.pid) return holder;
      rmSync(file, { force: true });
    }
  }
  return holderOf(dataDir) ?? { pid: -1 };
}

/** Publishes how to reach this process's admin endpoint (the folder is already claimed). */
export function announce(dataDir: string, info: Omit<RunInfo, 'pid'>): void {
  writeFileSync(runFileOf(dataDir), JSON.stringify({ ...self(), ...info }), { mode: 0o600 });
}

/** Gives the folder back, if this process holds it. */
export function releaseDataDir(dataDir: string): void {
  if (holderOf(dataDir)?.pid === process.pid) rmSync(runFileOf(dataDir), { force: true });
}
