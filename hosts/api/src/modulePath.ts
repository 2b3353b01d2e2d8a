import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A path relative to a module, from its import.meta.url. Under Vitest's browser-like
 * environments the URL is root-relative http(s), so it is resolved against the working folder.
 */
export function pathFromModule(relative: string, moduleUrl: string): string {
  const url = new URL(relative, moduleUrl);
  return url.protocol === 'file:'
    ? fileURLToPath(url)
    : join(process.cwd(), decodeURIComponent(url.pathname));
}
