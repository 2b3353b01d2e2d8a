// Runs the widgets' browser tests alone: `node widgets/browser/run.mjs` (builds stale widgets,
// serves widgets/dist as the CDN origin, starts the real API, drives /usr/bin/chromium).
// scripts/browser/run.mjs runs the same tests in `npm test` when its tests folder imports them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../../scripts/browser/chromium.mjs';
import { registered, setCurrentFile } from '../../scripts/browser/harness.mjs';
import { createCdnServer } from '../../scripts/serve/servers.mjs';
import { listen } from '../../scripts/serve/staticServer.mjs';

execFileSync(process.execPath, [join(import.meta.dirname, '../build/build.mjs')], {
  stdio: 'inherit',
});
setCurrentFile('embed.browser.mjs');
await import('./embed.browser.mjs');

await import('../../scripts/lib/config.mjs'); // registers the TypeScript loader
const { startTestServer } = await import('@gw/api/testing');
const apiServer = await startTestServer();
const cdnServer = createCdnServer({ dir: mkdtempSync(join(tmpdir(), 'gw-cdn-')) });
const cdn = await listen(cdnServer, 0);
const browser = await launchChromium();

async function newPage(options = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`    page error: ${error.message}`));
  return page;
}

let failed = 0;
for (const { name, fn } of registered) {
  const started = Date.now();
  try {
    await fn({ newPage, browser, cdn, api: apiServer.url, apiServer });
    console.log(`ok   ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}\n     ${error?.stack ?? error}`);
  }
}
await browser.close();
cdnServer.closeAllConnections();
cdnServer.close();
await apiServer.close();
process.exitCode = failed ? 1 : 0;
