// `npm start`: builds what is not built, then starts every service of the run contract
// (DESIGN.md §3) and prints the URLs: the site (PORT, 4173), the CDN origin (CDN_PORT, 4180)
// and the lead API (API_PORT, 8787, when hosts/api exists).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ports, urls } from './lib/config.mjs';
import { remotesFile, root } from './lib/paths.mjs';
import { writeRemotesFile } from './lib/remotes.mjs';
import { createCdnServer, createSiteServer } from './serve/servers.mjs';
import { listen } from './serve/staticServer.mjs';

const sitePort = Number(process.env.PORT ?? ports.site);
const cdnPort = Number(process.env.CDN_PORT ?? ports.cdn);
const cdnOrigin = process.env.GW_CDN_URL ?? `http://localhost:${cdnPort}`;

buildAll();
// remotes.json is written only when missing: an operator's release or rollback edit survives restarts.
if (!existsSync(remotesFile)) writeRemotesFile(remotesFile, cdnOrigin);

const children = [];
if (existsSync(join(root, 'hosts/api/src/main.ts'))) {
  const child = spawn('npm', ['run', 'start', '-w', '@gw/api'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = '[api] ';
  const relay = (stream) => (chunk) =>
    stream.write(prefix + chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

// The API base the site's forms use, read at start (GW_API_BASE etc.), served as /site-config.json.
const site = createSiteServer({
  siteConfig: () => ({
    apiBase: urls.apiBase,
    countriesBase: urls.countriesBase,
    spreadsheetBase: urls.spreadsheetBase,
  }),
});
const cdn = createCdnServer();
const [siteUrl, cdnUrl] = await Promise.all([listen(site, sitePort), listen(cdn, cdnPort)]);

console.log(`
  site     ${siteUrl}
  cdn      ${cdnUrl}   (remotes: /remotes/<name>/<version>/, widgets: /widgets/<name>.js)
  api      ${children.length ? urls.apiBase : '(not built yet)'}
  remotes  ${remotesFile}   (edit one line to release or roll back a remote)
`);

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  site.close();
  cdn.close();
  setTimeout(() => process.exit(code), 200);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
