import { describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { testApiPerFile } from '../testing/perFile.ts';

const api = testApiPerFile();

const endpoints = [
  ['/leads/request', bodies.demo],
  ['/waitlist/add', bodies.waitlist],
  ['/funding-application/create', bodies.funding],
  ['/inquiries/contact-us', bodies.contact],
  ['/inquiries/submit-profile', bodies.profile],
  ['/v1/gw/leads/Sheet1', bodies.teaser],
] as const;
const oddValues: unknown[] = [null, 42, [], ['a'], {}, { $gt: '' }, true, 'x'.repeat(20_000)];

describe('hostile input never breaks the API', () => {
  it.each(endpoints)('%s answers every odd field value with a clear status', async (path, body) => {
    for (const [field] of Object.entries(body)) {
      for (const value of oddValues) {
        const answer = await post(`${api.url}${path}`, { ...body, [field]: value });
        const label = `${field} = ${JSON.stringify(value).slice(0, 20)}`;
        expect([200, 201, 400], label).toContain(answer.status);
        if (answer.status === 400) expect(typeof answer.json.message, label).toBe('string');
      }
    }
  });

  it('reads a JSON body whatever its declared type, and refuses a form-encoded one', async () => {
    const asText = await post(`${api.url}/leads/request`, JSON.stringify(bodies.demo), {
      'content-type': 'text/plain',
    });
    expect(asText.status).toBe(201);
    const asForm = await post(`${api.url}/leads/request`, 'firstName=Ada&lastName=Obi', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(asForm).toMatchObject({
      status: 400,
      json: { message: 'Request body must be a JSON object.' },
    });
    const empty = await fetch(`${api.url}/leads/request`, { method: 'POST' });
    expect(empty.status).toBe(400);
  });

  it('keeps only known, length-capped attribution fields and ignores malformed headers', async () => {
    const header = (value: unknown) => ({
      'x-gw-attribution': encodeURIComponent(JSON.stringify(value)),
    });
    for (const headers of [
      { 'x-gw-attribution': '%%%' },
      header([1, 2]),
      header('partner'),
      header(null),
    ]) {
      expect((await post(`${api.url}/waitlist/add`, bodies.waitlist, headers)).status).toBe(201);
    }
    const odd = {
      partner: 'acme',
      surface: 'spaceship',
      pageUrl: `https://acme.ng/${'p'.repeat(2_000)}`,
      utm: { source: 'x', evil: 'y' },
      isAdmin: true,
    };
    const answer = await post(`${api.url}/waitlist/add`, bodies.waitlist, {
      ...header(odd),
      origin: 'https://acme.ng',
    });
    expect(answer.status).toBe(201);
    const [stored] = (await api.leads('waitlist')).slice(-1);
    expect(stored?.attribution).toEqual({
      partner: 'acme',
      pageUrl: odd.pageUrl.slice(0, 500),
      utm: { source: 'x' },
      origin: 'https://acme.ng',
    });
  });
});
