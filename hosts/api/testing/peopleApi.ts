// The data-rights tests' API (issue 27): a server with webhooks on to a local receiver, an
// operator's session, and a person who sent a funding application with a document and a
// contact message. Registers its own beforeAll/afterAll.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consentHeader, consentNotice, idempotencyKeyHeader } from '@gw/config';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { seedPgliteDir } from '../src/store/pgliteTemplate.ts';
import { bodies, post, putFile, uploadRequest } from './fixtures.ts';
import { operatorSession } from './operatorSession.ts';
import { type WebhookReceiver, webhookReceiver } from './webhookReceiver.ts';

const secret = 'a-webhook-secret-of-some-length';
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The X-Gw-Consent header of a form submitted at `at`. */
export const consent = (at: Date, marketing = false) => ({
  [consentHeader]: encodeURIComponent(
    JSON.stringify({ notice: consentNotice.version, marketing, at: at.toISOString() }),
  ),
});

export function peopleApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-people-'));
  const logged: Record<string, unknown>[] = [];
  const state = {} as {
    api: RunningServer;
    hooks: WebhookReceiver;
    read: Record<string, string>;
    write: Record<string, string>;
  };

  beforeAll(async () => {
    await seedPgliteDir(join(dataDir, 'pglite'));
    state.hooks = await webhookReceiver(true);
    state.api = await startServer({
      port: 0,
      dataDir,
      log: (event) => logged.push(event),
      webhook: { url: state.hooks.url, secret, retryBaseMs: 40, maxDelayMs: 200, intervalMs: 25 },
    });
    Object.assign(state, await operatorSession(state.api.url, state.api.store));
  }, 60_000);
  afterAll(async () => {
    await state.api.close();
    await state.hooks.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Uploads a PDF and returns its key, as the funding form's upload does. */
  async function uploadPdf(text: string): Promise<string> {
    const issued = await post(`${state.api.url}/files/upload`, uploadRequest);
    expect((await putFile(issued.json.data.url, text)).status).toBe(200);
    return issued.json.data.key as string;
  }

  /** A funding application with one document, and a contact message, from one address. */
  async function person(email: string, key = randomUUID()) {
    const fileKey = await uploadPdf('%PDF-1.7 site plan of the Kano block');
    const document = { Bucket: uploadRequest.Bucket, S3Key: fileKey, type: 'application/pdf' };
    const application = {
      ...bodies.funding,
      email,
      uploadedFiles: [{ ...document, name: 'site-plan.pdf' }],
    };
    const funding = await post(`${state.api.url}/funding-application/create`, application, {
      [idempotencyKeyHeader]: key,
      ...consent(new Date(), true),
    });
    expect(funding.status).toBe(200);
    // The same person, another form, the address typed in capitals.
    const contact = await post(
      `${state.api.url}/inquiries/contact-us`,
      { ...bodies.contact, email: email.toUpperCase() },
      consent(new Date()),
    );
    expect(contact.status).toBe(200);
    return { fundingId: funding.json.data.id as number, fileKey, key, application };
  }

  /** A data-rights POST as the signed-in operator (with the CSRF header unless told). */
  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    fetch(`${state.api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(headers ?? state.write) },
      body: JSON.stringify(body),
    });

  /** The audit log's entries of one action, newest first. */
  const auditOf = async (action: string) => {
    const page = await fetch(`${state.api.url}/admin/audit?limit=200`, { headers: state.read });
    const { data } = (await page.json()) as { data: { action: string; target: string }[] };
    return data.filter((entry) => entry.action === action);
  };

  return { state, dataDir, logged, uploadPdf, person, call, auditOf };
}
