import { listen } from '@gw/tooling/serve';
import { startPartnerServer } from '../hosts/partner/src/server.mjs';
import { launchChromium } from './browser/chromium.mjs';
import { createCdnServer } from './serve/servers.mjs';
await import('./lib/config.mjs');
const { startTestServer } = await import('@gw/api/testing');
const api = await startTestServer();
const cdnServer = createCdnServer();
const cdn = await listen(cdnServer, 0);
const partner = await startPartnerServer({ cdn, api: api.url });
const browser = await launchChromium();
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__t = {};
    document.addEventListener('gw:ready', (e) => (window.__t[e.detail.widget] ??= performance.now()), true);
  });
  await page.goto(`${partner.url}/`, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const t = await page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const scripts = list.getEntries().flatMap((f) => f.scripts.map((s) => [s.sourceURL.replace(/^.*\//, '') || s.invoker, Math.round(s.startTime), Math.round(s.executionStart), Math.round(s.duration)]));
      resolve({ ready: Object.fromEntries(Object.entries(window.__t).map(([k, v]) => [k, Math.round(v)])), scripts });
    }).observe({ type: 'long-animation-frame', buffered: true });
    setTimeout(() => resolve({ none: true, ready: window.__t }), 500);
  }));
  console.log(JSON.stringify(t));
  await context.close();
}
await browser.close(); await partner.close(); cdnServer.closeAllConnections(); cdnServer.close(); await api.close();
