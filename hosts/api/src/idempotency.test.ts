import { describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { testApiPerFile } from '../testing/perFile.ts';

const api = testApiPerFile();
const keyed = (key: string) => ({ 'idempotency-key': key });
const endpoints = [
  ['/leads/request', 'demo', bodies.demo],
  ['/waitlist/add', 'waitlist', bodies.waitlist],
  ['/funding-application/create', 'funding', bodies.funding],
  ['/inquiries/contact-us', 'contact', bodies.contact],
  ['/inquiries/submit-profile', 'profile', bodies.profile],
  ['/v1/gw/leads/Sheet1', 'teaser', bodies.teaser],
] as const;

describe('Idempotency-Key (DESIGN.md §10)', () => {
  it.each(endpoints)(
    '%s: a repeat gets the first answer and stores nothing new',
    async (path, kind, body) => {
      const key = crypto.randomUUID();
      const before = (await api.leads(kind)).length;
      const first = await post(`${api.url}${path}`, body, keyed(key));
      const again = await post(`${api.url}${path}`, body, keyed(key));
      expect([200, 201]).toContain(first.status);
      expect(again.status).toBe(first.status);
      expect(again.json).toEqual(first.json);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await api.leads(kind)).length).toBe(before + 1);
    },
  );

  it('stores two leads for two keys, and for requests without a key', async () => {
    const before = (await api.leads('waitlist')).length;
    await post(`${api.url}/waitlist/add`, bodies.waitlist, keyed(crypto.randomUUID()));
    await post(`${api.url}/waitlist/add`, bodies.waitlist, keyed(crypto.randomUUID()));
    await post(`${api.url}/waitlist/add`, bodies.waitlist);
    await post(`${api.url}/waitlist/add`, bodies.waitlist);
    expect((await api.leads('waitlist')).length).toBe(before + 4);
  });

  it('answers 422 to the same key with another body or on another endpoint, storing nothing', async () => {
    const key = crypto.randomUUID();
    expect((await post(`${api.url}/leads/request`, bodies.demo, keyed(key))).status).toBe(201);
    const demos = (await api.leads('demo')).length;
    const changed = await post(
      `${api.url}/leads/request`,
      { ...bodies.demo, firstName: 'Bola' },
      keyed(key),
    );
    expect(changed).toMatchObject({
      status: 422,
      json: {
        message:
          'This Idempotency-Key was already used for a different request. Send a new request with a new key.',
      },
    });
    const elsewhere = await post(`${api.url}/waitlist/add`, bodies.waitlist, keyed(key));
    expect(elsewhere.status).toBe(422);
    expect((await api.leads('demo')).length).toBe(demos);
  });

  it('treats a body with its keys in another order, or new attribution, as the same request', async () => {
    const key = crypto.randomUUID();
    const first = await post(`${api.url}/leads/request`, bodies.demo, keyed(key));
    const reordered = Object.fromEntries(Object.entries(bodies.demo).reverse());
    const again = await post(`${api.url}/leads/request`, reordered, {
      ...keyed(key),
      'x-gw-attribution': encodeURIComponent(JSON.stringify({ partner: 'other' })),
    });
    expect(again).toMatchObject({ status: 201, json: first.json });
  });

  it('stores one lead when the same key arrives many times at once', async () => {
    const key = crypto.randomUUID();
    const body = { ...bodies.demo, email: `race-${key.slice(0, 8)}@example.ng` };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(`${api.url}/leads/request`, body, keyed(key))),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1);
    const stored = (await api.leads('demo')).filter((lead) => lead.payload.email === body.email);
    expect(stored).toHaveLength(1);
  });

  it('refuses a malformed key with a clear 400 and stores nothing', async () => {
    const before = (await api.leads('demo')).length;
    for (const key of ['short', 'x'.repeat(201), 'has space in it', 'ünïcödé-key-value']) {
      const answer = await post(`${api.url}/leads/request`, bodies.demo, keyed(key));
      expect(answer.status, key).toBe(400);
      expect(answer.json.message).toMatch(/^Idempotency-Key must be 8 to 200/);
    }
    expect((await api.leads('demo')).length).toBe(before);
  });

  it('does not remember a refused request: the key stays free for the corrected one', async () => {
    const key = crypto.randomUUID();
    const refused = await post(
      `${api.url}/leads/request`,
      { ...bodies.demo, email: 'nope' },
      keyed(key),
    );
    expect(refused.status).toBe(400);
    expect((await post(`${api.url}/leads/request`, bodies.demo, keyed(key))).status).toBe(201);
  });
});
