// `npm run bench:site`: Lighthouse 12 (mobile, simulated throttling, all four categories) on every
// prerendered route and on a trivial reference page served by the same server in the same run
// (with the remotes' CDN and the lead API beside it, as npm start runs them), median of BENCH_RUNS (3) by LCP. Writes bench/report.md and bench/report.json with each route's
// LCP as a ratio of the reference's (issue 26: the goal is ≤ 1.2, and 100 in each category). The
// routes the app shell renders (no prerendered HTML: the operator sign-in) are measured too, in a
// table of their own. BENCH_ROUTES=/,/lender limits the routes. A benchmark, not a test: figures
// move between runs, compare them within one.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen } from '@gw/tooling/serve';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser/chromium.mjs';
import { freePort } from './browser/environment.mjs';
import { sitePages } from './browser/siteRoutes.mjs';
import { ensureSite } from './build.mjs';
import { root, siteDist } from './lib/paths.mjs';
import { remotesManifest } from './lib/remotes.mjs';
import { runSettings } from './lib/runSettings.mjs';
import { createCdnServer, createSiteServer } from './serve/servers.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ROUTES?.split(',').map((path) => path.trim());
const referencePath = '/bench-reference.html';

/** As plain as a page gets: one heading, one paragraph, no script, no stylesheet, no font. */
const referencePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference</title></head>
<body><h1>Build with visibility and control</h1>
<p>A trivial static page: the floor any route's first paint is measured against.</p></body>
</html>
`;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run: the figures the report needs. */
async function measure(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  // What keeps a category under 100, by audit id, so a report row says what to fix.
  const failing = categories.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    score: score('performance'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
  };
}

/**
 * The median run by LCP (its other figures with it, so one row is one real run). A run in which
 * Lighthouse saw no LCP is run again, up to `runs` extra times.
 */
async function medianRun(url, port) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
    const result = await measure(url, port);
    if (Number.isFinite(result.lcp)) results.push(result);
  }
  if (results.length === 0)
    throw new Error(`${url}: Lighthouse measured no LCP in ${runs * 2} runs`);
  const lcp = median(results.map((result) => result.lcp));
  return results.find((result) => result.lcp === lcp);
}

ensureSite();
const work = mkdtempSync(join(tmpdir(), 'gw-bench-site-'));
const dist = join(work, 'dist');
cpSync(siteDist, dist, { recursive: true });
writeFileSync(join(dist, referencePath.slice(1)), referencePage);
// The remotes come from a CDN of this run, as in the run contract: a page that loads one (the
// calendar page's schedule state, the fee estimator) is measured with it, not with a CSP refusal.
const cdn = createCdnServer();
const cdnUrl = await listen(cdn, 0);
const remotesPath = join(work, 'remotes.json');
writeFileSync(remotesPath, JSON.stringify(remotesManifest(cdnUrl), null, 2));
// And the lead API, as npm start runs it: a page that calls it (the status page's checks) is
// measured answering, not logging a refused connection.
const settings = runSettings({ API_PORT: String(await freePort()) });
const siteOrigins = [];
const { startTestServer } = await import('@gw/api/testing');
const api = await startTestServer({
  siteOrigins,
  port: settings.ports.api,
  publicUrl: settings.apiBase,
});
const server = createSiteServer({
  dist,
  remotes: remotesPath,
  cdn: cdnUrl,
  siteConfig: () => settings.siteConfig,
});
const origin = await listen(server, 0);
siteOrigins.push(origin);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

// Every page of the site's page table but the not-found one.
const pages = sitePages.filter(({ path, url }) => path !== '*' && (!only || only.includes(url)));
const rows = [];
try {
  const reference = await medianRun(`${origin}${referencePath}`, chrome.port);
  console.log(`reference: LCP ${Math.round(reference.lcp)} ms`);
  for (const { url: path, prerendered } of pages) {
    const result = await medianRun(`${origin}${path}`, chrome.port);
    const row = { path, prerendered, ...result, ratio: result.lcp / reference.lcp };
    rows.push(row);
    console.log(
      `${path}: perf ${row.score}, a11y ${row.a11y}, bp ${row.bestPractices}, seo ${row.seo}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms (×${row.ratio.toFixed(2)}), CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms${row.failing.length ? `; under 100: ${row.failing.join(', ')}` : ''}`,
    );
  }
  const report = { date: new Date().toISOString(), runs, reference, routes: rows };
  const header = [
    '| Route | Perf | A11y | BP | SEO | FCP ms | LCP ms | LCP / reference | CLS | TBT ms | Under 100 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const line = (row) =>
    `| ${row.path} | ${row.score} | ${row.a11y} | ${row.bestPractices} | ${row.seo} | ${Math.round(row.fcp)} | ${Math.round(row.lcp)} | ${row.ratio.toFixed(2)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} | ${row.failing.join(', ')} |`;
  const shellRows = rows.filter((row) => !row.prerendered);
  const table = [
    `# bench:site (${report.date})`,
    '',
    `Lighthouse 12 mobile (simulated throttling), median of ${runs} by LCP, Debian Chromium.`,
    `Reference page (${referencePath}, same server): LCP ${Math.round(reference.lcp)} ms, FCP ${Math.round(reference.fcp)} ms.`,
    '',
    '## Prerendered routes',
    '',
    ...header,
    ...rows.filter((row) => row.prerendered).map(line),
    ...(shellRows.length
      ? [
          '',
          '## Routes the app shell renders (no prerendered HTML)',
          '',
          ...header,
          ...shellRows.map(line),
        ]
      : []),
    '',
  ].join('\n');
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/report.md'), table);
  writeFileSync(join(root, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`bench:site: bench/report.md, bench/report.json`);
} finally {
  await chrome.kill();
  server.close();
  cdn.close();
  await api.close();
  rmSync(work, { recursive: true, force: true });
}
