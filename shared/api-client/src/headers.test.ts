// @vitest-environment happy-dom
import { attributionHeader } from '@gw/config';
import {
  buildContactUsPayload,
  buildDemoPayload,
  buildFundingPayload,
  buildProfilePayload,
  buildTeaserRow,
  buildWaitlistPayload,
} from '@gw/forms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, collectAttribution, createApiClient } from './index.ts';
import { startRecorder } from './test/recorder.ts';

let recorder: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  recorder = await startRecorder();
});
afterAll(() => recorder.close());
beforeEach(() => {
  recorder.received.length = 0;
  localStorage.clear();
});

const person = { firstName: 'Ada', lastName: 'Obi', email: 'ada@adaezehomes.ng' };

/** Every call of spec §7 once, in a fixed order. */
async function callEverything(client: ApiClient) {
  await client.requestDemo(
    buildDemoPayload({ ...person, businessName: 'Adaeze Homes', phone: '+2348031234567' }),
  );
  await client.requestUploadAddress({
    Extension: 'pdf',
    Bucket: 'b',
    ContentType: 'application/pdf',
    uploadArea: 'landingpage',
  });
  await client.createFundingApplication(
    buildFundingPayload({
      ...person,
      businessName: 'Adaeze Homes',
      businessEmail: 'ops@adaezehomes.ng',
      projectDescription: 'Duplex',
      country: 'Nigeria',
      state: 'Lagos',
      currency: 'NGN',
      amount: '1,000',
      role: 'CEO',
      phone: '8031234567',
      countryCode: '+234',
    }),
  );
  await client.sendContactMessage(buildContactUsPayload({ ...person, message: 'Hello there' }));
  await client.submitProfile(buildProfilePayload({ linkedInUrl: 'linkedin.com/in/ada' }));
  await client.joinWaitlist(
    buildWaitlistPayload({
      ...person,
      phoneNumber: '+14165550123',
      targetCountry: 'Nigeria',
      purpose: 'New Build',
    }),
  );
  await client.fetchStates({ country: 'Nigeria' });
  await client.sendTeaserRow(
    buildTeaserRow({
      firstname: 'Ada',
      lastname: 'Obi',
      email: person.email,
      message: 'Hello there',
    }),
  );
}

const leadPaths = [
  '/leads/request',
  '/funding-application/create',
  '/inquiries/contact-us',
  '/inquiries/submit-profile',
  '/waitlist/add',
  expect.stringMatching(/^\/v1\/[^/]+\/[^/]+\/Sheet1$/),
];

describe('headers on the wire (spec §6, §7)', () => {
  it("on the main site's pages, sends the stored token as Bearer on the upload-address call only", async () => {
    localStorage.setItem('token', 'visitor-token');
    const meta = Object.assign(document.createElement('meta'), {
      name: 'gw-auth',
      content: 'stored-token',
    });
    document.head.append(meta);
    await callEverything(createApiClient({ apiBase: recorder.url }));
    const withAuth = recorder.received.filter(({ headers }) => headers.authorization);
    expect(withAuth.map(({ path, headers }) => [path, headers.authorization])).toEqual([
      ['/files/upload', 'Bearer visitor-token'],
    ]);
    expect(recorder.received.map(({ method }) => method)).toEqual(Array(8).fill('POST'));
    expect(
      recorder.received.every(({ headers }) => headers['content-type'] === 'application/json'),
    ).toBe(true);
    meta.remove();
  });

  it("attack: on a partner's page (no gw-auth meta) the page's own stored token is never sent", async () => {
    localStorage.setItem('token', 'partner-session-token');
    await callEverything(createApiClient({ apiBase: recorder.url }));
    expect(recorder.received).toHaveLength(8);
    expect(recorder.received.some(({ headers }) => 'authorization' in headers)).toBe(false);
  });

  it('sends no Authorization at all when no token is stored', async () => {
    await callEverything(createApiClient({ apiBase: recorder.url }));
    expect(recorder.received).toHaveLength(8);
    expect(recorder.received.some(({ headers }) => 'authorization' in headers)).toBe(false);
  });

  it('sends the attribution read from the page on every lead call, and only there', async () => {
    history.replaceState(null, '', '/finance?utm_source=news&utm_campaign=q4&x=1');
    Object.defineProperty(document, 'referrer', {
      value: 'https://search.example/',
      configurable: true,
    });
    const attribution = collectAttribution({
      surface: 'widget',
      partner: 'acme',
      component: 'demo',
    });
    expect(attribution).toEqual({
      surface: 'widget',
      partner: 'acme',
      component: 'demo',
      pageUrl: `${location.origin}/finance?utm_source=news&utm_campaign=q4&x=1`,
      referrer: 'https://search.example/',
      utm: { source: 'news', campaign: 'q4' },
    });
    await callEverything(createApiClient({ apiBase: recorder.url, attribution }));
    const header = attributionHeader.toLowerCase();
    const attributed = recorder.received.filter(({ headers }) => headers[header]);
    expect(attributed.map(({ path }) => path)).toEqual(leadPaths);
    for (const { headers } of attributed) {
      expect(JSON.parse(decodeURIComponent(String(headers[header])))).toEqual(attribution);
    }
  });

  it('leaves out attribution values the store cannot keep, and still sends the lead', async () => {
    history.replaceState(null, '', '/finance?utm_campaign=%00&utm_source=news&utm_term=a%01b');
    const attribution = collectAttribution({
      surface: 'widget',
      partner: 'acme\ud800',
      component: 'c'.repeat(600),
    });
    const client = createApiClient({ apiBase: recorder.url, attribution });
    await client.requestDemo(
      buildDemoPayload({ ...person, businessName: 'Adaeze Homes', phone: '+2348031234567' }),
    );
    const [sent] = recorder.received;
    const header = String(sent?.headers[attributionHeader.toLowerCase()]);
    expect(JSON.parse(decodeURIComponent(header))).toEqual({
      surface: 'widget',
      component: 'c'.repeat(500),
      referrer: document.referrer,
      pageUrl: `${location.origin}/finance?utm_campaign=%00&utm_source=news&utm_term=a%01b`,
      utm: { source: 'news' },
    });
  });

  it('sends no attribution header when the client has none', async () => {
    await callEverything(createApiClient({ apiBase: recorder.url }));
    const header = attributionHeader.toLowerCase();
    expect(recorder.received.some(({ headers }) => header in headers)).toBe(false);
  });

  it('uses the countries and spreadsheet bases when given apart from the API base', async () => {
    const client = createApiClient({
      apiBase: 'http://127.0.0.1:9/unused',
      countriesBase: `${recorder.url}/countries-service`,
      spreadsheetBase: `${recorder.url}/sheets`,
    });
    await client.fetchStates({ country: 'Nigeria' });
    await client.sendTeaserRow(
      buildTeaserRow({
        firstname: 'Ada',
        lastname: 'Obi',
        email: person.email,
        message: 'Hello there',
      }),
    );
    expect(recorder.received.map(({ path }) => path)).toEqual([
      '/countries-service/countries/states',
      expect.stringMatching(/^\/sheets\/v1\/[^/]+\/[^/]+\/Sheet1$/),
    ]);
  });
});
