import type { Hono } from 'hono';
import { clientOf } from '../http/clientOf.ts';
import type { ApiEnv, AppOptions } from '../options.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /admin/leads for the operator CLI while the server holds the embedded database: only from
 * this machine, only with the token the server wrote into its data folder.
 */
export function registerAdminRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  app.get('/admin/leads', async (c) => {
    const token = options.adminToken;
    const local = loopback.has(clientOf(c, null));
    if (!token || !local || c.req.header('authorization') !== `Bearer ${token}`) {
      return c.json({ message: 'Not found' }, 404);
    }
    const since = c.req.query('since');
    const sinceDate = since ? new Date(since) : undefined;
    if (sinceDate && Number.isNaN(sinceDate.getTime())) {
      return c.json({ message: 'since must be a date, e.g. 2026-01-31' }, 400);
    }
    const leads = await options.store.listLeads({ kind: c.req.query('kind'), since: sinceDate });
    return c.json({ data: leads });
  });
}
