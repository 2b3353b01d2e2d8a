// Build step after `vite build` and the SSR build of src/prerender/renderPage.tsx: writes each
// prerendered route as <route>/index.html (head tags + content, its entry script loaded after the
// first paint), 404.html, the app shell for the other paths (shell.html), sitemap.xml and
// robots.txt. See docs/decisions.md (Site).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { inlineHashes, mergeHashes } from '@gw/tooling/csp';
import { precompress } from '@gw/tooling/precompress';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const ssrDir = join(dist, '.ssr');
const {
  renderPage,
  prerenderPaths,
  notFoundPath,
  siteOrigin,
  altSiteEnabled,
  criticalCss,
  entryAfterPaint,
} = await import(join(ssrDir, 'renderPage.js'));

// index.html's comments are for its readers; the pages go without them (every byte of the HTML
// is in the first round trip). The app's markers stay until they are replaced.
// The favicon goes in as a data: URL, so no request finishes before the largest paint (issue 14).
const favicon = readFileSync(join(dist, 'favicon.svg'), 'utf8').trim();
const template = readFileSync(join(dist, 'index.html'), 'utf8')
  .replace(/\s*<!--(?!\/?app-)[\s\S]*?-->/g, '')
  .replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(favicon)}"`);
if (!template.includes('href="data:image/svg+xml,')) {
  throw new Error('prerender: index.html links no /favicon.svg to inline');
}
const headBlock = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const rootMarker = '<!--app-html-->';
if (!headBlock.test(template) || !template.includes(rootMarker)) {
  throw new Error('prerender: index.html lacks the <!--app-head--> block or <!--app-html-->');
}

// The stylesheet Vite links. A prerendered page gets the rules its own HTML uses inline, and the
// full sheet after its first paint (entryAfterPaint).
const stylesheet = template.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/);
if (!stylesheet) throw new Error('prerender: index.html links no stylesheet');
const fullCss = readFileSync(join(dist, stylesheet[1]), 'utf8');

function page({ head, html }) {
  const markup = template.replace(headBlock, head).replace(rootMarker, html);
  const critical = criticalCss(fullCss, markup).replaceAll('</style', '<\\/style');
  return entryAfterPaint(
    markup.replace(stylesheet[0], `<style>${critical}</style>`),
    stylesheet[1],
  );
}

function write(relative, content) {
  const file = join(dist, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// The shell first: index.html is about to become the prerendered home page.
write('shell.html', template.replace(/<!--\/?app-head-->/g, '').replace(rootMarker, ''));

for (const path of prerenderPaths) {
  const rendered = await renderPage(path);
  if (rendered.kind !== 'page' || rendered.status !== 200) {
    throw new Error(`prerender: ${path} answered ${rendered.status}`);
  }
  write(path === '/' ? 'index.html' : join(path, 'index.html'), page(rendered));
}
const notFound = await renderPage(notFoundPath);
if (notFound.kind !== 'page') throw new Error('prerender: the not-found page redirected');
write('404.html', page(notFound));

const today = new Date().toISOString().slice(0, 10);
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${prerenderPaths
  .map((path) => `  <url><loc>${new URL(path, siteOrigin)}</loc><lastmod>${today}</lastmod></url>`)
  .join('\n')}
</urlset>
`,
);
write(
  'robots.txt',
  altSiteEnabled
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\nDisallow: /admin-login\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', siteOrigin)}\n`,
);

// The hashes of every inline script and handler the pages carry, for the site's CSP.
const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return extname(name) === '.html' ? [file] : [];
  });
const hashes = mergeHashes(htmlFiles(dist).map((file) => inlineHashes(readFileSync(file, 'utf8'))));
write('csp.json', `${JSON.stringify(hashes, null, 2)}\n`);

rmSync(ssrDir, { recursive: true, force: true });

// Brotli keeps the largest page's HTML within the first round trip of a new connection (about
// 14.6 KB: TCP's initial window), which gzip did not (issue 14).
precompress(dist);
console.log(
  `prerender: ${prerenderPaths.length} pages, 404.html, shell.html, sitemap.xml, robots.txt`,
);
