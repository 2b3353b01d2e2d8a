// `npm start`: builds what is not built, then starts every service of the run contract
// (DESIGN.md §3) and prints the URLs: the site (PORT, 4173), the CDN origin (CDN_PORT, 4180),
// the lead API (API_PORT, 8787, when hosts/api exists) and a partner's page embedding every
// widget from the CDN origin (PARTNER_PORT, 4190).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listen } from '@gw/tooling/serve';
import { startPartnerServer } from '../hosts/partner/src/server.mjs';
import { buildAll } from './build.mjs';
import { ports } from './lib/config.mjs';
import { remotesFile, root } from './lib/paths.mjs';
import { moveLocalRemotes, writeRemotesFile } from './lib/remotes.mjs';
import { createCdnServer, createSiteServer } from './serve/servers.mjs';

const sitePort = Number(process.env.PORT ?? ports.site);
const cdnPort = Number(process.env.CDN_PORT ?? ports.cdn);
const partnerPort = Number(process.env.PARTNER_PORT ?? ports.partner);
const cdnOrigin = process.env.GW_CDN_URL ?? `http://localhost:${cdnPort}`;
// The browser calls go to the API started below unless GW_* names another one.
const localApi = `http://localhost:${process.env.API_PORT ?? ports.api}`;
const apiUrls = {
  apiBase: process.env.GW_API_BASE || localApi,
  countriesBase: process.env.GW_COUNTRIES_BASE || localApi,
  spreadsheetBase: process.env.GW_SPREADSHEET_BASE || localApi,
};

buildAll();
// remotes.json is written only when missing: an operator's release or rollback edit survives restarts.
if (!existsSync(remotesFile)) writeRemotesFile(remotesFile, cdnOrigin);
else if (moveLocalRemotes(remotesFile, cdnOrigin))
  console.log(`remotes.json now points at ${cdnOrigin}`);

const children = [];
if (existsSync(join(root, 'hosts/api/src/main.ts'))) {
  // Node itself, not `npm run`: npm does not pass our SIGTERM on, and the API would keep its port
  // and the data folder after we stop. INIT_CWD keeps DATA_DIR relative to where npm ran.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'hosts/api/src/main.ts')], {
    cwd: join(root, 'hosts/api'),
    env: {
      INIT_CWD: process.cwd(),
      // The inbox pages call the operator API from the site's origin, with its cookie.
      SITE_ORIGINS: [process.env.GW_SITE_URL, `http://localhost:${sitePort}`]
        .filter(Boolean)
        .join(','),
      ...process.env,
      GW_STOP_WITH_PARENT: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = '[api] ';
  const relay = (stream) => (chunk) =>
    stream.write(prefix + chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    void shutdown(code ?? 1);
  });
  children.push(child);
}

// The API base the site's forms use, read at start (GW_API_BASE etc.), served as /site-config.json.
const site = createSiteServer({ siteConfig: () => apiUrls, cdn: cdnOrigin });
const cdn = createCdnServer();
/** Set once listening; the API may exit (and shut everything down) before that. */
let partner;
const [siteUrl, cdnUrl] = await Promise.all([
  listen(site, sitePort),
  listen(cdn, cdnPort),
  // Its lead forms send to the same API as the site's (their `api` attribute).
  startPartnerServer({ cdn: cdnOrigin, api: apiUrls.apiBase, port: partnerPort, host: null }).then(
    (server) => {
      partner = server;
    },
  ),
]);

console.log(`
  site     ${siteUrl}
  cdn      ${cdnUrl}   (remotes: /remotes/<name>/<version>/, widgets: /widgets/<name>.js)
  api      ${children.length ? apiUrls.apiBase : '(not built yet)'}
  partner  ${partner.url}   (a partner's page: every widget, hostile CSS, strict CSP, event log)
  remotes  ${remotesFile}   (edit one line to release or roll back a remote)
`);

let stopping = false;
/**
 * Stops everything, and exits only once the API has stopped: it finishes the writes in flight
 * and releases the data folder first. One that has not stopped after 15 s is killed.
 */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const stopped = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  site.close();
  cdn.close();
  void partner?.close();
  const killer = setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, 15_000);
  await Promise.all(stopped);
  clearTimeout(killer);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// A bug outside any request handler leaves this process in an unknown state: stop everything,
// loudly, rather than serve half of it.
process.on('uncaughtException', (error) => {
  console.error(`npm start: ${error?.stack ?? error}`);
  void shutdown(1);
});
