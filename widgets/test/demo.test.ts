import { startTestServer } from '@gw/api/testing';
import { antiSpam } from '@gw/config';
import { messages } from '@gw/forms';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allBuiltCode, builtCode, ownBuiltCode } from './builtFile.ts';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

const booked = 'Thank you for booking a demo with the sales team. We will reach out soon';

// One real API for the file; each case looks only at the leads it sent (by their email).
let api: Awaited<ReturnType<typeof startTestServer>>;
/** gw:ready of the case's widgets, recorded before they mount. */
let ready: unknown[] = [];

beforeAll(async () => {
  api = await startTestServer();
  await loadWidget('demo');
}, 60_000);

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  history.replaceState(null, '', '/partners/acme?utm_source=newsletter&utm_medium=email');
  ready = record(document, 'gw:ready');
  await showPage(`
    <gw-demo partner="acme" api="${api.url}" business-name="Acme Builders" first-name="Ada"
      email="ada@acme.ng" label="Talk to sales"></gw-demo>
    <div data-gw-widget="demo" data-partner="acme" data-api="${api.url}"></div>`);
});

afterEach(clearPage);

const element = () => document.querySelector('gw-demo') ?? fail('no <gw-demo>');
const div = () => document.querySelector('div[data-gw-widget="demo"]') ?? fail('no div');

function fail(message: string): never {
  throw new Error(message);
}

/** The demo leads the API stored with this last name (each case sends its own). */
async function leadsOf(lastName: string) {
  return (await api.leads('demo')).filter((lead) => lead.payload.lastName === lastName);
}

/**
 * Opens the <gw-demo> dialog, completes its prefill with the case's own last name (so the case
 * finds its lead whatever the others sent), presses Submit; returns the button.
 */
async function book(view: ReturnType<typeof within>, lastName: string): Promise<HTMLElement> {
  const user = userEvent.setup();
  await user.click(view.getByRole('button', { name: 'Talk to sales' }));
  await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
  await user.type(view.getByLabelText('Last name'), lastName);
  await user.type(view.getByLabelText('Phone number'), '+2348012345678');
  const submit = view.getByRole('button', { name: 'Submit' });
  await user.click(submit);
  return submit;
}

/** The value of a labelled field inside a widget. */
function fieldValue(host: Element, label: string): string {
  return (within(inner(host)).getByLabelText(label) as HTMLInputElement).value;
}

/** The message a field shows, when it is marked invalid. */
function errorOf(host: Element, label: string): string | null | undefined {
  const field = within(inner(host)).getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  if (field.getAttribute('aria-invalid') !== 'true' || !id) return undefined;
  return host.shadowRoot?.getElementById(id)?.textContent;
}

describe('demo.js on a partner page', () => {
  it('auto-mounts <gw-demo> and the div form, each with its launcher, and says gw:ready', async () => {
    await settle(20);
    expect(ready).toEqual([{ widget: 'demo' }, { widget: 'demo' }]);
    expect(within(inner(element())).getByRole('button', { name: 'Talk to sales' })).toBeTruthy();
    expect(within(inner(div())).getByRole('button', { name: 'Book a Demo' })).toBeTruthy();
    expect(within(inner(div())).queryByRole('dialog')).toBeNull();
    expect(document.querySelector('button, dialog, form')).toBeNull();
  });

  it("opens 'Schedule a Demo' from the launcher, in the shadow root, started from the prefill", async () => {
    const opened = record(element(), 'gw:open');
    const view = within(inner(element()));
    await userEvent.setup().click(view.getByRole('button', { name: 'Talk to sales' }));
    const dialog = await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    expect(dialog.tagName).toBe('DIALOG');
    expect(fieldValue(element(), 'Business name')).toBe('Acme Builders');
    expect(fieldValue(element(), 'First name')).toBe('Ada');
    expect(fieldValue(element(), 'Email')).toBe('ada@acme.ng');
    expect(fieldValue(element(), 'Last name')).toBe('');
    // The honeypot ships too: out of reach of people and assistive technology.
    const trap = dialog.querySelector<HTMLInputElement>(`input[name="${antiSpam.honeypotField}"]`);
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
    await waitFor(() => expect(opened).toEqual([{}]));
  });

  it('traps Tab inside the dialog and closes on Escape with gw:close', async () => {
    const closed = record(element(), 'gw:close');
    const view = within(inner(element()));
    await userEvent.setup().click(view.getByRole('button', { name: 'Talk to sales' }));
    await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    const shadow = element().shadowRoot ?? fail('no shadow root');
    await waitFor(() => expect(shadow.activeElement).toBe(view.getByLabelText('Business name')));
    const press = (key: string, shiftKey = false) =>
      shadow.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }),
      );
    press('Tab', true);
    expect(shadow.activeElement).toBe(view.getByRole('button', { name: 'Close' }));
    press('Tab');
    expect(shadow.activeElement).toBe(view.getByLabelText('Business name'));
    press('Escape');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(closed).toEqual([{}]));
  });

  it('shows the §5 message of every empty field, focuses the first, and sends nothing', async () => {
    const stored = (await api.leads('demo')).length;
    const user = userEvent.setup();
    const submits = record(div(), 'gw:submit');
    const view = within(inner(div()));
    await user.click(view.getByRole('button', { name: 'Book a Demo' }));
    await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(errorOf(div(), 'Business name')).toBe(messages.demo.businessNameRequired),
    );
    expect(errorOf(div(), 'First name')).toBe(messages.demo.firstNameRequired);
    expect(errorOf(div(), 'Last name')).toBe(messages.demo.lastNameRequired);
    expect(errorOf(div(), 'Phone number')).toBe(messages.demo.phoneRequired);
    expect(errorOf(div(), 'Email')).toBe(messages.demo.emailRequired);
    expect(errorOf(div(), 'What would you like to see? (optional)')).toBeUndefined();
    await waitFor(() =>
      expect(div().shadowRoot?.activeElement).toBe(view.getByLabelText('Business name')),
    );
    await user.type(view.getByLabelText('Phone number'), '1234');
    await user.type(view.getByLabelText('Email'), 'ada@');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(div(), 'Phone number')).toBe(messages.demo.phoneMin));
    expect(errorOf(div(), 'Email')).toBe(messages.demo.emailValid);
    expect(submits).toEqual([]);
    expect(await api.leads('demo')).toHaveLength(stored);
  });

  it('books the demo with the real API: spinner, thanks, events, lead with partner and current page', async () => {
    const host = element();
    const submits = record(host, 'gw:submit');
    const successes = record(host, 'gw:success');
    const errors = record(host, 'gw:error');
    const closed = record(host, 'gw:close');
    const view = within(inner(host));
    // A single-page partner site moves on after the widget mounted: the lead names where it was
    // sent from, not where the widget first appeared.
    history.pushState(null, '', '/partners/acme/apply?utm_source=newsletter&utm_medium=email');
    const page = location.href;
    const submit = await book(view, 'Obi');
    expect(submit.getAttribute('aria-busy')).toBe('true');

    expect(await view.findByText(booked, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(submits).toEqual([
      { widget: 'demo', fields: ['businessName', 'firstName', 'lastName', 'phone', 'email'] },
    ]);
    expect(successes).toEqual([{ widget: 'demo' }]);
    expect(errors).toEqual([]);
    await waitFor(() => expect(closed).toEqual([{}]));

    const [lead, ...more] = await leadsOf('Obi');
    expect(more).toEqual([]);
    expect(lead?.payload).toEqual({
      businessName: 'Acme Builders',
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
      email: 'ada@acme.ng',
    });
    expect(lead?.attribution).toMatchObject({
      surface: 'widget',
      component: 'demo',
      partner: 'acme',
      pageUrl: page,
      utm: { source: 'newsletter', medium: 'email' },
    });
  });

  it('starts again from the prefill after a booking', async () => {
    const view = within(inner(element()));
    await book(view, 'Okafor');
    await view.findByText(booked, {}, { timeout: 10_000 });
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await userEvent.setup().click(view.getByRole('button', { name: 'Talk to sales' }));
    await view.findByRole('dialog', {}, firstUse);
    expect(fieldValue(element(), 'First name')).toBe('Ada');
    expect(fieldValue(element(), 'Last name')).toBe('');
  });
});

describe('demo.js against a bot', () => {
  it('thanks a bot that filled the honeypot like a person, and stores nothing', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const prefill = {
      'business-name': 'Spam Co',
      'first-name': 'Bot',
      'last-name': 'Bot',
      phone: '+2348012345678',
      email: 'bot@spam.example',
    };
    groundwork().mount('demo', element, { api: api.url, open: true, prefill });
    await settle(20);
    const user = userEvent.setup();
    const view = within(inner(element));
    const dialog = await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    const trap = dialog.querySelector<HTMLInputElement>(`input[name="${antiSpam.honeypotField}"]`);
    await user.type(trap ?? fail('no honeypot'), '555-0100');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByText(booked, {}, { timeout: 10_000 })).toBeTruthy();
    expect(await leadsOf('Bot')).toEqual([]);
  });
});

describe('demo.js carries only what the demo form needs', () => {
  it('has no upload code, first or later, and its own modules hold no other form’s messages', () => {
    // The page's outbox, which every lead widget starts, uploads the documents an earlier page
    // left waiting (a funding application), from the module the funding form shares: the demo
    // form itself uploads nothing.
    const code = allBuiltCode('demo', { except: 'shared/api-client/src/outbox/documents.ts' });
    expect(code).not.toMatch(/XMLHttpRequest|\/files\/upload|Bearer /);
    expect(code).toContain(messages.demo.phoneMin);
    // A module the forms share (the messages, the kit) is one file a page with several widgets
    // loads once; what only the demo loads is the demo's alone.
    const own = ownBuiltCode('demo');
    expect(own).toContain('Tell us about your business and the sales team will reach out');
    expect(own).not.toContain(messages.funding.businessNameRequired);
    expect(own).not.toContain(messages.waitlist.purposeRequired);
  });

  it('loads the launcher first and the form on first intent (issue 14)', () => {
    expect(builtCode('demo')).not.toContain(messages.demo.phoneMin);
  });
});
