// A hostile partner page on its own origin: a strict CSP,
// global CSS that unsets everything, html { font-size: 10px }, a sticky z-index 10000 header and
// a transformed, clipping container around a widget.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { build } from 'vite';

const hostileCss = `
html { font-size: 10px; }
body * { all: unset; color: lime !important; font-family: "Comic Sans MS", cursive !important; }
* { --color-primary: lime; --color-ink: lime; }
header.sticky { position: sticky; top: 0; z-index: 10000; display: block; height: 80px; background: #000; }
.trap { display: block; transform: translateZ(0); overflow: hidden; height: 40px; }
.themed { --gw-primary: rgb(200, 0, 0); --gw-radius: 4px; }
.tall { display: block; height: 3000px; }
`;

/** The CSP a careful partner sends: no inline script or style, no eval; its own and the CDN's scripts. */
export function strictCsp({ cdn, api }) {
  return [
    "default-src 'none'",
    `script-src 'self' ${cdn}`,
    `connect-src ${api}`,
    "style-src 'self'",
    "img-src 'self'",
  ].join('; ');
}

function pageHtml({ cdn, api }, hostile) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner</title>
${hostile ? '<link rel="stylesheet" href="/hostile.css">' : ''}
<meta name="widgets-cdn" content="${cdn}">
<script type="module" src="/app.js"></script>
<script src="${cdn}/widgets/fee-estimator.js" defer></script>
<script src="${cdn}/widgets/role-picker.js" defer></script>
<script src="${cdn}/widgets/waitlist.js" defer></script>
</head><body>
<header class="sticky">Partner header</header>
<gw-fee-estimator partner="acme" class="themed"></gw-fee-estimator>
<div class="trap"><gw-role-picker partner="acme" class="themed"></gw-role-picker></div>
<gw-waitlist partner="acme" api="${api}"></gw-waitlist>
<div class="tall"></div>
</body></html>`;
}

/** The partner's app bundle (partnerApp.ts with the library entry), as their bundler makes it. */
async function buildPartnerApp() {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: join(import.meta.dirname, 'partnerApp.ts'), formats: ['es'], fileName: 'app' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('partner app did not build');
  return chunk.code;
}

/**
 * The partner's own origin (127.0.0.1, while the CDN is on localhost: a cross-origin script, as
 * in production). Returns its URL and close().
 */
export async function startPartnerServer(origins) {
  const app = await buildPartnerApp();
  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://partner');
    if (pathname === '/app.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      return response.end(app);
    }
    if (pathname === '/hostile.css') {
      response.writeHead(200, { 'Content-Type': 'text/css' });
      return response.end(hostileCss);
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': strictCsp(origins),
    });
    // `?plain` leaves the hostile stylesheet out (for the accessibility audit).
    return response.end(pageHtml(origins, !searchParams.has('plain')));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/** Opens the partner page; returns the CSP reports the page logs from then on. */
export async function openPartnerPage(page, partnerUrl, query = '') {
  const cspErrors = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|unsafe-eval|unsafe-inline/i.test(message.text())) {
      cspErrors.push(message.text());
    }
  });
  await page.goto(`${partnerUrl}/builders/?utm_source=partner-test${query}`, { waitUntil: 'load' });
  return cspErrors;
}
