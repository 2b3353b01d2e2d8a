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
import {
  createFundingApplication,
  fetchStates,
  joinWaitlist,
  requestDemo,
  requestUploadAddress,
  sendContactMessage,
  sendTeaserRow,
  submitProfile,
} from './index.ts';
import { startRecorder } from './test/recorder.ts';

let recorder: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  recorder = await startRecorder();
});
afterAll(() => recorder.close());
beforeEach(() => {
  recorder.received.length = 0;
  // A stored token on the main site's page: only the upload-address call may send it.
  localStorage.setItem('token', 'visitor-token');
  if (!document.querySelector('meta[name="gw-auth"]'))
    document.head.append(
      Object.assign(document.createElement('meta'), { name: 'gw-auth', content: 'stored-token' }),
    );
});

const person = { firstName: 'Ada', lastName: 'Obi', email: 'ada@adaezehomes.ng' };
const attribution = { surface: 'widget', partner: 'acme', component: 'demo' } as const;
const options = () => ({ apiBase: recorder.url, attribution });

/** Each standalone call, the path it must reach, and whether it is a lead (attribution). */
const calls: [string, () => Promise<unknown>, string | RegExp, boolean][] = [
  [
    'requestDemo',
    () =>
      requestDemo(
        options(),
        buildDemoPayload({ ...person, businessName: 'Adaeze Homes', phone: '+2348031234567' }),
      ),
    '/leads/request',
    true,
  ],
  [
    'createFundingApplication',
    () =>
      createFundingApplication(
        options(),
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
      ),
    '/funding-application/create',
    true,
  ],
  [
    'sendContactMessage',
    () => sendContactMessage(options(), buildContactUsPayload({ ...person, message: 'Hello' })),
    '/inquiries/contact-us',
    true,
  ],
  [
    'submitProfile',
    () => submitProfile(options(), buildProfilePayload({ linkedInUrl: 'linkedin.com/in/ada' })),
    '/inquiries/submit-profile',
    true,
  ],
  [
    'joinWaitlist',
    () =>
      joinWaitlist(
        options(),
        buildWaitlistPayload({
          ...person,
          phoneNumber: '+14165550123',
          targetCountry: 'Nigeria',
          purpose: 'New Build',
        }),
      ),
    '/waitlist/add',
    true,
  ],
  [
    'sendTeaserRow',
    () =>
      sendTeaserRow(
        { spreadsheetBase: `${recorder.url}/sheets`, attribution },
        buildTeaserRow({ firstname: 'Ada', lastname: 'Obi', email: person.email, message: 'Hi' }),
      ),
    /^\/sheets\/v1\/[^/]+\/[^/]+\/Sheet1$/,
    true,
  ],
  [
    'fetchStates',
    () => fetchStates({ countriesBase: `${recorder.url}/geo` }, { country: 'Nigeria' }),
    '/geo/countries/states',
    false,
  ],
  [
    'requestUploadAddress',
    () =>
      requestUploadAddress(
        { apiBase: recorder.url },
        {
          Extension: 'pdf',
          Bucket: 'b',
          ContentType: 'application/pdf',
          uploadArea: 'landingpage',
        },
      ),
    '/files/upload',
    false,
  ],
];

describe('the standalone call functions (what a bundle imports one by one)', () => {
  it.each(calls)(
    '%s: one JSON POST to its path, attribution only on leads',
    async (name, call, path, lead) => {
      await call();
      expect(recorder.received).toHaveLength(1);
      const [received] = recorder.received;
      expect(received?.method).toBe('POST');
      expect(received?.path).toMatch(path);
      expect(received?.headers['content-type']).toBe('application/json');
      const header = received?.headers[attributionHeader.toLowerCase()];
      expect(header ? JSON.parse(decodeURIComponent(String(header))) : undefined).toEqual(
        lead ? attribution : undefined,
      );
      // The stored token goes to the upload-address call only (spec §6).
      const bearer = name === 'requestUploadAddress' ? 'Bearer visitor-token' : undefined;
      expect(received?.headers.authorization).toBe(bearer);
    },
  );

  it('reads the answer as the client does: status, ok and the parsed body', async () => {
    const answer = await requestDemo(
      options(),
      buildDemoPayload({ ...person, businessName: 'Adaeze Homes', phone: '+2348031234567' }),
    );
    expect(answer).toEqual({
      ok: true,
      status: 200,
      data: { data: { url: 'x', key: 'k', states: [] }, message: 'ok' },
    });
  });
});
