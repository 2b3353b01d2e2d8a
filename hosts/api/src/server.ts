import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { antiSpam } from '@gw/config';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createLogger } from './http/log.ts';
import { parseTrustProxy } from './http/trustProxy.ts';
import { openStore } from './store/openStore.ts';
import type { LeadStore } from './store/types.ts';

export type ServerOptions = {
  port: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  publicUrl?: string | undefined;
  signingSecret?: string | undefined;
  rateLimitMax?: number;
  /** TRUST_PROXY's value: a hop count, or CIDRs and addresses (see http/trustProxy.ts). */
  trustProxy?: string | undefined;
  logLevel?: string | undefined;
  adminToken?: string | undefined;
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
  });
  const lifecycle = { stopping: false };
  const app = createApp({
    store,
    lifecycle,
    uploadsDir: join(options.dataDir, 'uploads'),
    signingSecret: options.signingSecret ?? randomBytes(32).toString('hex'),
    publicUrl: options.publicUrl,
    rateLimitMax: options.rateLimitMax ?? antiSpam.rateLimit.max,
    rateLimitWindowMs: antiSpam.rateLimit.windowMs,
    trustProxy: parseTrustProxy(options.trustProxy),
    adminToken: options.adminToken,
    log: createLogger(options.logLevel),
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port, hostname: host }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    port,
    store,
    close() {
      closing ??= new Promise<void>((resolve) => {
        // Requests already in flight finish and their writes land; any later one, on a kept-alive
        // connection, gets 503 with Retry-After. Connections close as they fall idle.
        lifecycle.stopping = true;
        const sweep = setInterval(() => (server as Server).closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
      }).then(() => store.close());
      return closing;
    },
  };
}
