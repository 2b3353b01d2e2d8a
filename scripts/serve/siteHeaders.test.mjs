// Security headers on every route of the built site, and on the CDN's widget files (issue 12,
// DESIGN.md §11), read from the servers `npm start` runs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listen } from '@gw/tooling/serve';
import { ensureWidgetFiles } from '@gw/widgets/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSite } from '../build.mjs';
import { root } from '../lib/paths.mjs';
import { createCdnServer, createSiteServer } from './servers.mjs';

const dist = join(root, 'hosts/site/dist');
const budgets = JSON.parse(readFileSync(join(root, 'hosts/site/budgets.json'), 'utf8'));
const servers = [];
let site;
let cdn;
beforeAll(async () => {
  ensureSite();
  ensureWidgetFiles({ quiet: true });
  const cdnServer = createCdnServer();
  cdn = await listen(cdnServer, 0, '127.0.0.1');
  const siteServer = createSiteServer({
    cdn,
    siteConfig: () => ({ apiBase: 'http://api.example' }),
  });
  site = await listen(siteServer, 0, '127.0.0.1');
  servers.push(cdnServer, siteServer);
}, 300_000);
afterAll(() => {
  for (const server of servers) server.close();
});

/** Every page the build wrote, as the URL path that serves it. */
function builtPages() {
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) return name === 'assets' ? [] : walk(file);
      return name.endsWith('.html') ? [relative(dist, file)] : [];
    });
  return walk(dist).map((file) =>
    file === 'index.html'
      ? '/'
      : file.endsWith('/index.html')
        ? `/${file.slice(0, -'/index.html'.length)}`
        : `/${file.replace(/\.html$/, '')}`,
  );
}

const directive = (csp, name) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('site headers on every built page', () => {
  it('carries the CSP and the other security headers, and the CSP allows exactly its inline scripts', async () => {
    const pages = [...builtPages(), '/client-only-route', '/no-such-page'];
    expect(pages).toEqual(expect.arrayContaining(['/', '/pricing/enterprise', '/404', '/shell']));
    for (const path of pages) {
      const response = await fetch(`${site}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = directive(csp, 'script-src');
      expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(directive(csp, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src'), path).toBe("object-src 'none'");
      expect(directive(csp, 'base-uri'), path).toBe("base-uri 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
      const html = await response.text();
      for (const [, code] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        const hash = createHash('sha256')
          .update(code ?? '')
          .digest('base64');
        expect(scriptSrc, `${path}: an inline script without its hash`).toContain(
          `'sha256-${hash}'`,
        );
      }
    }
  });
});

/** One raw GET (no decoding), with the Accept-Encoding given. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compression', () => {
  it('sends the prebuilt brotli copy to a browser that takes br, gzip to one that takes only gzip, and plain bytes otherwise', async () => {
    const plain = readFileSync(join(dist, 'index.html'));
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, none: (body) => body };
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', 'none'],
    ]) {
      const { headers, body } = await rawGet(`${site}/`, acceptEncoding);
      expect(headers['content-encoding'] ?? 'none', acceptEncoding).toBe(coding);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(Number(headers['content-length']), acceptEncoding).toBe(body.length);
      expect(decode[coding](body).equals(plain), acceptEncoding).toBe(true);
    }
  });

  it('keeps every prerendered page within the first round trip of a new connection (budgets.json)', async () => {
    for (const path of builtPages()) {
      const { headers, body } = await rawGet(`${site}${path}`, 'gzip, deflate, br, zstd');
      const headerBytes = Object.entries(headers).reduce(
        (sum, [name, value]) => sum + name.length + String(value).length + 4,
        'HTTP/1.1 200 OK\r\n'.length,
      );
      expect(headerBytes + body.length, path).toBeLessThanOrEqual(budgets.pageResponseBytesMax);
    }
  });
});

describe('operator pages', () => {
  it('tell search engines to keep /admin-login and /admin out; public pages say nothing', async () => {
    for (const path of ['/admin-login', '/admin', '/admin?kind=demo']) {
      const response = await fetch(`${site}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    for (const path of ['/', '/lender', '/administrators']) {
      expect((await fetch(`${site}${path}`)).headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});

describe('CDN headers', () => {
  it('serves widget files with nosniff, CORS and Cross-Origin-Resource-Policy', async () => {
    const { waitlist } = JSON.parse(readFileSync(join(root, 'widgets/dist/modules.json'), 'utf8'));
    for (const file of ['demo.js', 'waitlist.js', `modules/${waitlist.first[0]}`]) {
      const response = await fetch(`${cdn}/widgets/${file}`);
      expect(response.status, file).toBe(200);
      // A widget's script revalidates (it names this release's modules); the modules are hashed.
      expect(response.headers.get('cache-control'), file).toBe(
        file.startsWith('modules/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });
});

describe('pinned widget releases', () => {
  it('serves each file at /widgets/<version>/ as immutable, matching the integrity in release.json', async () => {
    const { version, files } = JSON.parse(
      readFileSync(join(root, 'widgets/dist/release.json'), 'utf8'),
    );
    const { demo } = JSON.parse(readFileSync(join(root, 'widgets/dist/modules.json'), 'utf8'));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['demo.js', ...demo.first.map((file) => `modules/${file}`)]),
    );
    for (const [file, integrity] of Object.entries(files)) {
      const response = await fetch(`${cdn}/widgets/${version}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
      const body = Buffer.from(await response.arrayBuffer());
      expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, file).toBe(integrity);
    }
  });
});
