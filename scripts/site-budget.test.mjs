// The home page's first-load budget (hosts/site/budgets.json) measured on the real build output:
// the scripts, module preloads and stylesheets the prerendered / asks for before any interaction,
// in its tags or through the loader that adds them after the first paint (entryAfterPaint.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageTable } from '../hosts/site/src/pages/pageTable.ts';
import { afterPaintFiles } from '../hosts/site/src/prerender/entryAfterPaint.ts';
import { ensureSite } from './build.mjs';
import { root } from './lib/paths.mjs';

const site = join(root, 'hosts/site');
const dist = join(site, 'dist');
const budgets = JSON.parse(readFileSync(join(site, 'budgets.json'), 'utf8'));

const gzipSize = (path) =>
  gzipSync(readFileSync(join(dist, path)), { level: constants.Z_BEST_COMPRESSION }).length;

function firstLoad() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js = [];
  const css = [];
  for (const tag of tags) {
    const url = tag.match(/\b(?:src|href)="(\/assets\/[^"]+)"/)?.[1];
    if (!url) continue;
    if (url.endsWith('.js') && /type="module"|rel="modulepreload"/.test(tag)) js.push(url);
    if (url.endsWith('.css') && /rel="stylesheet"/.test(tag)) css.push(url);
  }
  const added = afterPaintFiles(html);
  return { html, js: [...js, ...added.js], css: [...css, ...added.css] };
}

describe('home page budget (hosts/site/budgets.json)', () => {
  beforeAll(() => ensureSite(), 180_000);

  it('requests at most the JS budget before any interaction', () => {
    const { js } = firstLoad();
    const total = js.reduce((sum, url) => sum + gzipSize(url), 0);
    console.log(`home JS: ${js.length} files, ${total} B gzip (budget ${budgets.homeJsGzipMax})`);
    expect(js.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budgets.homeJsGzipMax);
  });

  it('requests at most the CSS budget', () => {
    const { css } = firstLoad();
    const total = css.reduce((sum, url) => sum + gzipSize(url), 0);
    console.log(
      `home CSS: ${css.length} files, ${total} B gzip (budget ${budgets.homeCssGzipMax})`,
    );
    expect(css.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budgets.homeCssGzipMax);
  });

  it('is prerendered: content, head tags and sized images are in the HTML', () => {
    const { html } = firstLoad();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('property="og:title"');
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(img, 'every image has its size').toMatch(/width="\d+"[^>]*height="\d+"/);
    }
    expect(existsSync(join(dist, 'sitemap.xml')) && existsSync(join(dist, 'robots.txt'))).toBe(
      true,
    );
  });

  it('keeps the operator pages out of the first load, and robots.txt disallows them', () => {
    const { js } = firstLoad();
    for (const url of js) {
      expect(readFileSync(join(dist, url), 'utf8'), url).not.toMatch(/\/admin\/(session|leads)/);
    }
    const chunks = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(chunks).not.toMatch(/Admin(Inbox|Login)Page/);
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/admin$/m);
  });

  it('writes HTML and a sitemap entry for exactly the pages the page table prerenders', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    // Its concrete paths: a ':param' or '*' row has no file of its own either way.
    for (const row of pageTable.filter((row) => 'page' in row && !/[:*]/.test(row.path))) {
      const file = row.path === '/' ? 'index.html' : join(row.path.slice(1), 'index.html');
      const loc = new RegExp(`<loc>https?://[^/<]+${row.path}</loc>`);
      expect(existsSync(join(dist, file)), file).toBe(row.prerendered);
      expect(loc.test(sitemap), `sitemap ${row.path}`).toBe(row.prerendered);
    }
  });
});
