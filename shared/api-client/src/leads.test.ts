import { testApiPerFile } from '@gw/api/vitest';
import { attributionHeader } from '@gw/config';
import {
  buildContactUsPayload,
  buildFundingPayload,
  buildProfilePayload,
  buildTeaserRow,
} from '@gw/forms';
import { describe, expect, it } from 'vitest';
import {
  attributionHeaders,
  contactResultMessage,
  createApiClient,
  fundingOutcome,
  profileOutcome,
  teaserResultMessage,
  waitlistResultMessage,
} from './index.ts';

const api = testApiPerFile();

const attribution = {
  surface: 'widget' as const,
  partner: 'acme-realty',
  component: 'funding',
  pageUrl: 'https://acme.example/finance?utm_source=news',
  utm: { source: 'news' },
};

describe('every lead call carries the attribution header and lands (real API)', () => {
  it('sends the funding application with amount as a number and files as {S3Key, Bucket, type}', async () => {
    const client = createApiClient({ apiBase: api.url, attribution });
    // Only files the API received may be named: upload one first, as the wizard does.
    const address = await client.requestUploadAddress({
      Extension: 'pdf',
      Bucket: 'b',
      ContentType: 'application/pdf',
      uploadArea: 'landingpage',
    });
    const key = String(address.data.data?.key);
    const put = await fetch(String(address.data.data?.url), {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.7 plan',
    });
    expect(put.status).toBe(200);
    const answer = await client.createFundingApplication(
      buildFundingPayload({
        businessName: 'Kano Build Co',
        website: '',
        businessEmail: 'ops@kanobuild.ng',
        uploadedFiles: [{ Bucket: 'b', S3Key: key, type: 'application/pdf', name: 'plan.pdf' }],
        projectDescription: '24-unit apartment block',
        country: 'Nigeria',
        state: 'Kano',
        currency: 'NGN',
        amount: '150,000,000',
        firstName: 'Musa',
        lastName: 'Bello',
        email: 'musa@kanobuild.ng',
        role: 'CEO',
        phone: '8031234567',
        countryCode: '+234',
      }),
    );
    expect(fundingOutcome(answer)).toEqual({ ok: true, message: 'Application Successful' });
    const [lead] = await api.leads('funding');
    expect(lead?.payload).toMatchObject({
      amount: 150_000_000,
      uploadedFiles: [{ S3Key: key, Bucket: 'b', type: 'application/pdf' }],
    });
    expect(lead?.payload).not.toHaveProperty('website');
    expect(lead?.attribution).toMatchObject(attribution);
  });

  it('reads a refused funding application as the error toast', async () => {
    const answer = await createApiClient({ apiBase: api.url }).createFundingApplication({
      businessName: 'Kano Build Co',
    } as never);
    expect(answer.status).toBe(400);
    expect(fundingOutcome(answer)).toEqual({ ok: false, message: 'Error submitting form' });
  });

  it('sends the contact page message as description and shows the server message', async () => {
    const client = createApiClient({ apiBase: api.url, attribution });
    const answer = await client.sendContactMessage(
      buildContactUsPayload({
        firstName: 'Chidi',
        lastName: 'Eze',
        email: 'chidi@eze.ng',
        message: ' Do you fund renovations? ',
      }),
    );
    expect(contactResultMessage(answer).ok).toBe(true);
    const [lead] = await api.leads('contact');
    expect(lead?.payload).toEqual({
      firstName: 'Chidi',
      lastName: 'Eze',
      email: 'chidi@eze.ng',
      description: 'Do you fund renovations?',
    });
    expect(lead?.attribution).toMatchObject({ partner: 'acme-realty' });
  });

  it('shows the HTTP error text when the contact page message is refused', async () => {
    const answer = await createApiClient({ apiBase: api.url }).sendContactMessage({
      firstName: 'Chidi',
      lastName: 'Eze',
      email: 'not-an-email',
      description: 'Hi',
    });
    expect(contactResultMessage(answer)).toEqual({
      ok: false,
      message: 'HTTP error! status: 400 - {"message":"Please enter a valid email address."}',
    });
  });

  it('submits the LinkedIn profile trimmed', async () => {
    const client = createApiClient({ apiBase: api.url, attribution });
    const answer = await client.submitProfile(
      buildProfilePayload({ linkedInUrl: '  linkedin.com/in/ada-obi ' }),
    );
    expect(profileOutcome(answer)).toEqual({
      ok: true,
      message: "Profile submitted successfully. We'll be in touch if there's a fit!",
    });
    const [lead] = await api.leads('profile');
    expect(lead?.payload).toEqual({ linkedInUrl: 'linkedin.com/in/ada-obi' });
    expect(lead?.attribution).toMatchObject({ component: 'funding' });
  });

  it('reads a refused waitlist lead with the server message', async () => {
    const answer = await createApiClient({ apiBase: api.url }).joinWaitlist({
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email: 'ngozi',
      phoneNumber: '14165550123',
      residentCountry: 'Canada',
      buildCountry: 'Nigeria',
      purpose: 'Renovation',
    });
    expect(waitlistResultMessage(answer)).toBe('Error submitting form: Invalid email');
  });

  it('URI-encodes the header so non-ASCII attribution survives to the teaser row', async () => {
    const partnered = { surface: 'site' as const, partner: 'Àdùké & Co', pageUrl: 'https://x.ng/' };
    expect(attributionHeaders(partnered)).toEqual({
      [attributionHeader]: encodeURIComponent(JSON.stringify(partnered)),
    });
    const client = createApiClient({ apiBase: api.url, attribution: partnered });
    const answer = await client.sendTeaserRow(
      buildTeaserRow(
        { firstname: 'Chidi', lastname: 'Eze', email: 'c@eze.ng', message: 'Please call me' },
        () => new Date('2026-11-22T10:00:00.000Z'),
      ),
    );
    expect(teaserResultMessage(answer).ok).toBe(true);
    const [lead] = await api.leads('teaser');
    expect(lead?.payload).toMatchObject({
      description: 'Please call me',
      timestamp: '2026-11-22T10:00:00.000Z',
    });
    expect(lead?.attribution).toMatchObject({ partner: 'Àdùké & Co' });
  });
});
