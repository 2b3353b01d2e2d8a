import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { consentNotice, idempotencyKeyHeader } from '@gw/config';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { consent, peopleApi, sha256 } from '../testing/peopleApi.ts';
import { until } from '../testing/webhookReceiver.ts';
import { openSql } from './store/openStore.ts';

// Issue 27 item 3: an operator exports, erases and withdraws the marketing consent of an
// e-mail address; an erasure removes rows, files and queued webhooks, tells the receiver
// (lead.erased, ids only), and its tombstone keeps the address from coming back.
// (erasureEdges.test.ts: a file that cannot be removed, and the marketing withdrawal.)
const { state, dataDir, person, call, auditOf } = peopleApi();

describe('data rights', () => {
  it('refuses every data-rights call without a session (401), and a POST without the CSRF header (403)', async () => {
    const body = { email: 'musa@kanobuild.ng' };
    expect((await fetch(`${state.api.url}/admin/people?email=musa@kanobuild.ng`)).status).toBe(401);
    for (const path of ['export', 'erase', 'withdraw-marketing']) {
      expect((await call(`/admin/people/${path}`, body, {})).status).toBe(401);
      expect((await call(`/admin/people/${path}`, body, state.read)).status).toBe(403);
    }
    expect((await call('/admin/retention', {}, state.read)).status).toBe(403);
  });

  it('exports an address: person.json with every lead and its consent, and the document', async () => {
    const email = 'amaka@build.ng';
    const { fundingId, fileKey } = await person(email);
    const preview = await fetch(
      `${state.api.url}/admin/people?email=${encodeURIComponent(email)}`,
      {
        headers: state.read,
      },
    );
    const seen = await preview.json();
    expect(seen).toMatchObject({ email, hash: sha256(email), files: 1, marketing: true });
    expect(seen.leads.map((lead: { kind: string }) => lead.kind)).toEqual(['funding', 'contact']);

    const answer = await call('/admin/people/export', { email: ' Amaka@Build.ng ' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="person-${sha256(email).slice(0, 12)}.zip"`,
    );
    const zip = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const listing = Object.entries(zip).map(([name, data]) => `${name} ${data.length} B`);
    // The closing note's listing (issue 27): a funding application and its PDF.
    console.log(`export zip listing:\n${listing.join('\n')}`);
    expect(Object.keys(zip).sort()).toEqual([`files/${fileKey}`, 'person.json']);
    expect(strFromU8(zip[`files/${fileKey}`] as Uint8Array)).toBe(
      '%PDF-1.7 site plan of the Kano block',
    );
    const held = JSON.parse(strFromU8(zip['person.json'] as Uint8Array));
    expect(held.email).toBe(email);
    expect(held.leads).toHaveLength(2);
    expect(held.leads[0]).toMatchObject({
      id: fundingId,
      kind: 'funding',
      consent: { notice: consentNotice.version, marketing: true },
    });
    expect(held.leads[0].attribution).toBeTypeOf('object');
    expect(held.files).toEqual([
      {
        key: fileKey,
        name: 'site-plan.pdf',
        type: 'application/pdf',
        bytes: 36,
        path: `files/${fileKey}`,
      },
    ]);
    expect(held.audit.map((entry: { action: string }) => entry.action)).toContain('person.preview');
    expect((await auditOf('person.export')).at(0)?.target).toBe(`person:${sha256(email)}`);

    const nobody = await call('/admin/people/export', { email: 'nobody@example.ng' });
    expect(nobody.status).toBe(404);
    expect((await nobody.json()).error).toBe('not_found');
  });

  it('erases an address: rows, file, queued webhooks; lead.erased with ids only; audit by hash', async () => {
    const email = 'musa@kanobuild.ng';
    state.hooks.accept(false); // the receiver is down: the leads' deliveries stay queued
    const { fundingId, fileKey, key, application } = await person(email);
    const other = await post(`${state.api.url}/waitlist/add`, bodies.waitlist);
    const contactId = (await state.api.store.people.held(email)).leads[1]?.id;
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(true);

    const answer = await call('/admin/people/erase', { email });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      erased: { leads: [fundingId, contactId], files: 1, webhooksCancelled: 2 },
    });
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(false);
    expect(await state.api.store.uploadedType(fileKey)).toBeNull();
    const left = (await state.api.store.listLeads()).map((lead) => lead.id);
    expect(left).not.toContain(fundingId);
    expect(left).toContain(other.json.data.id);
    for (const id of [fundingId, contactId]) {
      expect(
        (await fetch(`${state.api.url}/admin/leads/${id}`, { headers: state.read })).status,
      ).toBe(404);
    }

    const before = state.hooks.accepted.length;
    state.hooks.accept(true);
    // Both due: lead.erased at once, the waitlist lead's after its backoff; then a moment for
    // anything that should not come.
    const types = () => state.hooks.accepted.slice(before).map((event) => event.type);
    await until(() => types().includes('lead.erased') && types().includes('lead.created'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const delivered = state.hooks.accepted.slice(before);
    const erasedEvent = delivered.find((event) => event.type === 'lead.erased');
    expect(Object.keys(erasedEvent ?? {}).sort()).toEqual(['erasedAt', 'id', 'leadIds', 'type']);
    expect(erasedEvent?.leadIds).toEqual([fundingId, contactId]);
    // The erased leads' own deliveries were cancelled: only the waitlist lead's is sent.
    const created = delivered.filter((event) => event.type === 'lead.created');
    expect(created.map((event) => (event.lead as { id: number }).id)).toEqual([other.json.data.id]);
    expect(JSON.stringify(delivered)).not.toContain('musa@');

    const [entry] = await auditOf('person.erase');
    expect(entry).toMatchObject({
      operator: 'ops@groundwork.ng',
      target: `person:${sha256(email)}`,
      detail: { leads: [fundingId, contactId], files: 1 },
    });
    const preview = await fetch(`${state.api.url}/admin/people?email=${email}`, {
      headers: state.read,
    });
    expect(await preview.json()).toMatchObject({
      leads: [],
      files: 0,
      erased: { operator: 'ops@groundwork.ng' },
    });

    // The tombstone: the device's outbox replays the erased funding application (same key and
    // body, its document gone) and is answered as stored; a resend with consent from before
    // the erasure too; neither is stored.
    const count = async () => (await state.api.store.people.held(email)).leads.length;
    const replay = await post(`${state.api.url}/funding-application/create`, application, {
      [idempotencyKeyHeader]: key,
      ...consent(new Date()),
    });
    expect(replay.status).toBe(200);
    expect(replay.json.data.id).toBeTypeOf('number');
    const old = await post(
      `${state.api.url}/inquiries/contact-us`,
      { ...bodies.contact, email },
      consent(new Date(Date.now() - 60 * 60_000)),
    );
    expect(old).toMatchObject({
      status: 200,
      json: { message: 'Thank you for contacting us. We will get back to you shortly.' },
    });
    expect(await count()).toBe(0);
    // Consent given after the erasure: a new submission, stored.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const fresh = await post(
      `${state.api.url}/inquiries/contact-us`,
      { ...bodies.contact, email },
      consent(new Date()),
    );
    expect(fresh.status).toBe(200);
    expect(await count()).toBe(1);
  });

  it('erasing an address with nothing held still writes its tombstone', async () => {
    const answer = await call('/admin/people/erase', { email: 'never@seen.ng' });
    expect(await answer.json()).toEqual({
      erased: { leads: [], files: 0, webhooksCancelled: 0 },
    });
    const preview = await fetch(`${state.api.url}/admin/people?email=never@seen.ng`, {
      headers: state.read,
    });
    expect((await preview.json()).erased.operator).toBe('ops@groundwork.ng');
    expect((await call('/admin/people/erase', { email: 'not an address' })).status).toBe(400);
  });

  it('keeps no e-mail of an erased person in the database: not in the keys, the tombstone or the log', async () => {
    await state.api.close();
    const sql = await openSql({ dataDir: join(dataDir, 'pglite') });
    try {
      const { rows } = await sql.query<{ key_hashes: string[] }>(
        'SELECT key_hashes FROM erasures WHERE email_hash = $1',
        [sha256('musa@kanobuild.ng')],
      );
      expect(rows[0]?.key_hashes).toHaveLength(1);
      expect(rows[0]?.key_hashes[0]).toMatch(/^[0-9a-f]{64}$/);
      const keys = await sql.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM leads WHERE idempotency_key IS NOT NULL AND payload->>'email' = 'musa@kanobuild.ng'",
      );
      expect(keys.rows[0]?.n).toBe(0);
      const logged = await sql.query<{ text: string }>(
        "SELECT coalesce(string_agg(audit_log::text, ' '), '') AS text FROM audit_log",
      );
      expect(logged.rows[0]?.text).not.toMatch(/musa@|amaka@|ngozi@|never@/i);
      const queued = await sql.query<{ text: string }>(
        "SELECT coalesce(string_agg(event::text, ' '), '') AS text FROM webhook_deliveries",
      );
      expect(queued.rows[0]?.text).not.toContain('@');
    } finally {
      await sql.close();
    }
  });
});
