import { startTestServer } from '@gw/api/testing';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

// Issue 28's waitlist attributes: `heading` (none, or a text) and `default-country` (the phone's
// dial code and with it the resident country; a code that is no country is ignored).

let api: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  api = await startTestServer();
  await loadWidget('waitlist');
}, 60_000);

afterAll(async () => {
  await api.close();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await clearPage();
});

const waitlist = () => document.querySelector('gw-waitlist') as HTMLElement;
const view = () => within(inner(waitlist()));
/** The dial code the phone's picker shows (its closed input's text). */
const dialCode = () =>
  (view().getByRole('combobox', { name: 'Phone number: country code' }) as HTMLInputElement).value;

describe('heading', () => {
  it('"none" drops the heading; the form keeps its name for assistive technology', async () => {
    await showPage(`<gw-waitlist heading="none" api="${api.url}"></gw-waitlist>`);
    expect(await view().findByRole('form', { name: 'Join the waitlist' }, firstUse)).toBeTruthy();
    expect(view().queryByRole('heading')).toBeNull();
  });

  it('a text replaces it, and a later change of the attribute follows', async () => {
    await showPage(`<gw-waitlist heading="Join Acme's build list" api="${api.url}"></gw-waitlist>`);
    expect(
      await view().findByRole('heading', { name: "Join Acme's build list" }, firstUse),
    ).toBeTruthy();
    expect(view().getByRole('form', { name: "Join Acme's build list" })).toBeTruthy();
    waitlist().removeAttribute('heading');
    expect(await view().findByRole('heading', { name: 'Join the waitlist' })).toBeTruthy();
  });
});

describe('default-country', () => {
  it('NG: the phone starts at +234, and the lead’s resident country is Nigeria', async () => {
    await showPage(`<gw-waitlist default-country="NG" api="${api.url}"></gw-waitlist>`);
    await view().findByRole('form', { name: 'Join the waitlist' }, firstUse);
    await waitFor(() => expect(dialCode()).toContain('+234'));
    const user = userEvent.setup();
    const success = record(waitlist(), 'gw:success');
    waitlist().addEventListener('gw:success', (event) => event.preventDefault());
    await user.type(view().getByLabelText('First name'), 'Ada');
    await user.type(view().getByLabelText('Last name'), 'Obi');
    await user.type(view().getByLabelText('Email'), 'ada.ng@acme.ng');
    await user.type(view().getByLabelText('Phone number'), '8012345678');
    const country = view().getByLabelText('Where do you want to build?');
    await user.click(country);
    await user.type(country, 'Nigeria');
    await view().findByRole('option', { name: /Nigeria/ });
    await user.keyboard('{Enter}');
    await user.click(view().getByRole('radio', { name: 'New Build' }));
    await user.click(view().getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(success).toHaveLength(1), { timeout: 10_000 });
    const [lead] = (await api.leads('waitlist')).filter(
      (stored) => (stored.payload as { email?: string }).email === 'ada.ng@acme.ng',
    );
    expect(lead?.payload).toMatchObject({
      phoneNumber: '2348012345678', // stored without its '+'
      residentCountry: 'Nigeria',
    });
  });

  it('gb in lower case works too; a code that is no country is ignored with a warning', async () => {
    await showPage(`<gw-waitlist default-country="gb" api="${api.url}"></gw-waitlist>`);
    await view().findByRole('form', { name: 'Join the waitlist' }, firstUse);
    await waitFor(() => expect(dialCode()).toContain('+44'));
    await clearPage();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await showPage(`<gw-waitlist default-country="XX" api="${api.url}"></gw-waitlist>`);
    await view().findByRole('form', { name: 'Join the waitlist' }, firstUse);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('default-country="XX"')),
    );
    await settle(20);
    expect(dialCode()).toContain('+1');
  });
});
