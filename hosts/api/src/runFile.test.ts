import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFileOf } from './paths.ts';
import { claimDataDir, holderOf, releaseDataDir } from './runFile.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gw-runfile-'));
const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
afterAll(() => {
  other.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const otherStarted = () => {
  const stat = readFileSync(`/proc/${other.pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const hasProc = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

describe('claiming a data folder', () => {
  it('is refused while another live process holds it, and granted once it is given back', () => {
    writeFileSync(runFileOf(dataDir), JSON.stringify({ pid: other.pid }));
    expect(claimDataDir(dataDir)?.pid).toBe(other.pid);
    rmSync(runFileOf(dataDir));
    expect(claimDataDir(dataDir)).toBeNull();
    expect(holderOf(dataDir)?.pid).toBe(process.pid);
    releaseDataDir(dataDir);
    expect(holderOf(dataDir)).toBeNull();
  });

  it('takes over from a holder that died, even when its pid now belongs to someone else', () => {
    writeFileSync(runFileOf(dataDir), JSON.stringify({ pid: 2 ** 22 + 1 }));
    expect(claimDataDir(dataDir)).toBeNull();
    releaseDataDir(dataDir);
    if (!hasProc) return;
    // The same pid, started at another time: a reused pid, not the holder.
    const reused = { pid: other.pid, started: String(Number(otherStarted()) - 1) };
    writeFileSync(runFileOf(dataDir), JSON.stringify(reused));
    expect(claimDataDir(dataDir)).toBeNull();
    releaseDataDir(dataDir);
    writeFileSync(runFileOf(dataDir), JSON.stringify({ pid: other.pid, started: otherStarted() }));
    expect(claimDataDir(dataDir)?.pid).toBe(other.pid);
  });
});
