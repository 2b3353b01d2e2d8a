import { isOperatorEmail } from '@gw/config';
import type { Context, Hono } from 'hono';
import { readJson } from '../http/readJson.ts';
import { erasePerson } from '../jobs/erasure.ts';
import { exportPerson } from '../jobs/personExport.ts';
import { expiredLeads, retentionCutoff, runRetention } from '../jobs/retention.ts';
import { withdrawMarketing } from '../jobs/withdrawMarketing.ts';
import type { ApiEnv, AppOptions } from '../options.ts';
import { normalEmail, personHash } from '../store/peopleStore.ts';
import type { Idempotency, LeadStore } from '../store/types.ts';
import { audit, auditOperator } from './audit.ts';

const invalidEmail = {
  error: 'invalid_body',
  message: 'Send {"email": "…"}: the e-mail address the request is about.',
};
const nothingHeld = { error: 'not_found', message: 'Nothing is held about that address.' };

/** The address a request names (query for GET, JSON body for POST), trimmed; null if none. */
async function emailOf(c: Context<ApiEnv>): Promise<string | null> {
  let value: unknown = c.req.query('email');
  if (c.req.method === 'POST') {
    const read = await readJson(c);
    value = read.ok ? (read.body as { email?: unknown } | null)?.email : undefined;
  }
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return isOperatorEmail(email) ? email : null;
}

/**
 * Whether a lead submission belongs to an erasure: its Idempotency-Key was an erased lead's, or
 * its address was erased after its consent was given (`consentAt`). A submission made after the
 * erasure is a new one, and stored.
 */
export async function isErasedSubmission(
  store: LeadStore,
  payload: Record<string, unknown>,
  idempotency: Idempotency | undefined,
  consentAt: string,
): Promise<boolean> {
  const email = typeof payload.email === 'string' ? payload.email : null;
  const key = idempotency?.key ?? null;
  return (await store.people.erasedBefore(key, email, new Date(consentAt))) !== null;
}

/**
 * Data rights (issue 27), behind the operator session of routes/admin.ts (whose middleware asks
 * POSTs for the CSRF header): what is held about an address, its export, its erasure and the
 * withdrawal of its marketing consent. The audit log names the person by the address's hash.
 */
export function registerPeopleRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  const people = options.store.people;
  const now = () => new Date((options.now ?? Date.now)());
  const context = { store: options.store, uploadsDir: options.uploadsDir, log: options.log };

  app.get('/admin/people', async (c) => {
    const email = await emailOf(c);
    if (!email) return c.json(invalidEmail, 400);
    const held = await people.held(email);
    const hash = personHash(email);
    await audit(c, options, {
      action: 'person.preview',
      target: `person:${hash}`,
      detail: { leads: held.leads.length },
    });
    return c.json({
      email: normalEmail(email),
      hash,
      leads: held.leads.map(({ id, kind, createdAt }) => ({ id, kind, createdAt })),
      files: held.files.length,
      pendingWebhooks: held.pendingWebhooks,
      marketing: held.marketing,
      erased: held.erased,
    });
  });

  app.post('/admin/people/export', async (c) => {
    const email = await emailOf(c);
    if (!email) return c.json(invalidEmail, 400);
    const operator = auditOperator(c);
    const exported = await exportPerson(options.store, options.uploadsDir, email, operator, now());
    if (!exported) return c.json(nothingHeld, 404);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${exported.fileName}"`);
    return c.body(new Uint8Array(exported.zip));
  });

  app.post('/admin/people/erase', async (c) => {
    const email = await emailOf(c);
    if (!email) return c.json(invalidEmail, 400);
    const erased = await erasePerson(context, email, auditOperator(c), now());
    return c.json({ erased });
  });

  app.post('/admin/people/withdraw-marketing', async (c) => {
    const email = await emailOf(c);
    if (!email) return c.json(invalidEmail, 400);
    const leads = await withdrawMarketing(options.store, email, auditOperator(c), now());
    return c.json({ leads: leads.length });
  });

  // The retention, for `npm run leads -- retention [--dry-run]` while this server holds the
  // embedded database: the leads it would erase now, and a pass run now.
  app.get('/admin/retention', async (c) => {
    const months = options.retentionMonths ?? 0;
    const at = now();
    const leads = months > 0 ? await expiredLeads(context, months, at) : [];
    const cutoff = months > 0 ? retentionCutoff(months, at).toISOString() : null;
    return c.json({ months, cutoff, leads });
  });

  app.post('/admin/retention', async (c) => {
    const months = options.retentionMonths ?? 0;
    if (months <= 0) return c.json({ months, erased: [] });
    const erased = await runRetention(context, months, now(), auditOperator(c));
    if (erased === null) {
      return c.json({ error: 'busy', message: 'Another process is running the retention.' }, 409);
    }
    return c.json({ months, erased });
  });
}
