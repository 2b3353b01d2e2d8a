import { clientReportPayload, parseBody } from '@gw/forms';
import type { Hono } from 'hono';
import { overRateLimit } from '../http/rateLimit.ts';
import { readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';

const day = 24 * 60 * 60 * 1000;
const listLimit = 50;

/** What /health says of client reports: how many in the last 24 h, and the newest. */
export async function clientReportHealth(options: AppOptions) {
  const now = options.now ?? Date.now;
  const { count, last } = await options.store.clientReports.summary(new Date(now() - day));
  return { last24h: count, last };
}

/**
 * POST /client-reports: a visitor's device says a lead could not be sent while this API
 * answered (issue 25). Public like the lead endpoints, rate-limited in a budget of its own (a
 * device that reports does not use up what its next lead needs), validated, no personal data.
 * GET /admin/client-reports: the newest ones, for the inbox (behind the session, routes/admin).
 */
export function registerClientReportRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  app.post('/client-reports', async (c) => {
    const limited = await overRateLimit(c, options, 'reports');
    if (limited) return limited;
    const json = await readJson(c);
    if (!json.ok) return c.json({ message: json.message }, 400);
    const parsed = parseBody(clientReportPayload, json.body);
    if (!parsed.ok) return c.json({ message: parsed.message }, 400);
    const origin = c.req.header('origin');
    await options.store.clientReports.add({
      ...parsed.value,
      origin: origin && origin.length <= 200 ? origin : undefined,
    });
    return c.json({ received: true }, 201);
  });

  app.get('/admin/client-reports', async (c) => {
    const { last24h } = await clientReportHealth(options);
    const data = await options.store.clientReports.latest(listLimit);
    return c.json({ last24h, data });
  });
}
