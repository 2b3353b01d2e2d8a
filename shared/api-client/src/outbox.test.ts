import { testApiPerFile } from '@gw/api/vitest';
import { idempotencyKeyHeader } from '@gw/config';
import { buildDemoPayload } from '@gw/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLeadPath, demoResultMessage, newIdempotencyKey, outboxMessages } from './index.ts';
import { deliverEntry } from './outbox/deliverEntry.ts';
import { type ReadAnswer, submitLead } from './outbox/index.ts';
import { savedEntries } from './outbox/outboxStore.ts';
import { refusedUrl, startLocalServer } from './test/localServer.ts';

const api = testApiPerFile();

const demo = buildDemoPayload({
  businessName: 'Adaeze Homes',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  email: 'ada@adaezehomes.ng',
  description: '',
});
const thanks = 'Thank you for booking a demo with the sales team. We will reach out soon';
const readDemo: ReadAnswer = (answer) => ({
  ok: answer.status < 300,
  message: demoResultMessage(answer),
});

/** Answers 503 with Retry-After, or the status in the path (/429), for what the API rarely does. */
let busy: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  busy = await startLocalServer((request, response) => {
    const status = Number(request.url?.slice(1)) || 503;
    response.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': '7' });
    response.end(JSON.stringify({ message: `answered ${status}` }));
  });
});
afterAll(() => busy.close());

const entryTo = (url: string) => ({
  key: newIdempotencyKey(),
  url,
  headers: {},
  body: { ...demo },
  createdAt: Date.now(),
});

describe('the outbox delivers through the JSON client (real API)', () => {
  it('stores a lead once, however often its key is sent, and reads the first answer', async () => {
    const submission = {
      key: newIdempotencyKey(),
      path: demoLeadPath,
      body: demo,
      apiBase: api.url,
    };
    const first = await submitLead(submission, readDemo);
    const again = await submitLead(submission, readDemo);
    expect(first).toEqual({ outcome: { ok: true, saved: false, message: thanks } });
    expect(again).toEqual(first);
    expect(await api.leads('demo')).toHaveLength(1);
  });

  it('keeps a lead with no answer on the device and sends it when the server is back', async () => {
    const url = await refusedUrl();
    const key = newIdempotencyKey();
    const { outcome, later } = await submitLead(
      { key, path: demoLeadPath, body: demo, apiBase: url },
      readDemo,
    );
    expect(outcome).toEqual({ ok: false, saved: true, message: outboxMessages.saved });
    const keys: unknown[] = [];
    const back = await startLocalServer(
      (request, response) => {
        keys.push(request.headers[idempotencyKeyHeader.toLowerCase()]);
        response.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
      },
      Number(new URL(url).port),
    );
    try {
      expect(await later).toEqual({ ok: true, saved: false, message: thanks });
      expect(keys).toEqual([key]);
      expect((await savedEntries()).map((entry) => entry.key)).not.toContain(key);
    } finally {
      await back.close();
    }
  });

  it.each([
    ['no answer: the lead waits', 'refused', false, { answered: false }],
    [
      'a 503 waits as long as Retry-After says',
      '/503',
      false,
      { answered: false, retryAfterMs: 7000 },
    ],
    ['a 429 is the form’s failure on the first try', '/429', false, { answered: true }],
    ['a 429 waits once the lead waits on the device', '/429', true, { answered: false }],
  ])('%s', async (_case, path, waiting, delivery) => {
    const url = path === 'refused' ? await refusedUrl() : `${busy.url}${path}`;
    expect(await deliverEntry(entryTo(url), waiting)).toMatchObject(delivery);
  });
});
