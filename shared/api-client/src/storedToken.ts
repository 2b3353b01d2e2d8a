import { upload } from '@gw/config';

/** The main site's pages say, in their head, that its stored token may be sent (spec §6). */
export const storedTokenMeta = { name: 'gw-auth', content: 'stored-token' } as const;

/**
 * The signed-in visitor's token, if one is stored (spec §6), read only on the main site's own
 * pages (they carry <meta name="gw-auth" content="stored-token">). Anywhere else, a widget on a
 * partner's page above all, the page's storage is not ours to read (DESIGN.md §11): null.
 * Never throws without a DOM.
 */
export function storedToken(): string | null {
  try {
    const { name, content } = storedTokenMeta;
    if (!globalThis.document?.querySelector(`meta[name="${name}"][content="${content}"]`))
      return null;
    return globalThis.localStorage?.getItem(upload.tokenStorageKey) ?? null;
  } catch {
    return null;
  }
}
