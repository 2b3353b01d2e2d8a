// The partner demo page (DESIGN.md §3, §4): a diaspora builders' association's site on its own
// origin that embeds every widget from the CDN origin, with hostile global CSS, its own React 18
// on `window` and a strict Content-Security-Policy. `npm start` serves it on PARTNER_PORT (4191:
// not 4190, which browsers refuse, see @gw/config badPorts.ts); the browser tests and the widget
// benchmark start it on a free port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { contentTypes as types } from '@gw/tooling/content-types';
import { fail } from '@gw/tooling/serve';
import { pageHtml } from './page.mjs';

const publicDir = join(import.meta.dirname, '../public');
const require = createRequire(import.meta.url);

/** A file of an installed package (its `exports` do not list the UMD builds). */
const packageFile = (name, file) => join(dirname(require.resolve(`${name}/package.json`)), file);

/** The partner's own copy of React 18, UMD production builds (they set window.React/ReactDOM). */
const vendor = {
  '/vendor/react.production.min.js': packageFile('react-18', 'umd/react.production.min.js'),
  '/vendor/react-dom.production.min.js': packageFile(
    'react-dom-18',
    'umd/react-dom.production.min.js',
  ),
};

/**
 * The policy a careful partner sends: scripts only from itself and the CDN, no inline script, no
 * eval; calls only to the lead API; styles only from its own files (the widgets style themselves
 * through constructable stylesheets, which style-src does not govern).
 */
function partnerCsp({ cdn, api }) {
  return [
    "default-src 'none'",
    `script-src 'self' ${new URL(cdn).origin}`,
    `connect-src ${new URL(api).origin}`,
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The partner's bundle of the library entry (libraryApp.ts), built on first request. */
let libraryApp;
async function buildLibraryApp() {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: join(import.meta.dirname, 'libraryApp.ts'), formats: ['es'], fileName: 'app' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('the partner library app did not build');
  return chunk.code;
}

function sendFile(response, file) {
  response.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(readFileSync(file));
}

function notFound(response) {
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

/** A file under public/, or null (no climbing out of it). */
function publicFile(pathname) {
  const relative = normalize(decodeURIComponent(pathname.slice('/assets/'.length)));
  if (relative.startsWith('..') || !types[extname(relative)]) return null;
  return join(publicDir, relative);
}

/**
 * Starts the partner origin. `cdn` serves /widgets/<name>.js, `api` is the lead API the lead
 * forms send to (their `api` attribute). Port 0 picks a free one; `host: null` listens on every
 * interface and names the page by localhost. Resolves with { url, close }.
 */
export async function startPartnerServer({ cdn, api, port = 0, host = '127.0.0.1' }) {
  const csp = partnerCsp({ cdn, api });
  const server = createServer((request, response) => {
    try {
      const { pathname, searchParams } = new URL(request.url ?? '/', 'http://partner');
      decodeURIComponent(pathname); // a malformed escape throws here: 400, whatever the route
      if (vendor[pathname]) return sendFile(response, vendor[pathname]);
      if (pathname.startsWith('/assets/')) {
        const file = publicFile(pathname);
        return file ? sendFile(response, file) : notFound(response);
      }
      if (pathname === '/app.js') {
        libraryApp ??= buildLibraryApp();
        return void libraryApp.then(
          (code) => {
            response.writeHead(200, { 'Content-Type': types['.js'], 'Cache-Control': 'no-cache' });
            response.end(code);
          },
          (error) => response.writeHead(500).end(String(error)),
        );
      }
      if (extname(pathname)) return notFound(response);
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': csp,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      // ?plain leaves the hostile stylesheet out (the accessibility audit); ?library swaps the
      // funding script tag for the partner's bundle of the library entry.
      const variant = { hostile: !searchParams.has('plain'), library: searchParams.has('library') };
      response.end(pageHtml({ cdn, api, ...variant }));
    } catch (error) {
      // No request ends the process: a malformed address is the sender's mistake (400).
      if (error?.code === 'ENOENT') return notFound(response);
      fail(response, error);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host ?? undefined, () => resolve(undefined));
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host ?? 'localhost'}:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
