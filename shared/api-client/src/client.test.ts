import { testApiPerFile } from '@gw/api/vitest';
import { buildDemoPayload, buildTeaserRow, buildWaitlistPayload } from '@gw/forms';
import { describe, expect, it } from 'vitest';
import { collectAttribution, createApiClient, demoResultMessage } from './index.ts';

const api = testApiPerFile();

const demo = {
  businessName: 'Adaeze Homes',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  email: 'ada@adaezehomes.ng',
};

describe('collectAttribution without a DOM (Node, server rendering)', () => {
  it('keeps only what it was given, and does not throw', () => {
    expect(typeof location).toBe('undefined');
    expect(collectAttribution({ surface: 'site' })).toEqual({ surface: 'site' });
    expect(
      collectAttribution({ surface: 'remote', partner: 'acme', component: 'waitlist' }),
    ).toEqual({ surface: 'remote', partner: 'acme', component: 'waitlist' });
  });
});

describe('api client against the real lead API', () => {
  it('books a demo with the attribution header, and the lead lands with it', async () => {
    const attribution = {
      ...collectAttribution({ surface: 'remote', partner: 'acme' }),
      pageUrl: 'https://x.ng/lender',
    };
    const client = createApiClient({ apiBase: api.url, attribution });
    const answer = await client.requestDemo(buildDemoPayload({ ...demo, description: '' }));
    expect(answer.status).toBe(201);
    expect(demoResultMessage(answer)).toBe(
      'Thank you for booking a demo with the sales team. We will reach out soon',
    );
    const [lead] = await api.leads('demo');
    expect(lead?.payload).toEqual(demo);
    expect(lead?.attribution).toMatchObject({
      surface: 'remote',
      partner: 'acme',
      pageUrl: 'https://x.ng/lender',
    });
  });

  it('reads a 400 as an answer, with the server message', async () => {
    const answer = await createApiClient({ apiBase: api.url }).requestDemo({
      ...demo,
      email: 'nope',
    });
    expect(answer.status).toBe(400);
    expect(demoResultMessage(answer)).toBe('Please enter a valid email');
  });

  it('joins the waitlist (201), posts a teaser row and loads states', async () => {
    const client = createApiClient({ apiBase: api.url });
    const waitlist = await client.joinWaitlist(
      buildWaitlistPayload({
        firstName: 'Ngozi',
        lastName: 'Okafor',
        email: 'ngozi@example.ca',
        phoneNumber: '+14165550123',
        targetCountry: 'Nigeria',
        purpose: 'Renovation',
      }),
    );
    expect(waitlist.status).toBe(201);
    expect((await api.leads('waitlist'))[0]?.payload).toMatchObject({
      phoneNumber: '14165550123',
      residentCountry: 'Canada',
    });
    const row = await client.sendTeaserRow(
      buildTeaserRow({
        firstname: 'Chidi',
        lastname: 'Eze',
        email: 'c@eze.ng',
        message: 'Please call me',
      }),
    );
    expect(row.ok).toBe(true);
    const states = await client.fetchStates({ country: 'Nigeria' });
    expect(states.data.data.states).toContainEqual({ name: 'Lagos' });
  });

  // The Bearer header itself is asserted on the wire in headers.test.ts (the API does not keep it).
  it('asks for an upload address and gets a signed url and key', async () => {
    const client = createApiClient({ apiBase: api.url });
    const answer = await client.requestUploadAddress({
      Extension: 'pdf',
      Bucket: 'b',
      ContentType: 'application/pdf',
      uploadArea: 'landingpage',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.data?.key).toMatch(/^landingpage\//);
  });
});
