import { antiSpam, consentHeader, modeHeader } from '@gw/config';
import {
  contactUsPayload,
  demoPayload,
  firstUnstorable,
  fundingPayload,
  parseFields,
  profilePayload,
  teaserRowPayload,
  waitlistPayload,
} from '@gw/forms';
import type { Hono } from 'hono';
import { readAttribution } from '../http/attribution.ts';
import { readConsent } from '../http/consent.ts';
import { idempotencyMessages, readIdempotency } from '../http/idempotency.ts';
import { partnerMismatch } from '../http/partners.ts';
import { overRateLimit } from '../http/rateLimit.ts';
import { readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';
import { isErasedSubmission } from './people.ts';

type Reply = { status: 200 | 201; body: (id: number) => object };

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

/**
 * A funding application may name only files this API issued and received (DESIGN.md §11): the
 * message for the first other one, or null.
 */
async function firstUnknownUpload(
  options: AppOptions,
  payload: Record<string, unknown>,
): Promise<string | null> {
  const files = Array.isArray(payload.uploadedFiles) ? payload.uploadedFiles : [];
  const keys = files.map((file) => String((file as { S3Key?: unknown }).S3Key ?? ''));
  if (keys.length === 0) return null;
  const known = await options.store.uploadedKeys(keys);
  const index = keys.findIndex((key) => !known.has(key));
  return index < 0
    ? null
    : `uploadedFiles.${index}.S3Key does not name a file uploaded here. Upload it again.`;
}

/**
 * Test mode (issue 28): `X-Gw-Mode: test` stores the lead flagged as test, and only then does
 * the answer carry `test: true` beside spec §7's own fields (a real lead's answer is as it was).
 */
const isTestMode = (header: string | undefined) => header?.trim().toLowerCase() === 'test';
const answerOf = (route: { reply: Reply }, id: number, test: boolean) =>
  test ? { ...route.reply.body(id), test: true } : route.reply.body(id);

/**
 * Registers every lead endpoint: rate limit, JSON, validation, storable values, honeypot,
 * Idempotency-Key, durable write. A repeat of a stored submission gets the first answer again.
 */
export function registerLeadRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  for (const route of leadRoutes) {
    app.post(route.path, async (c) => {
      const limited = await overRateLimit(c, options);
      if (limited) return limited;
      const json = await readJson(c);
      if (!json.ok) return c.json({ message: json.message }, 400);
      const parsed = parseFields(route.struct, json.body);
      if (!parsed.ok) return c.json({ message: parsed.message }, 400);
      const unstorable = firstUnstorable(parsed.value);
      if (unstorable) return c.json({ message: unstorable }, 400);
      const { [antiSpam.honeypotField]: trap, ...payload } = parsed.value;
      c.set('kind', route.kind);
      const idempotency = readIdempotency(c, route.kind, payload);
      if (idempotency === null) return c.json({ message: idempotencyMessages.badKey }, 400);
      const test = isTestMode(c.req.header(modeHeader));
      // A filled honeypot is a bot: answer exactly as for a stored lead (an id from the same
      // sequence) so it learns nothing; store nothing.
      if (typeof trap === 'string' && trap.trim())
        return c.json(
          answerOf(route, await options.store.reserveLeadId(), test),
          route.reply.status,
        );
      const attribution = readAttribution(
        c.req.header('x-gw-attribution'),
        c.req.header('origin'),
        c.req.header('referer'),
      );
      if (partnerMismatch(options.partners ?? null, attribution.partner, attribution.origin))
        attribution.partnerMismatch = true;
      // What the visitor was shown and chose: beside the body, never part of the request's
      // hash (a resend at another time is the same submission), never a reason to refuse it.
      const consent = readConsent(
        c.req.header(consentHeader),
        attribution,
        (options.now ?? Date.now)(),
      );
      // Erased (issue 27): a replayed key of an erased lead, or consent given before the
      // address's erasure, is answered as stored and not stored (a device's outbox then stops).
      if (await isErasedSubmission(options.store, payload, idempotency, consent.at))
        return c.json(
          answerOf(route, await options.store.reserveLeadId(), test),
          route.reply.status,
        );
      // After the erasure check: an erased application's replay names files erased with it.
      const unknownFile = await firstUnknownUpload(options, payload);
      if (unknownFile) return c.json({ message: unknownFile }, 400);
      const stored = await options.store.insertLead(
        route.kind,
        payload,
        attribution,
        idempotency,
        consent,
        test,
      );
      if (!stored.first && stored.requestHash !== idempotency?.requestHash)
        return c.json({ message: idempotencyMessages.reused }, 422);
      c.set('leadId', stored.lead.id);
      if (!stored.first) c.header('Idempotent-Replayed', 'true');
      // A replay is answered as its lead was stored.
      return c.json(answerOf(route, stored.lead.id, Boolean(stored.lead.test)), route.reply.status);
    });
  }
}
