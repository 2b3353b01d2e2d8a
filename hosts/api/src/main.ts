// `npm run start -w @gw/api`: the lead API on API_PORT (8787), data under DATA_DIR (./data).
import { randomBytes } from 'node:crypto';
import { ports, urls } from '@gw/config';
import { privateDataDir, tightenDataDirModes } from './dataDirModes.ts';
import { retentionMonthsOf } from './jobs/retention.ts';
import { dataDirFromEnv, fromInvocation } from './paths.ts';
import { publicUrlFromEnv } from './publicUrlFromEnv.ts';
import { announce, claimDataDir, releaseDataDir } from './runFile.ts';
import { startServer } from './server.ts';

/**
 * WEBHOOK_URL and WEBHOOK_SECRET together, or neither: an unsigned delivery is never sent.
 * WEBHOOK_TEST_LEADS=true delivers test-mode leads too.
 */
function webhookFromEnv() {
  const url = process.env.WEBHOOK_URL || undefined;
  const secret = process.env.WEBHOOK_SECRET || undefined;
  if (!url) return undefined;
  if (!secret || secret.length < 16) {
    console.error('WEBHOOK_URL needs WEBHOOK_SECRET (16 characters or more) to sign deliveries.');
    process.exit(1);
  }
  if (!/^https?:\/\//.test(url)) {
    console.error(`WEBHOOK_URL must be an http(s) address, not ${url}.`);
    process.exit(1);
  }
  // Test-mode leads (issue 28) reach the receiver only when asked.
  return { url, secret, testLeads: process.env.WEBHOOK_TEST_LEADS === 'true' };
}

/** SITE_ORIGINS (comma-separated), else the site's URL (GW_SITE_URL): the inbox pages' origins. */
function siteOriginsFromEnv(): string[] {
  const listed = (process.env.SITE_ORIGINS ?? '').split(',').map((entry) => entry.trim());
  const origins = listed.filter(Boolean);
  const chosen = origins.length > 0 ? origins : [urls.site];
  const wrong = chosen.find((origin) => !URL.canParse(origin));
  if (wrong) {
    console.error(
      `SITE_ORIGINS must list http(s) origins, like http://localhost:4173, not ${wrong}.`,
    );
    process.exit(1);
  }
  return chosen.map((origin) => new URL(origin).origin);
}

/** RETENTION_MONTHS (jobs/retention.ts): a whole number of months, 24 unless set. */
function retentionMonthsFromEnv(): number {
  const months = retentionMonthsOf(process.env.RETENTION_MONTHS);
  if (months === null) {
    console.error(
      `RETENTION_MONTHS must be a whole number of months (0: keep leads), not ${process.env.RETENTION_MONTHS}.`,
    );
    process.exit(1);
  }
  return months;
}

// Settings are checked before the data folder is claimed.
// Signed upload URLs name the API base the site and widgets are given, or the API refuses to start.
const { url: publicUrl, error: publicUrlError } = publicUrlFromEnv(process.env);
if (publicUrlError) {
  console.error(publicUrlError);
  process.exit(1);
}
const webhook = webhookFromEnv();
const retentionMonths = retentionMonthsFromEnv();
const dataDir = dataDirFromEnv();
privateDataDir(dataDir);
const databaseUrl = process.env.DATABASE_URL || undefined;
const embedded = !databaseUrl;

// The embedded database allows one process per folder: refuse to share it.
const holder = embedded ? claimDataDir(dataDir) : null;
if (holder) {
  console.error(
    JSON.stringify({
      event: 'refused',
      reason: `Another process (pid ${holder.pid}) is using ${dataDir}. Stop it, or set DATA_DIR.`,
    }),
  );
  process.exit(1);
}

const adminToken = embedded ? randomBytes(24).toString('hex') : undefined;
const server = await startServer({
  port: Number(process.env.API_PORT ?? ports.api),
  host: process.env.API_HOST ?? '127.0.0.1',
  dataDir,
  databaseUrl,
  publicUrl,
  signingSecret: process.env.UPLOAD_SIGNING_SECRET || undefined,
  rateLimitMax: process.env.RATE_LIMIT_MAX ? Number(process.env.RATE_LIMIT_MAX) : undefined,
  trustProxy: process.env.TRUST_PROXY,
  partnersFile: process.env.PARTNERS_FILE ? fromInvocation(process.env.PARTNERS_FILE) : undefined,
  logLevel: process.env.LOG_LEVEL,
  adminToken,
  siteOrigins: siteOriginsFromEnv(),
  webhook,
  retentionMonths,
}).catch((error: unknown) => {
  if (embedded) releaseDataDir(dataDir);
  throw error;
});

tightenDataDirModes(dataDir);
if (embedded) announce(dataDir, { port: server.port, token: adminToken });
console.log(
  JSON.stringify({ event: 'listening', url: server.url, store: embedded ? 'pglite' : 'postgres' }),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ event: 'stopping', signal }));
  await server.close();
  if (embedded) releaseDataDir(dataDir);
  console.log(JSON.stringify({ event: 'stopped' }));
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// Started by `npm start` (GW_STOP_WITH_PARENT): if that process dies without stopping us (kill -9,
// a crash), stop too, so no orphan keeps the port and the data folder.
if (process.env.GW_STOP_WITH_PARENT === '1') {
  // Its output went to the parent: with the parent gone, writing fails (EPIPE). Log nothing
  // rather than crash before the writes in flight have landed.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop('parent-exited');
  }, 500).unref();
}
