import { countryNameCorrections } from '@gw/config';
import { countries as pickerCountries } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { testApiPerFile } from '../testing/perFile.ts';

/** The answer fields the browser client reads. */
type Answer = { data?: { id?: number; message?: string }; message?: string };

const api = testApiPerFile();

describe('lead endpoints (spec §7)', () => {
  it.each([
    [
      '/leads/request',
      'demo',
      bodies.demo,
      201,
      (json: Answer) => expect(json.data?.message).toBeTruthy(),
    ],
    [
      '/waitlist/add',
      'waitlist',
      bodies.waitlist,
      201,
      (json: Answer) => expect(json.data?.id).toBeGreaterThan(0),
    ],
    [
      '/funding-application/create',
      'funding',
      bodies.funding,
      200,
      (json: Answer) => expect(json.data?.id).toBeGreaterThan(0),
    ],
    [
      '/inquiries/contact-us',
      'contact',
      bodies.contact,
      200,
      (json: Answer) => expect(json.message).toBeTruthy(),
    ],
    [
      '/inquiries/submit-profile',
      'profile',
      bodies.profile,
      200,
      (json: Answer) => expect(json.message).toBeTruthy(),
    ],
    ['/v1/gw-contact/leads/Sheet1', 'teaser', bodies.teaser, 201, () => {}],
  ] as const)('%s stores a %s lead and answers %i', async (path, kind, body, status, check) => {
    const attribution = {
      surface: 'widget',
      partner: 'acme',
      pageUrl: 'https://acme.ng/build',
      utm: { source: 'news' },
    };
    const answer = await post(
      `${api.url}${path}`,
      { ...body, isAdmin: true },
      {
        'x-gw-attribution': encodeURIComponent(JSON.stringify(attribution)),
      },
    );
    expect(answer.status).toBe(status);
    check(answer.json);
    const [stored] = (await api.leads(kind)).slice(-1);
    expect(stored?.payload).toEqual(body);
    expect(stored?.attribution).toMatchObject(attribution);
  });

  it.each([
    ['/leads/request', { ...bodies.demo, businessName: '' }, 'Please input Business name'],
    [
      '/leads/request',
      { ...bodies.demo, phone: '1234' },
      'Phone cannot be less than nine characters',
    ],
    ['/waitlist/add', { ...bodies.waitlist, email: 'nope' }, 'Invalid email'],
    ['/waitlist/add', { ...bodies.waitlist, buildCountry: '' }, 'Target country is required'],
    ['/funding-application/create', { ...bodies.funding, role: '' }, 'Role is required'],
    [
      '/funding-application/create',
      { ...bodies.funding, amount: 0 },
      'amount must be a positive number',
    ],
    [
      '/inquiries/contact-us',
      { ...bodies.contact, email: '' },
      'Please enter a valid email address.',
    ],
    [
      '/inquiries/submit-profile',
      { linkedInUrl: '  ' },
      'Please enter your LinkedIn profile link.',
    ],
    [
      '/v1/x/y/Sheet1',
      { ...bodies.teaser, description: 'short' },
      'message cannot be less than seven characters',
    ],
    ['/countries/states', {}, 'Country is required'],
    ['/files/upload', {}, 'Extension is a required field'],
  ])('%s rejects bad input with 400 and the spec message', async (path, body, message) => {
    const before = (await api.leads()).length;
    const answer = await post(`${api.url}${path}`, body);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(message);
    expect((await api.leads()).length).toBe(before);
  });

  it.each([['not json'], ['[1,2]'], ['null'], ['42'], ['"text"'], ['{"firstName":{"$gt":1}}']])(
    'answers 400, never 500, to the body %s',
    async (raw) => {
      for (const path of [
        '/leads/request',
        '/waitlist/add',
        '/files/upload',
        '/countries/states',
      ]) {
        const answer = await post(`${api.url}${path}`, raw);
        expect(answer.status, path).toBe(400);
        expect(typeof answer.json.message).toBe('string');
      }
    },
  );

  it('answers 413 to a body over the size limit', async () => {
    const answer = await post(`${api.url}/leads/request`, {
      ...bodies.demo,
      description: 'x'.repeat(70_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.json.message).toMatch(/too large/);
  });

  it('ignores a malformed attribution header instead of failing the lead', async () => {
    const answer = await post(`${api.url}/leads/request`, bodies.demo, {
      'x-gw-attribution': '%E0%A4%A',
    });
    expect(answer.status).toBe(201);
  });

  it('drops a honeypot lead silently, with the usual answer', async () => {
    const before = (await api.leads('demo')).length;
    const answer = await post(`${api.url}/leads/request`, { ...bodies.demo, faxNumber: 'bot' });
    expect(answer.status).toBe(201);
    expect((await api.leads('demo')).length).toBe(before);
  });

  it('takes browser calls from any origin (CORS preflight)', async () => {
    const response = await fetch(`${api.url}/leads/request`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-gw-attribution',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-gw-attribution',
    );
  });

  it('lists the states of a country by name or code, and says when it does not know one', async () => {
    const byName = await post(`${api.url}/countries/states`, { country: 'Nigeria' });
    expect(byName.json.data.states).toContainEqual({ name: 'Lagos' });
    const byCode = await post(`${api.url}/countries/states`, { country: 'ca' });
    expect(byCode.json.data.states).toContainEqual({ name: 'Saskatchewan' });
    const unknown = await post(`${api.url}/countries/states`, { country: 'Atlantis' });
    expect(unknown.status).toBe(404);
  });

  it("knows every country by the name the site's country picker sends", async () => {
    const unknown: string[] = [];
    for (const { name } of Object.values(pickerCountries)) {
      const answer = await post(`${api.url}/countries/states`, { country: name });
      if (answer.status !== 200) unknown.push(name);
    }
    expect(unknown).toEqual([]);
    const ivoryCoast = await post(`${api.url}/countries/states`, { country: 'Ivory Coast' });
    expect(ivoryCoast.json.data.states).toContainEqual({ name: 'Abidjan' });
    // The names the UI kit shows with their diacritics (issue 26).
    for (const [iso, name] of Object.entries(countryNameCorrections)) {
      const answer = await post(`${api.url}/countries/states`, { country: name });
      expect([name, answer.status, answer.json.data?.iso2]).toEqual([name, 200, iso]);
    }
  });

  it('reports health', async () => {
    const health = await fetch(`${api.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: 'ok',
      clientReports: { last24h: 0, last: null },
    });
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message past the per-client limit', async () => {
    const limited = await startTestServer({ rateLimitMax: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await post(`${limited.url}/leads/request`, bodies.demo)).status);
      expect(statuses).toEqual([201, 201, 429]);
      const answer = await post(`${limited.url}/leads/request`, bodies.demo);
      expect(answer.json.message).toBe('Too many requests. Please wait a minute and try again.');
      expect(answer.headers.get('retry-after')).toBe('60');
      expect((await limited.leads()).length).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
