import { antiSpam, attributionHeader, idempotencyKeyHeader } from '@gw/config';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ApiEnv, AppOptions } from './options.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { registerCountryRoutes } from './routes/countries.ts';
import { registerLeadRoutes } from './routes/leads.ts';
import { registerUploadRoutes } from './routes/uploads.ts';

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

  // Partners embed the widgets: every public endpoint takes browser calls from any origin.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', attributionHeader, idempotencyKeyHeader],
      maxAge: 600,
    }),
  );

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

  app.get('/health', (c) => c.json({ status: 'ok' }));
  registerLeadRoutes(app, options);
  registerUploadRoutes(app, options);
  registerCountryRoutes(app);
  registerAdminRoutes(app, options);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    options.log({
      level: 'error',
      path: c.req.routePath,
      error: error.name,
      detail: error.message,
    });
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
