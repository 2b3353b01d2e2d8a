// `npm start`: builds what is not built, then starts every service of the run contract
// (DESIGN.md §3) and prints the URLs: the site (PORT, 4173), the CDN origin (CDN_PORT, 4180),
// the lead API (API_PORT, 8787, when hosts/api exists) and a partner's page embedding every
// widget from the CDN origin (PARTNER_PORT, 4191). Every address a browser is given derives
// from the API base, GW_API_BASE (scripts/lib/runSettings.mjs); settings at odds are refused.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listen } from '@gw/tooling/serve';
import { startPartnerServer } from '../hosts/partner/src/server.mjs';
import { buildAll } from './build.mjs';
import { remotesFile, root } from './lib/paths.mjs';
import { moveLocalRemotes, writeRemotesFile } from './lib/remotes.mjs';
import { runSettings, runSettingsProblems } from './lib/runSettings.mjs';
import { createCdnServer, createSiteServer } from './serve/servers.mjs';

const problems = runSettingsProblems(process.env);
if (problems.length > 0) {
  console.error(
    `npm start: refused, the settings disagree:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const settings = runSettings(process.env);
const { cdnOrigin, siteConfig } = settings;

buildAll();
// remotes.json is written only when missing: an operator's release or rollback edit survives restarts.
if (!existsSync(remotesFile)) writeRemotesFile(remotesFile, cdnOrigin);
else if (moveLocalRemotes(remotesFile, cdnOrigin))
  console.log(`remotes.json now points at ${cdnOrigin}`);

const children = [];
let apiListening = Promise.resolve();
if (existsSync(join(root, 'hosts/api/src/main.ts'))) {
  // Node itself, not `npm run`: npm does not pass our SIGTERM on, and the API would keep its port
  // and the data folder after we stop. INIT_CWD keeps DATA_DIR relative to where npm ran.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'hosts/api/src/main.ts')], {
    cwd: join(root, 'hosts/api'),
    // The API derives its signed upload URLs from the same GW_API_BASE as the site and widgets.
    env: {
      INIT_CWD: process.cwd(),
      ...process.env,
      ...settings.apiEnv,
      GW_STOP_WITH_PARENT: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = '[api] ';
  const relay = (stream) => (chunk) =>
    stream.write(prefix + chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`));
  // The URLs are printed once the API listens too, so whoever reads them can use them at once.
  apiListening = new Promise((resolve) => {
    let seen = '';
    child.stdout.on('data', function listening(chunk) {
      seen += chunk;
      if (!seen.includes('"event":"listening"')) return;
      child.stdout.off('data', listening);
      resolve();
    });
  });
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    void shutdown(code ?? 1);
  });
  children.push(child);
}

// The API base the site's forms use (GW_API_BASE etc.), served as /site-config.json and allowed
// by the site's CSP.
const site = createSiteServer({ siteConfig: () => siteConfig, cdn: cdnOrigin });
const cdn = createCdnServer();
/** Set once listening; the API may exit (and shut everything down) before that. */
let partner;
const [siteUrl, cdnUrl] = await Promise.all([
  listen(site, settings.ports.site),
  listen(cdn, settings.ports.cdn),
  // Its lead forms send to the same API as the site's (their `api` attribute, its CSP).
  startPartnerServer({
    cdn: cdnOrigin,
    api: settings.apiBase,
    port: settings.ports.partner,
    host: null,
  }).then((server) => {
    partner = server;
  }),
  apiListening,
]);

console.log(`
  site     ${siteUrl}
  cdn      ${cdnUrl}   (remotes: /remotes/<name>/<version>/, widgets: /widgets/<name>.js)
  api      ${children.length ? settings.apiBase : '(not built yet)'}
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
