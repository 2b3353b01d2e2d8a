// `npm test` ends with the browser tests, minutes in: whether Chromium is there is checked before
// anything else, so a fresh machine hears what to install in the first second, not after Vitest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defaultChromium } from '../browser/chromium.mjs';

const aptCommand = 'apt-get install -y chromium';

/**
 * What to do about Chromium: 'present'; 'install' (CI on a root machine with apt-get, and no
 * CHROME_PATH naming another binary); or 'missing', with the one line that fixes it.
 */
export function chromiumPlan(
  env = process.env,
  {
    isRoot = process.getuid?.() === 0,
    defaultPath = defaultChromium,
    hasApt = () => commandExists('apt-get'),
  } = {},
) {
  const path = env.CHROME_PATH ?? defaultPath;
  if (existsSync(path)) return { action: 'present', path };
  const canInstall = Boolean(env.CI) && env.CHROME_PATH === undefined && isRoot && hasApt();
  if (canInstall) return { action: 'install', path };
  const fix =
    env.CHROME_PATH === undefined
      ? `${aptCommand} (or set CHROME_PATH to a Chromium binary)`
      : `set CHROME_PATH to a Chromium binary, or unset it after ${aptCommand}`;
  return {
    action: 'missing',
    path,
    message: `npm test: Chromium not found at ${path}; the browser tests need it. Fix: ${fix}`,
  };
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Checks (or, in CI as root, installs) Chromium; exits the process with the fix if it cannot. */
export function requireChromium() {
  const plan = chromiumPlan();
  if (plan.action === 'present') return;
  if (plan.action === 'install') {
    console.log(`npm test: Chromium not found at ${plan.path}; CI is set: ${aptCommand}…`);
    const apt = (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    if (
      apt(['update', '-qq']) &&
      apt(['install', '-y', '-qq', 'chromium']) &&
      existsSync(plan.path)
    )
      return;
    console.error(`npm test: installing Chromium failed; run ${aptCommand} yourself`);
    process.exit(1);
  }
  console.error(plan.message);
  process.exit(1);
}
