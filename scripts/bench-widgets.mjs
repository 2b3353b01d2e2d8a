// `npm run bench:widgets`: how long each widget takes from its script tag to `gw:ready` on the
// partner demo page, in Chromium, over BENCH_RUNS (default 7) cold loads (a fresh browser
// context each: empty cache). Per widget: the median time from the script's request start
// (PerformanceResourceTiming.startTime) to its first gw:ready, how much of it was download, how
// long the downloaded script waited for its turn (the page's parsing and the deferred scripts
// before it, the partner's own React app among them) and compiled until it defined gw-<name>,
// and its render (from defining gw-<name> to gw:ready); plus each file's raw and gzip size.
// Then what loads on first use, again cold: from a press on a dialog widget's launcher to its
// dialog open (its module and the shared Preact runtime fetched on the press), and from a press
// on the waitlist's country field to its list shown.
// A benchmark, not a test: it prints figures, never fails on them.
import { listen } from '@gw/tooling/serve';
import { ensureWidgetFiles } from '@gw/widgets/files';
import { firstLoadSize } from '@gw/widgets/sizes';
import { startPartnerServer } from '../hosts/partner/src/server.mjs';
import { launchChromium } from './browser/chromium.mjs';
import { createCdnServer } from './serve/servers.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const names = ensureWidgetFiles();

await import('./lib/config.mjs'); // registers the TypeScript loader for the API
const { startTestServer } = await import('@gw/api/testing');
const api = await startTestServer();
const cdnServer = createCdnServer();
const cdn = await listen(cdnServer, 0);
const partner = await startPartnerServer({ cdn, api: api.url });
const browser = await launchChromium();

/** One cold load: per widget, ms from its script's request start to gw:ready, and download ms. */
async function coldLoad() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Through DevTools, before any page script: the page's CSP does not apply to it.
  await page.addInitScript(() => {
    window.__gwReady = [];
    window.__gwDefined = {};
    // A widget script defines its element as soon as it runs: the start of its own work.
    const define = customElements.define.bind(customElements);
    customElements.define = (name, elementClass, options) => {
      window.__gwDefined[name.replace(/^gw-/, '')] ??= performance.now();
      return define(name, elementClass, options);
    };
    document.addEventListener(
      'gw:ready',
      (event) => window.__gwReady.push({ widget: event.detail.widget, at: performance.now() }),
      true,
    );
  });
  await page.goto(`${partner.url}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__gwReady.length >= 6);
  const sample = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const result = { page: { parsed: navigation.domInteractive, requested: Infinity } };
    for (const entry of performance.getEntriesByType('resource')) {
      const match = entry.name.match(/\/widgets\/([a-z-]+)\.js$/);
      if (!match) continue;
      result.page.requested = Math.min(result.page.requested, entry.startTime);
      const ready = window.__gwReady.find((event) => event.widget === match[1]);
      if (!ready) continue;
      result[match[1]] = {
        ready: ready.at - entry.startTime,
        render: ready.at - window.__gwDefined[match[1]],
        download: entry.responseEnd - entry.startTime,
        waited: window.__gwDefined[match[1]] - entry.responseEnd,
        transfer: entry.encodedBodySize,
      };
    }
    return result;
  });
  await context.close();
  return sample;
}

/**
 * What each first use waits for, in a fresh context (cold cache) once every widget is ready: ms
 * from a press on `control` to the first `shown` inside the widget's shadow root.
 */
const launcher = '[data-slot="button"]';
const dialog = 'dialog[open]';
const firstUses = [
  { widget: 'demo', control: launcher, shown: dialog },
  { widget: 'funding', control: launcher, shown: dialog },
  { widget: 'role-picker', control: launcher, shown: dialog },
  {
    widget: 'waitlist',
    // The country field (the dial-code field's combobox has an aria-label of its own).
    control: '[role="combobox"]:not([aria-label])',
    shown: '[role="listbox"]:not([hidden]) [role="option"]',
  },
];

async function firstUse({ widget, control, shown }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__gwReady = 0;
    document.addEventListener('gw:ready', () => (window.__gwReady += 1), true);
  });
  await page.goto(`${partner.url}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__gwReady >= 6);
  const elapsed = await page.evaluate(
    ([name, pressed, target]) => {
      const host = document.querySelector(`gw-${name}, [data-gw-widget="${name}"]`);
      const root = host.shadowRoot;
      const element = root.querySelector(pressed);
      const start = performance.now();
      element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      element.focus();
      element.click();
      return new Promise((resolve) => {
        const done = () => root.querySelector(target) && resolve(performance.now() - start);
        new MutationObserver(done).observe(root, {
          subtree: true,
          childList: true,
          attributes: true,
        });
        done();
      });
    },
    [widget, control, shown],
  );
  await context.close();
  return elapsed;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

try {
  await coldLoad(); // warms Chromium's own start-up, not the page's cache (contexts are fresh)
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await coldLoad());
  console.log(`script tag -> gw:ready on the partner page, median of ${runs} cold loads:`);
  console.table(
    names.map((name) => {
      const first = firstLoadSize(name);
      const ready = samples.map((sample) => sample[name]?.ready).filter(Number.isFinite);
      const download = samples.map((sample) => sample[name]?.download).filter(Number.isFinite);
      const render = samples.map((sample) => sample[name]?.render).filter(Number.isFinite);
      const waited = samples.map((sample) => sample[name]?.waited).filter(Number.isFinite);
      return {
        widget: name,
        files: first.files.length,
        raw: kb(first.raw),
        gzip: kb(first.gzip),
        transferred: kb(samples[0]?.[name]?.transfer ?? 0),
        'to gw:ready': ready.length ? ms(median(ready)) : 'n/a',
        min: ready.length ? ms(Math.min(...ready)) : 'n/a',
        max: ready.length ? ms(Math.max(...ready)) : 'n/a',
        download: download.length ? ms(median(download)) : 'n/a',
        'wait + compile': waited.length ? ms(median(waited)) : 'n/a',
        render: render.length ? ms(median(render)) : 'n/a',
      };
    }),
  );
  console.log(`first use, cold cache: press -> shown, median of ${runs}:`);
  const uses = [];
  for (const use of firstUses) {
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await firstUse(use));
    uses.push({
      widget: use.widget,
      shown: use.shown === dialog ? 'its dialog' : 'the country list',
      median: ms(median(times)),
      max: ms(Math.max(...times)),
    });
  }
  console.table(uses);
  const parsed = median(samples.map((sample) => sample.page.parsed));
  const requested = median(samples.map((sample) => sample.page.requested));
  console.log(
    `The page: widget scripts requested ${ms(requested)} after navigation starts, HTML parsed\n` +
      `(domInteractive) at ${ms(parsed)}; gzip is level 9, 'transferred' what the CDN sent (its brotli).`,
  );
  console.log(
    'Scripts are `defer`: each runs after the page is parsed and after the scripts before it,\n' +
      'so later widgets include that wait. Loopback CDN, no throttling: add real network time.',
  );
} finally {
  await browser.close();
  await partner.close();
  cdnServer.closeAllConnections();
  cdnServer.close();
  await api.close();
}
