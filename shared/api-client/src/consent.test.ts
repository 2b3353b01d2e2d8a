// @vitest-environment happy-dom
import { type ConsentGiven, consentHeader, consentNotice } from '@gw/config';
import { buildContactUsPayload, buildDemoPayload, buildTeaserRow } from '@gw/forms';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consentGiven,
  consentHeaders,
  createApiClient,
  demoLeadPath,
  demoResultMessage,
  newIdempotencyKey,
} from './index.ts';
import { consentGiven as consentOfOutbox, type ReadAnswer, submitLead } from './outbox/index.ts';
import { savedEntries } from './outbox/outboxStore.ts';
import { refusedUrl, startLocalServer } from './test/localServer.ts';

// Issue 27: the notice shown and the marketing choice travel beside the body, never in it.
type Sent = { path: string; header: string | undefined; body: unknown };
const sent: Sent[] = [];
let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    // The page's origin is not the server's: the browser asks before sending the headers.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const header = request.headers[consentHeader.toLowerCase()];
      sent.push({
        path: request.url ?? '',
        header: header as string | undefined,
        body: JSON.parse(text),
      });
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"message":"ok"}');
    });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
});
afterEach(() => vi.useRealTimers());

const decoded = (header: string | undefined): unknown =>
  header === undefined ? undefined : JSON.parse(decodeURIComponent(header));
const demo = buildDemoPayload({
  businessName: 'Adaeze Homes',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  email: 'ada@adaezehomes.ng',
  description: '',
});
const readDemo: ReadAnswer = (answer) => ({
  ok: answer.status < 300,
  message: demoResultMessage(answer),
});

describe('consentGiven', () => {
  it('names the notice version shown, the choice and the time Submit was pressed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
    expect(consentGiven(false)).toEqual({
      notice: consentNotice.version,
      marketing: false,
      at: '2026-11-26T10:00:00.000Z',
    });
    expect(consentGiven(true).marketing).toBe(true);
    expect(consentOfOutbox).toBe(consentGiven);
  });

  it('is one URI-encoded JSON header, and none without consent', () => {
    const consent: ConsentGiven = { notice: '2026-11-26', marketing: true, at: 'x' };
    expect(consentHeaders(consent)).toEqual({
      [consentHeader]: encodeURIComponent(JSON.stringify(consent)),
    });
    expect(consentHeaders(undefined)).toEqual({});
  });
});

describe('the consent header on the wire', () => {
  it('goes with the lead calls beside a body that does not change', async () => {
    const consent = consentGiven(true);
    const contact = buildContactUsPayload({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@adaezehomes.ng',
      message: 'Hello there',
    });
    const row = buildTeaserRow({
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@adaezehomes.ng',
      message: 'Hello there',
    });
    const client = createApiClient({ apiBase: server.url, consent });
    await client.sendContactMessage(contact);
    await client.sendTeaserRow(row);
    await createApiClient({ apiBase: server.url }).sendContactMessage(contact);
    expect(sent.map(({ header }) => decoded(header))).toEqual([consent, consent, undefined]);
    expect(sent.map(({ body }) => body)).toEqual([contact, row, contact]);
  });

  it('is kept with the lead on the device, as it was when Submit was pressed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z'), toFake: ['Date'] });
    const consent = consentGiven(false);
    vi.useRealTimers();
    const key = newIdempotencyKey();
    const { outcome } = await submitLead(
      { key, path: demoLeadPath, body: demo, apiBase: await refusedUrl(), consent },
      readDemo,
    );
    expect(outcome.saved).toBe(true);
    const entry = (await savedEntries()).find((saved) => saved.key === key);
    expect(decoded(entry?.headers[consentHeader])).toEqual({
      notice: consentNotice.version,
      marketing: false,
      at: '2026-11-26T10:00:00.000Z',
    });
    expect(entry?.body).toEqual(demo);
  });

  it('goes with a lead the outbox sends at once', async () => {
    const consent = consentGiven(true);
    const { outcome } = await submitLead(
      { key: newIdempotencyKey(), path: demoLeadPath, body: demo, apiBase: server.url, consent },
      readDemo,
    );
    expect(outcome.ok).toBe(true);
    expect(sent.map(({ path, header, body }) => [path, decoded(header), body])).toEqual([
      [demoLeadPath, consent, demo],
    ]);
  });
});
