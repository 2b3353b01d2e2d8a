// `npm test` on a machine without Chromium: it says so, with the fix, within seconds (before the
// minutes of lint and Vitest), instead of failing at the browser tests at the end.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumPlan } from './lib/chromiumNeeded.mjs';
import { root } from './lib/paths.mjs';

describe('npm test without Chromium', () => {
  it('stops in its first seconds with the one command that fixes it', () => {
    const { CI: _ci, ...env } = process.env;
    const started = Date.now();
    const result = spawnSync(process.execPath, [join(root, 'scripts/test.mjs')], {
      cwd: root,
      env: { ...env, CHROME_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      // Should the check not stop it, this kills the full run instead of waiting for it.
      timeout: 15_000,
    });
    const elapsed = Date.now() - started;
    expect(result.stderr).toContain('Chromium not found at /nonexistent/chromium');
    expect(result.stderr).toContain('set CHROME_PATH to a Chromium binary');
    expect(result.stderr).toContain('apt-get install -y chromium');
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('lint and format');
    expect(elapsed).toBeLessThan(10_000);
  });

  it('installs it in CI as root with apt-get, and names the command everywhere else', () => {
    const missing = { defaultPath: '/nonexistent/chromium', hasApt: () => true };
    expect(chromiumPlan({ CI: 'true' }, { ...missing, isRoot: true }).action).toBe('install');
    // Not root, not CI, no apt-get, or a CHROME_PATH the install would not fill: the fix is said.
    for (const [env, options] of [
      [{ CI: 'true' }, { ...missing, isRoot: false }],
      [{}, { ...missing, isRoot: true }],
      [{ CI: 'true' }, { ...missing, isRoot: true, hasApt: () => false }],
      [
        { CI: 'true', CHROME_PATH: '/nonexistent/chrome' },
        { ...missing, isRoot: true },
      ],
    ]) {
      const plan = chromiumPlan(env, options);
      expect(plan.action).toBe('missing');
      expect(plan.message).toContain('apt-get install -y chromium');
    }
  });

  it('changes nothing where Chromium is (the default or CHROME_PATH)', () => {
    expect(chromiumPlan({ CHROME_PATH: process.execPath })).toEqual({
      action: 'present',
      path: process.execPath,
    });
  });
});
