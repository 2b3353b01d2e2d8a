import { antiSpam } from '@gw/config';
import {
  contactUsPayload,
  demoPayload,
  fundingPayload,
  parseFields,
  profilePayload,
  teaserRowPayload,
  waitlistPayload,
} from '@gw/forms';
import type { Hono } from 'hono';
import { readAttribution } from '../http/attribution.ts';
import { overRateLimit } from '../http/rateLimit.ts';
import { notJson, readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';

type Reply = { status: 200 | 201; body: (id: number | null) => object };

/** Each lead endpoint of spec §7: its path, kind, schema and the answer the client reads. */
const leadRoutes = [
  {
    path: '/leads/request',
    kind: 'demo',
    struct: demoPayload,
    reply: { status: 201, body: (id) => ({ data: { id, message: 'Demo request received' } }) },
  },
  {
    path: '/waitlist/add',
    kind: 'waitlist',
    struct: waitlistPayload,
    reply: { status: 201, body: (id) => ({ data: { id }, message: 'Added to the waitlist' }) },
  },
  {
    path: '/funding-application/create',
    kind: 'funding',
    struct: fundingPayload,
    reply: { status: 200, body: (id) => ({ data: { id } }) },
  },
  {
    path: '/inquiries/contact-us',
    kind: 'contact',
    struct: contactUsPayload,
    reply: {
      status: 200,
      body: () => ({ message: 'Thank you for contacting us. We will get back to you shortly.' }),
    },
  },
  {
    path: '/inquiries/submit-profile',
    kind: 'profile',
    struct: profilePayload,
    reply: { status: 200, body: () => ({ message: 'Profile received' }) },
  },
  {
    path: '/v1/:id/:sheet/Sheet1',
    kind: 'teaser',
    struct: teaserRowPayload,
    reply: { status: 201, body: () => ({ created: 1 }) },
  },
] as const satisfies readonly { path: string; kind: string; struct: unknown; reply: Reply }[];

export const leadKinds = leadRoutes.map((route) => route.kind);

/** Registers every lead endpoint: rate limit, JSON, honeypot, validation, durable write. */
export function registerLeadRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  for (const route of leadRoutes) {
    app.post(route.path, async (c) => {
      const limited = await overRateLimit(c, options);
      if (limited) return limited;
      const json = await readJson(c);
      if (!json.ok) return c.json(notJson, 400);
      const parsed = parseFields(route.struct, json.body);
      if (!parsed.ok) return c.json({ message: parsed.message }, 400);
      const { [antiSpam.honeypotField]: trap, ...payload } = parsed.value;
      c.set('kind', route.kind);
      // A filled honeypot is a bot: answer as usual so it learns nothing, store nothing.
      if (typeof trap === 'string' && trap.trim())
        return c.json(route.reply.body(null), route.reply.status);
      const attribution = readAttribution(
        c.req.header('x-gw-attribution'),
        c.req.header('origin'),
        c.req.header('referer'),
      );
      const lead = await options.store.insertLead(route.kind, payload, attribution);
      c.set('leadId', lead.id);
      return c.json(route.reply.body(lead.id), route.reply.status);
    });
  }
}
