import {
  antiSpam,
  attributionHeader,
  consentHeader,
  csrfHeader,
  idempotencyKeyHeader,
  modeHeader,
} from '@gw/config';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { isDatabaseUnavailable, retryAfterSeconds, unavailable } from './http/unavailable.ts';
import type { ApiEnv, AppOptions } from './options.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { clientReportHealth, registerClientReportRoutes } from './routes/clientReports.ts';
import { registerCountryRoutes } from './routes/countries.ts';
import { registerLeadRoutes } from './routes/leads.ts';
import { registerUploadRoutes } from './routes/uploads.ts';

/** How long /health waits for the database before it says it is unreachable. */
const healthTimeoutMs = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The lead API (DESIGN.md §5), built from injected parts so tests run it on any port. */
export function createApp(options: AppOptions): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    options.log({
      method: c.req.method,
      path: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      kind: c.get('kind'),
      lead: c.get('leadId'),
    });
  });

  // DESIGN.md §11: nothing the API answers is to be sniffed into another type, nor kept by a
  // cache (answers carry leads, upload keys and an operator's listing).
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
  });

  // Partners embed the widgets: every public endpoint takes browser calls from any origin. The
  // operator API takes them only from the site's own origins, with its session cookie.
  const publicCors = cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowHeaders: [
      'Content-Type',
      'Authorization',
      attributionHeader,
      consentHeader,
      idempotencyKeyHeader,
      modeHeader,
    ],
    maxAge: 600,
  });
  const operatorCors = cors({
    origin: (origin) => ((options.siteOrigins ?? []).includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', csrfHeader],
    // The inbox reads a throttle's wait and the name the API gives a person's export.
    exposeHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  app.use('*', (c, next) =>
    c.req.path === '/admin' || c.req.path.startsWith('/admin/')
      ? operatorCors(c, next)
      : publicCors(c, next),
  );

  // Stopping: the listener is closed, so a connection's first request was accepted before the
  // stop and is in flight: it is served. A kept-alive connection's next one gets 503, so
  // nothing new starts while the process winds down.
  const requestsOn = new WeakMap<object, number>();
  app.use('*', async (c, next) => {
    const socket = (c.env as { incoming?: { socket?: object } } | undefined)?.incoming?.socket;
    const count = socket ? (requestsOn.get(socket) ?? 0) + 1 : Number.POSITIVE_INFINITY;
    if (socket) requestsOn.set(socket, count);
    if (options.lifecycle?.stopping && count > 1 && c.req.method !== 'OPTIONS')
      return unavailable(c, 'stopping');
    await next();
  });

  app.post(
    '*',
    bodyLimit({
      maxSize: antiSpam.maxBodyBytes,
      onError: (c) =>
        c.json(
          { message: `Request body is too large (at most ${antiSpam.maxBodyBytes / 1024} KB).` },
          413,
        ),
    }),
  );

  app.get('/health', async (c) => {
    try {
      await withTimeout(options.store.ping(), healthTimeoutMs);
      // Leads visitors' devices could not send while the API answered (issue 25).
      const clientReports = await withTimeout(clientReportHealth(options), healthTimeoutMs);
      return c.json({ status: 'ok', database: 'ok', clientReports });
    } catch {
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
    }
  });
  registerLeadRoutes(app, options);
  registerUploadRoutes(app, options);
  registerCountryRoutes(app, options);
  registerAdminRoutes(app, options);
  registerClientReportRoutes(app, options);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    options.log({
      level: 'error',
      path: c.req.routePath,
      error: error.name,
      detail: error.message,
    });
    if (isDatabaseUnavailable(error)) return unavailable(c, 'database');
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
