import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { antiSpam, upload } from '@gw/config';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createLogger, type Logger } from './http/log.ts';
import { readPartners } from './http/partners.ts';
import { parseTrustProxy } from './http/trustProxy.ts';
import { startRetention } from './jobs/retention.ts';
import { listeningUrl } from './listeningUrl.ts';
import { trustProxyWarning } from './routes/admin.ts';
import { openStore } from './store/openStore.ts';
import type { LeadStore } from './store/types.ts';
import { startWebhookDeliverer, type WebhookOptions } from './webhooks/deliverer.ts';

export type ServerOptions = {
  port: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The API's public base (main.ts: GW_API_BASE, default http://localhost:API_PORT). */
  publicUrl?: string | undefined;
  signingSecret?: string | undefined;
  rateLimitMax?: number;
  /** TRUST_PROXY's value: a hop count, or CIDRs and addresses (see http/trustProxy.ts). */
  trustProxy?: string | undefined;
  logLevel?: string | undefined;
  adminToken?: string | undefined;
  /** The site's origins, whose operator pages call /admin with credentials (read live). */
  siteOrigins?: readonly string[];
  /** partners.json (PARTNERS_FILE): partner id → allowed origins. */
  partnersFile?: string | undefined;
  /** The clock of rate limits and sessions (tests move it). */
  now?: () => number;
  /**
   * WEBHOOK_URL and WEBHOOK_SECRET: every stored lead is delivered there (DESIGN.md §12), test
   * leads only with WEBHOOK_TEST_LEADS=true.
   */
  webhook?: WebhookOptions | undefined;
  /** Where log lines go (tests collect them); default: stdout at `logLevel`. */
  log?: Logger;
  /**
   * RETENTION_MONTHS: leads older than this are erased, at start and hourly (issue 27). Absent
   * or 0: no retention job (main.ts always passes the setting, 24 unless told).
   */
  retentionMonths?: number | undefined;
};

export type RunningServer = {
  url: string;
  port: number;
  store: LeadStore;
  /** Stops accepting, lets in-flight requests (and their writes) finish, then closes the store. */
  close(): Promise<void>;
};

/** Opens the store, applies migrations and serves the API. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const store = await openStore({
    databaseUrl: options.databaseUrl,
    dataDir: join(options.dataDir, 'pglite'),
    webhooks: Boolean(options.webhook),
    webhookTestLeads: Boolean(options.webhook?.testLeads),
  });
  const lifecycle = { stopping: false };
  // Known once listening; signed upload URLs use it when no public base is given (main.ts gives
  // GW_API_BASE's, so they name the origin the site's CSP allows; tests on port 0 use this).
  const self = { url: '' };
  const log = options.log ?? createLogger(options.logLevel);
  const trustProxy = parseTrustProxy(options.trustProxy);
  const app = createApp({
    store,
    lifecycle,
    uploadsDir: join(options.dataDir, 'uploads'),
    signingSecret: options.signingSecret ?? randomBytes(32).toString('hex'),
    publicUrl: () => options.publicUrl ?? self.url,
    rateLimitMax: options.rateLimitMax ?? antiSpam.rateLimit.max,
    rateLimitWindowMs: antiSpam.rateLimit.windowMs,
    trustProxy,
    adminToken: options.adminToken,
    siteOrigins: options.siteOrigins ?? [],
    partners: readPartners(options.partnersFile),
    log,
    retentionMonths: options.retentionMonths ?? 0,
    ...(options.now && { now: options.now }),
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port, hostname: host }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  self.url = listeningUrl(host, port);
  // Operators sign in, and TRUST_PROXY is unset: if a proxy is in front, everyone is one client
  // to the sign-in counters (DESIGN.md §11). Said at start; and again at the first sign-in that
  // comes through a proxy (routes/admin.ts).
  if (!trustProxy && (await store.operators.listOperators()).length > 0) {
    log({ level: 'warn', event: 'trust_proxy_unset', message: trustProxyWarning });
  }
  // Uploads no lead names are removed after a day: at start, then every hour.
  const uploadsDir = join(options.dataDir, 'uploads');
  const sweep = () =>
    void sweepUploads(store, uploadsDir, new Date(Date.now() - upload.unreferencedTtlMs)).catch(
      () => {},
    );
  sweep();
  const sweeper = setInterval(sweep, 60 * 60 * 1000);
  sweeper.unref();
  const deliverer = options.webhook ? startWebhookDeliverer(store, options.webhook, log) : null;
  const retention = startRetention(
    { store, uploadsDir, log },
    options.retentionMonths ?? 0,
    options.now,
  );
  let closing: Promise<void> | undefined;
  return {
    url: self.url,
    port,
    store,
    close() {
      closing ??= new Promise<void>((resolve) => {
        // Requests already in flight finish and their writes land; any later one, on a kept-alive
        // connection, gets 503 with Retry-After. Connections close as they fall idle.
        lifecycle.stopping = true;
        clearInterval(sweeper);
        const sweep = setInterval(() => (server as Server).closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
      })
        .then(() => Promise.all([deliverer?.stop(), retention.stop()]))
        .then(() => store.close());
      return closing;
    },
  };
}

/** Removes uploads issued before `before` that no lead names: their rows, then their files. */
export async function sweepUploads(store: LeadStore, uploadsDir: string, before: Date) {
  const keys = await store.sweepUploads(before);
  for (const key of keys) rmSync(join(uploadsDir, key), { force: true });
  return keys;
}
