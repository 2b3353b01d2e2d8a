// Browser tests (`npm test` runs this after vitest): builds what is stale, starts the site, the
// CDN origin, the API and the partner demo page on free ports, runs scripts/browser/tests/*.mjs in
// real Chromium, prints each test as ok/FAIL and writes {passed, failed} to $GW_BROWSER_REPORT.
// `node scripts/browser/run.mjs <text>` runs only the tests whose names contain <text>.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../build.mjs';
import { launchChromium } from './chromium.mjs';
import { startEnvironment } from './environment.mjs';
import { registered, setCurrentFile } from './harness.mjs';

const testTimeout = 45_000;
const only = process.argv[2]; // optional: a substring of the test names to run

const started = Date.now();
buildAll();

const testsDir = join(import.meta.dirname, 'tests');
for (const file of readdirSync(testsDir)
  .filter((name) => name.endsWith('.mjs'))
  .sort()) {
  setCurrentFile(file);
  await import(join(testsDir, file));
}

const env = await startEnvironment();
const browser = await launchChromium();

/** What a Content-Security-Policy refused during the current test, on any of its pages. */
let cspViolations = [];

/**
 * A fresh browser context per page: no cache or storage shared between tests. Every page runs
 * under its origin's real headers (the site's CSP included): a refusal fails the test.
 */
async function newPage(options = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`    page error: ${error.message}`));
  page.on('console', (message) => {
    if (
      /Content.Security.Policy|Refused to (load|execute|apply|connect|frame|run)/i.test(
        message.text(),
      )
    )
      cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

function withTimeout(promise, ms, name) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

let passed = 0;
let failed = 0;
console.log(
  `browser: site ${env.site}, cdn ${env.cdn}, api ${env.api ?? '(none)'}, partner ${env.partner}`,
);
for (const { name, fn, file } of registered) {
  if (only && !name.includes(only)) continue;
  const t0 = Date.now();
  cspViolations = [];
  try {
    await withTimeout(fn({ ...env, browser, newPage }), testTimeout, name);
    if (cspViolations.length > 0)
      throw new Error(`CSP violations:\n${[...new Set(cspViolations)].join('\n')}`);
    passed += 1;
    console.log(`ok   ${name} (${Date.now() - t0} ms)`);
  } catch (error) {
    failed += 1;
    console.log(
      `FAIL ${name} [${file}]\n     ${String(error?.stack ?? error)
        .split('\n')
        .slice(0, 6)
        .join('\n     ')}`,
    );
  } finally {
    for (const context of browser.contexts()) await context.close();
  }
}

await browser.close();
await env.stop();
console.log(
  `browser: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (process.env.GW_BROWSER_REPORT) {
  writeFileSync(process.env.GW_BROWSER_REPORT, JSON.stringify({ passed, failed }));
}
process.exit(failed > 0 ? 1 : 0);
