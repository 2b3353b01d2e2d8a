// A small static file server (node:http, no dependencies) for the site and the CDN origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { contentTypes, isCompressible } from './contentTypes.mjs';

/**
 * @typedef {object} StaticServerOptions
 * @property {{ prefix: string, dir: string }[]} mounts URL prefix -> folder, first match wins
 * @property {Record<string, () => string>} [files] exact URL path -> file path, read per request
 * @property {Record<string, () => object>} [json] exact URL path -> JSON body, built per request
 * @property {string} [spaFallback] file served for unknown paths without an extension (SPA)
 * @property {boolean} [cors] allow any origin (the CDN: remotes and widgets load cross-origin)
 * @property {(urlPath: string) => string} cacheControl Cache-Control for a served path
 * @property {Record<string, string>} [headers] sent with every answer (security headers)
 * @property {(urlPath: string) => Record<string, string>} [headersFor] more, for one path
 */

/** Resolves a URL path inside a mount, refusing anything that climbs out of it. */
function resolveInMount(mounts, urlPath) {
  for (const { prefix, dir } of mounts) {
    if (!urlPath.startsWith(prefix)) continue;
    const relative = normalize(decodeURIComponent(urlPath.slice(prefix.length)));
    if (relative.startsWith('..') || relative.includes(`${sep}..${sep}`)) return null;
    let file = join(dir, relative);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Whether the request's Accept-Encoding takes `coding` (listed, and not with q=0). */
function accepts(request, coding) {
  return (request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) =>
      part
        .trim()
        .toLowerCase()
        .split(/\s*;\s*/),
    )
    .some(([name, ...params]) => name === coding && !params.some((p) => /^q=0(\.0*)?$/.test(p)));
}

/**
 * How a compressible file goes out: a build may ship `<file>.br` and `<file>.gz` beside it (the
 * site does), sent as they are; otherwise gzip on the fly, or no compression.
 * @returns {{ coding: 'br' | 'gzip' | null, path: string, precompressed: boolean }}
 */
function encodingFor(request, file, type) {
  const plain = { coding: null, path: file, precompressed: false };
  if (!isCompressible(type)) return plain;
  // Brotli only as a stored copy: compressing it per request costs more than it saves.
  if (accepts(request, 'br') && existsSync(`${file}.br`)) {
    return { coding: 'br', path: `${file}.br`, precompressed: true };
  }
  if (!accepts(request, 'gzip')) return plain;
  const precompressed = existsSync(`${file}.gz`);
  return { coding: 'gzip', path: precompressed ? `${file}.gz` : file, precompressed };
}

function send(request, response, file, cacheControl, status = 200) {
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const { coding, path, precompressed } = encodingFor(request, file, type);
  response.setHeader('Content-Type', type);
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('Vary', 'Accept-Encoding');
  if (coding) response.setHeader('Content-Encoding', coding);
  if (!coding || precompressed) response.setHeader('Content-Length', statSync(path).size);
  response.writeHead(status);
  if (request.method === 'HEAD') return response.end();
  // A file removed between the check and the read (a rebuild) ends this answer, not the process.
  const stream = createReadStream(path).on('error', () => response.destroy());
  if (precompressed || !coding) return stream.pipe(response);
  stream.pipe(createGzip()).pipe(response);
}

/** A request that cannot be answered: 400 for a malformed URL, else 500; never a thrown error. */
export function fail(response, error) {
  const malformed = error instanceof URIError || error?.code === 'ERR_INVALID_URL';
  if (!malformed) console.error(`static server: ${error?.stack ?? error}`);
  if (response.headersSent) return response.destroy();
  response.writeHead(malformed ? 400 : 500, { 'Content-Type': 'text/plain' });
  response.end(malformed ? 'Bad request' : 'Server error');
}

/** @param {StaticServerOptions} options */
export function createStaticServer({
  mounts,
  files = {},
  json = {},
  spaFallback,
  cors = false,
  cacheControl,
  headers = {},
  headersFor = () => ({}),
}) {
  return createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      fail(response, error);
    }
  });

  function answer(request, response) {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (cors) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      // Private Network Access: a public page may load the local CDN in development.
      response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      response.setHeader('Timing-Allow-Origin', '*');
    }
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    }
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    decodeURIComponent(urlPath); // a malformed escape throws here: 400, whatever the route
    for (const [name, value] of Object.entries(headersFor(urlPath))) {
      response.setHeader(name, value);
    }
    const body = json[urlPath]?.();
    if (body) {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': cacheControl(urlPath),
      });
      return response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    }
    const exact = files[urlPath]?.();
    if (exact) {
      if (existsSync(exact)) return send(request, response, exact, cacheControl(urlPath));
      return response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
    const file = resolveInMount(mounts, urlPath);
    if (file) return send(request, response, file, cacheControl(urlPath));
    if (spaFallback && !extname(urlPath)) {
      return send(request, response, spaFallback, 'no-cache');
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
}

/** Starts a server on a port (0 = any free one; all interfaces by default) and resolves with its origin. */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(`http://localhost:${typeof address === 'object' && address ? address.port : port}`);
    });
  });
}
