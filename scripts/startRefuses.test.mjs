// The start-up checks as an operator meets them: `npm start` and the API itself refuse settings
// that disagree, before building or claiming the data folder, naming both values.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/paths.mjs';

const run = (args, env) =>
  spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

const disagreeing = {
  GW_API_BASE: 'http://localhost:8787',
  PUBLIC_API_URL: 'http://127.0.0.1:8787',
};

describe('start-up checks', () => {
  it('npm start refuses a PUBLIC_API_URL other than GW_API_BASE', () => {
    const result = run([join(root, 'scripts/start.mjs')], disagreeing);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm start: refused');
    expect(result.stderr).toContain('PUBLIC_API_URL (http://127.0.0.1:8787)');
    expect(result.stderr).toContain('GW_API_BASE (http://localhost:8787)');
  });

  it('the API refuses it too when started on its own', () => {
    const result = run(['--import', 'tsx', join(root, 'hosts/api/src/main.ts')], {
      ...disagreeing,
      DATA_DIR: join(root, 'dist/never-claimed'),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PUBLIC_API_URL (http://127.0.0.1:8787)');
    expect(result.stderr).toContain('GW_API_BASE (http://localhost:8787)');
  });
});
