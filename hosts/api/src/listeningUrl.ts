import { isIP } from 'node:net';

/**
 * The URL of the address the API listens on, for signed upload URLs when no public base is
 * set: every address (`0.0.0.0`, `::`) becomes localhost, and an IPv6 address is bracketed
 * (`http://:::8787` is no URL, and every upload address built on it failed).
 */
export function listeningUrl(host: string, port: number): string {
  const unspecified = host === '0.0.0.0' || host === '::' || host === '' || host === '::0';
  const name = unspecified ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}
