import { requestJson } from '@gw/api-client';
import { federation } from '@gw/config';

/** remotes.json: remote name -> entry URL (remoteEntry.js or mf-manifest.json) on the CDN. */
export type RemotesManifest = Record<string, string>;

let pending: Promise<RemotesManifest> | null = null;

function isManifest(value: unknown): value is RemotesManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * The site's remotes, fetched once on first need (never at page load) and never from the HTTP
 * cache: a release or rollback is a one-line change to the file on the server.
 */
export function fetchRemotesManifest(): Promise<RemotesManifest> {
  pending ??= requestJson(federation.manifestPath, { cache: 'no-store' })
    .then(({ ok, status, data }) => {
      if (!ok) throw new Error(`${federation.manifestPath} answered ${status}`);
      if (!isManifest(data)) throw new Error(`${federation.manifestPath} is not a name -> URL map`);
      return data;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Drops the cached manifest so the next load reads the file again (Retry after a failure). */
export function forgetRemotesManifest(): void {
  pending = null;
}
