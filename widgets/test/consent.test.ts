import { startTestServer } from '@gw/api/testing';
import { recordSentLeads } from '@gw/api-client/testing';
import { consentNotice } from '@gw/config';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitContact, toContact, toDetails, viewOf } from './fundingSteps.ts';
import { inner, loadWidget } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

// Issue 27, in the widgets' renderer (Preact): each lead widget shows the notice above Submit with
// the main site's privacy policy (absolute, in a new tab) and the unticked choice, and sends what
// was shown beside the body.
let api: Awaited<ReturnType<typeof startTestServer>>;
let wire: ReturnType<typeof recordSentLeads> | undefined;
const policy = 'http://localhost:4173/privacy-policy';

beforeAll(async () => {
  api = await startTestServer();
  await loadWidget('demo');
  await loadWidget('waitlist');
  await loadWidget('funding');
}, 60_000);
afterAll(() => api.close());
afterEach(async () => {
  wire?.stop();
  await clearPage();
});

type View = ReturnType<typeof within>;

/** The notice as the visitor meets it: unticked, the policy link absolute and in a new tab. */
function expectNotice(view: View, submit: HTMLElement) {
  const choice = view.getByRole('checkbox', { name: consentNotice.marketing }) as HTMLInputElement;
  expect(choice.checked).toBe(false);
  const link = view.getByRole('link', { name: /^Privacy Policy/ });
  expect(link.getAttribute('href')).toBe(policy);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(choice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  return choice;
}

const element = (tag: string) => document.querySelector(tag) ?? fail(`no <${tag}>`);
function fail(message: string): never {
  throw new Error(message);
}

describe('the consent notice in the widgets', () => {
  it('demo: shown in the dialog; a ticked choice goes as marketing true beside the body', async () => {
    await showPage(`<gw-demo partner="acme" api="${api.url}"></gw-demo>`);
    const view = within(inner(element('gw-demo')));
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Book a Demo' }));
    await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    const choice = expectNotice(view, view.getByRole('button', { name: 'Submit' }));
    await user.type(view.getByLabelText('Business name'), 'Acme Builders');
    await user.type(view.getByLabelText('First name'), 'Ada');
    await user.type(view.getByLabelText('Last name'), 'Consent');
    await user.type(view.getByLabelText('Phone number'), '+2348012345678');
    await user.type(view.getByLabelText('Email'), 'ada@acme.ng');
    await user.click(choice);
    wire = recordSentLeads();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(wire?.to('/leads/request')).toHaveLength(1));
    const [sent] = wire.to('/leads/request');
    expect(sent?.consent).toEqual({
      notice: consentNotice.version,
      marketing: true,
      at: expect.any(String),
    });
    expect(sent?.body).toEqual({
      businessName: 'Acme Builders',
      firstName: 'Ada',
      lastName: 'Consent',
      phone: '+2348012345678',
      email: 'ada@acme.ng',
    });
  });

  it('waitlist: shown in the form; left unticked it goes as marketing false', async () => {
    await showPage(`<gw-waitlist partner="acme" api="${api.url}"></gw-waitlist>`);
    const host = element('gw-waitlist');
    // The partner moves on to the calendar by itself: the widget stays on this page.
    host.addEventListener('gw:success', (event) => event.preventDefault());
    const view = within(inner(host));
    await view.findByRole('form', { name: 'Join the waitlist' }, firstUse);
    expectNotice(view, view.getByRole('button', { name: /^Submit/ }));
    const user = userEvent.setup();
    await user.type(view.getByLabelText('First name'), 'Ada');
    await user.type(view.getByLabelText('Last name'), 'Consent');
    await user.type(view.getByLabelText('Email'), 'ada@acme.ng');
    await user.type(view.getByLabelText('Phone number'), '416 555 0100');
    const country = view.getByLabelText('Where do you want to build?');
    await user.click(country);
    await user.type(country, 'Nigeria');
    await view.findByRole('option', { name: /Nigeria/ });
    await user.keyboard('{Enter}');
    await user.click(view.getByRole('radio', { name: 'New Build' }));
    wire = recordSentLeads();
    await user.click(view.getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(wire?.to('/waitlist/add')).toHaveLength(1));
    const [sent] = wire.to('/waitlist/add');
    expect(sent?.consent).toEqual({
      notice: consentNotice.version,
      marketing: false,
      at: expect.any(String),
    });
    expect(sent?.body).toMatchObject({ lastName: 'Consent', buildCountry: 'Nigeria' });
    expect(Object.keys(sent?.body ?? {})).not.toContain('marketing');
  });

  it('funding: shown on the last step only, by Submit; the header goes with the application', async () => {
    await showPage(`<gw-funding partner="acme" api="${api.url}"></gw-funding>`);
    const view = viewOf(element('gw-funding'));
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Apply for Funding' }));
    await view.findByRole('dialog', {}, firstUse);
    expect(view.queryByRole('checkbox', { name: consentNotice.marketing })).toBeNull();
    await toDetails(user, view);
    await toContact(user, view);
    expectNotice(view, view.getByRole('button', { name: /^Submit/ }));
    wire = recordSentLeads();
    await submitContact(user, view);
    await waitFor(() => expect(wire?.to('/funding-application/create')).toHaveLength(1), {
      timeout: 10_000,
    });
    const [sent] = wire.to('/funding-application/create');
    expect(sent?.consent).toEqual({
      notice: consentNotice.version,
      marketing: false,
      at: expect.any(String),
    });
    expect(sent?.body).toMatchObject({ firstName: 'Ada', role: 'CEO' });
  });
});
