// `npm test`: lint, type-check, unit/integration tests (both renderers), then browser tests.
// Ends with one line 'N passed, N failed' summing every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireChromium } from './lib/chromiumNeeded.mjs';

// First, before minutes of lint and Vitest: the browser tests at the end need Chromium.
requireChromium();

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
let passed = 0;
let failed = 0;

function step(title, command, args, options = {}) {
  console.log(`\n── ${title} ──`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

const lintOk = step('lint and format (biome)', bin('biome'), ['ci', '.']);
if (!lintOk) failed += 1;

const typesOk = step('type-check (tsc, every package)', process.execPath, [
  'scripts/typecheck.mjs',
]);
if (!typesOk) failed += 1;

const report = join(mkdtempSync(join(tmpdir(), 'gw-vitest-')), 'report.json');
const unitOk = step('unit and integration tests (vitest: react, preact, node)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
}
if (!unitOk && !existsSync(report)) failed += 1;

const browserReport = join(mkdtempSync(join(tmpdir(), 'gw-browser-')), 'report.json');
const browserOk = step('browser tests (Playwright Test, Chromium)', bin('playwright'), ['test'], {
  env: { ...process.env, GW_BROWSER_REPORT: browserReport },
});
if (existsSync(browserReport)) {
  // Playwright's counts: expected = passed, unexpected = failed, flaky = passed on a retry.
  const { stats } = JSON.parse(readFileSync(browserReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (!browserOk && !existsSync(browserReport)) failed += 1;

if (!lintOk || !typesOk)
  console.log('\n(lint or type-check failures count as one failed test each)');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || !unitOk || !browserOk ? 1 : 0);
