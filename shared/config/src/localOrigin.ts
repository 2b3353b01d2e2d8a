/**
 * The one host name of the local run contract (DESIGN.md §3): the site, the CDN, the API and the
 * partner page are all named by it, so no origin is `localhost` in one place and `127.0.0.1` in
 * another (a browser treats them as two sites: CSP, CORS and SameSite cookies all tell them apart).
 */
export const localHost = 'localhost';

/** `http://localhost:<port>`: the local origin of a service of the run contract. */
export function localOrigin(port: number | string): string {
  return `http://${localHost}:${port}`;
}
