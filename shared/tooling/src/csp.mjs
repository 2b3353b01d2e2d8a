// The site's Content-Security-Policy (DESIGN.md §11). Inline scripts and the one inline event
// handler (the deferred stylesheet's onload) are allowed by their hashes, computed from the
// built pages at build time (dist/csp.json); the origins the site talks to are known only when
// it starts (API, CDN), so the server puts the two together.
import { createHash } from 'node:crypto';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const decodeAttribute = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The hashes of a page's inline scripts and of its inline event handlers (on…="…"). */
export function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((code) => code.trim())
    .map(sha256);
  const handlers = [...html.matchAll(/\son[a-z]+=(?:"([^"]*)"|'([^']*)')/g)].map((match) =>
    sha256(decodeAttribute(match[1] ?? match[2] ?? '')),
  );
  return { scripts, handlers };
}

/** The union of several pages' hashes, sorted, each once. */
export function mergeHashes(list) {
  const unique = (values) => [...new Set(values)].sort();
  return {
    scripts: unique(list.flatMap((hashes) => hashes.scripts)),
    handlers: unique(list.flatMap((hashes) => hashes.handlers)),
  };
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const origins = (urls) => [...new Set(urls.map(originOf).filter(Boolean))];

/**
 * The header: scripts from this origin, the CDN and the hashed inline code only (no
 * 'unsafe-inline', no 'unsafe-eval'); calls to the API origins; frames from the calendar and
 * video hosts; no plugins, no <base>, no framing of the site by anyone.
 */
export function siteCsp({ hashes, cdn, connect = [], frames = [] }) {
  const cdnOrigins = origins([cdn].filter(Boolean));
  const handlerPart = hashes.handlers.length ? ["'unsafe-hashes'", ...hashes.handlers] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...cdnOrigins, ...hashes.scripts, ...handlerPart],
    // Server-rendered style attributes and the critical <style> block are inline.
    'style-src': ["'self'", "'unsafe-inline'", ...cdnOrigins],
    'img-src': ["'self'", 'data:', 'blob:', ...cdnOrigins],
    'font-src': ["'self'", 'data:', ...cdnOrigins],
    'connect-src': ["'self'", ...origins([...connect, ...cdnOrigins])],
    'frame-src': origins(frames).length ? origins(frames) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every security header of a site answer. */
export function siteSecurityHeaders(options) {
  return {
    'Content-Security-Policy': siteCsp(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
