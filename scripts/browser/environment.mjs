// The servers the browser tests run against: the built site and a private copy of the CDN
// bucket on free ports, a private remotes.json, the real API when hosts/api exists, and the
// partner demo page (hosts/partner) on its own origin, embedding the widgets from that CDN.
// The API's addresses derive as `npm start` derives them (runSettings.mjs): one public base,
// on localhost, for the site's calls, its CSP, the partner page and the signed upload URLs.

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen } from '@gw/tooling/serve';
import { startPartnerServer } from '../../hosts/partner/src/server.mjs';
import { cdnDir, root } from '../lib/paths.mjs';
import { remotesManifest } from '../lib/remotes.mjs';
import { runSettings } from '../lib/runSettings.mjs';
import { createCdnServer, createSiteServer } from '../serve/servers.mjs';

function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** A port free right now (the API's base must be known before it listens: its signed URLs). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startEnvironment() {
  const work = mkdtempSync(join(tmpdir(), 'gw-browser-'));
  const cdnCopy = join(work, 'cdn');
  cpSync(cdnDir, cdnCopy, { recursive: true });
  const remotesPath = join(work, 'remotes.json');

  let cdn = createCdnServer({ dir: cdnCopy });
  const cdnUrl = await listen(cdn, 0);
  const cdnPort = Number(new URL(cdnUrl).port);
  writeFileSync(remotesPath, JSON.stringify(remotesManifest(cdnUrl), null, 2));
  let api = null;
  // The site's origins, which the API's operator endpoints answer with credentials; filled in
  // once the site listens (the API reads the list on every request).
  const siteOrigins = [];
  // This run's API base and what derives from it, as npm start has it on API_PORT.
  const settings = runSettings({ API_PORT: String(await freePort()) });
  if (existsSync(join(root, 'hosts/api/testing/index.ts'))) {
    const { startTestServer } = await import('@gw/api/testing');
    api = await startTestServer({
      siteOrigins,
      port: settings.ports.api,
      publicUrl: settings.apiBase,
    });
  }

  // The site's forms and remotes send their calls to this run's API (/site-config.json).
  const apiUrls = api ? settings.siteConfig : {};
  const site = createSiteServer({ remotes: remotesPath, siteConfig: () => apiUrls, cdn: cdnUrl });
  const siteUrl = await listen(site, 0);
  // The operator pages need the site and the API on one site (the session cookie is
  // SameSite=Strict): both are on localhost, as under npm start.
  const operatorSite = siteUrl;
  siteOrigins.push(siteUrl);
  // On 127.0.0.1 while the CDN is on localhost: another site, as a partner's is.
  const partner = api ? await startPartnerServer({ cdn: cdnUrl, api: settings.apiBase }) : null;

  return {
    site: siteUrl,
    operatorSite,
    cdn: cdnUrl,
    api: api ? settings.apiBase : null,
    apiServer: api,
    partner: partner?.url ?? null,
    cdnDir: cdnCopy,
    /** Takes the CDN origin down (connections cut), as an outage would. */
    async stopCdn() {
      await closeServer(cdn);
    },
    /** Brings the CDN origin back on the same port. */
    async startCdn() {
      cdn = createCdnServer({ dir: cdnCopy });
      await listen(cdn, cdnPort);
    },
    readRemotes() {
      return JSON.parse(readFileSync(remotesPath, 'utf8'));
    },
    writeRemotes(manifest) {
      writeFileSync(remotesPath, JSON.stringify(manifest, null, 2));
    },
    /** Publishes a copy of a remote's version folder under a new version; returns its URL. */
    publishCopy(name, fromVersion, toVersion) {
      cpSync(
        join(cdnCopy, 'remotes', name, fromVersion),
        join(cdnCopy, 'remotes', name, toVersion),
        {
          recursive: true,
        },
      );
      return `${cdnUrl}/remotes/${name}/${toVersion}/`;
    },
    async stop() {
      await Promise.all([closeServer(site), closeServer(cdn).catch(() => {}), partner?.close()]);
      await api?.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
