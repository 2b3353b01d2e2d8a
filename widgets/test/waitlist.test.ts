import { startAnswerServer, startTestServer } from '@gw/api/testing';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtCss } from './builtFile.ts';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

// One real API for the file; a case finds its own lead by the email it sent.
let api: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  api = await startTestServer();
  await loadWidget('waitlist');
}, 60_000);

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  history.replaceState(null, '', '/builders/join?utm_source=newsletter&utm_campaign=spring');
  await showPage(`<gw-waitlist partner="acme" api="${api.url}"></gw-waitlist>`);
});

afterEach(clearPage);

const host = () => {
  const element = document.querySelector('gw-waitlist');
  if (!element) throw new Error('no widget');
  return element;
};

/** The stylesheet the widget's shadow root has now: its adopted sheet, or its <style>. */
function sheetOf(element: Element): string {
  const root = element.shadowRoot;
  const adopted = (root?.adoptedStyleSheets ?? []).flatMap((sheet) =>
    Array.from(sheet.cssRules, (rule) => rule.cssText),
  );
  const styles = Array.from(root?.querySelectorAll('style') ?? [], (style) => style.textContent);
  return [...adopted, ...styles].join('\n');
}

/** The payload's field names for a lead without a comment (gw:submit's `fields`). */
const sentFields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'residentCountry',
  'buildCountry',
  'purpose',
];

/** Answers every field as a visitor would (with `email`) and presses Submit. */
async function fillAndSubmit(element: Element, email: string) {
  const user = userEvent.setup();
  const view = within(inner(element));
  await user.type(view.getByLabelText('First name'), 'Ada');
  await user.type(view.getByLabelText('Last name'), 'Obi');
  await user.type(view.getByLabelText('Email'), email);
  await user.type(view.getByLabelText('Phone number'), '416 555 0100');
  const country = view.getByLabelText('Where do you want to build?');
  await user.click(country);
  await user.type(country, 'Nigeria');
  // Enter picks the list's active option: wait for the list (slow while the suite loads the cores).
  await view.findByRole('option', { name: /Nigeria/ });
  await user.keyboard('{Enter}');
  await user.click(view.getByRole('radio', { name: 'New Build' }));
  await user.click(view.getByRole('button', { name: /^Submit/ }));
  return { user, view };
}

describe('waitlist.js on a partner page, against the real API', () => {
  it('renders the form inside the shadow root, out of reach of the page', async () => {
    const view = within(inner(host()));
    expect(await view.findByRole('form', { name: 'Join the waitlist' }, firstUse)).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });

  it('has the toast live regions, the toast card and the spinner from the start', async () => {
    await within(inner(host())).findByRole('form', { name: 'Join the waitlist' }, firstUse);
    const viewport = inner(host()).querySelector('[data-slot="toast-viewport"]');
    expect(viewport?.querySelector('[role="status"][aria-live="polite"]')).toBeTruthy();
    expect(viewport?.querySelector('[role="alert"]')).toBeTruthy();
    // The form comes with its whole kit: the card's and the busy button's rules are in the sheet
    // the script tag brings, so a toast shown offline is styled.
    for (const rule of ['.bg-black{', '.animate-spin{', '@keyframes spin']) {
      expect(builtCss('waitlist'), rule).toContain(rule);
    }
    // (happy-dom serialises the sheet's top-level rules, the spinner's keyframes among them.)
    expect(sheetOf(host())).toContain('@keyframes spin');
  });

  it('sends nothing and says nothing for an empty form', async () => {
    const stored = (await api.leads('waitlist')).length;
    const submits = record(host(), 'gw:submit');
    const errors = record(host(), 'gw:error');
    const view = within(inner(host()));
    await userEvent.setup().click(view.getByRole('button', { name: /^Submit/ }));
    await waitFor(() =>
      expect(view.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect([submits, errors]).toEqual([[], []]);
    expect(await api.leads('waitlist')).toHaveLength(stored);
  });

  it('sends a lead carrying the partner, the page URL and UTM; gw:success can keep the visitor', async () => {
    const successes: unknown[] = [];
    host().addEventListener('gw:success', (event) => {
      successes.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    const submits = record(host(), 'gw:submit');
    const errors = record(host(), 'gw:error');
    const page = location.href;

    await fillAndSubmit(host(), 'ada.waits@acme.ng');

    await waitFor(() => expect(successes).toHaveLength(1), { timeout: 10_000 });
    expect(submits).toEqual([{ widget: 'waitlist', fields: sentFields }]);
    // The calendar on the main site is prefilled from the link (no phone number in it).
    const next = '/schedule-call-calendly?firstName=Ada&lastName=Obi&email=ada.waits%40acme.ng';
    expect(successes[0]).toEqual({
      widget: 'waitlist',
      path: next,
      url: `http://localhost:4173${next}`,
    });
    expect(location.href).toBe(page);
    expect(errors).toEqual([]);
    // The schedule state stays in the widget's own atom: the partner page's storage is not ours.
    expect([sessionStorage.length, localStorage.length]).toEqual([0, 0]);

    const [lead, ...more] = (await api.leads('waitlist')).filter(
      ({ payload }) => payload.email === 'ada.waits@acme.ng',
    );
    expect(more).toEqual([]);
    expect(lead?.payload).toMatchObject({ firstName: 'Ada', email: 'ada.waits@acme.ng' });
    expect(lead?.attribution).toMatchObject({
      surface: 'widget',
      component: 'waitlist',
      partner: 'acme',
      pageUrl: page,
      utm: { source: 'newsletter', campaign: 'spring' },
    });
  });
});

describe('waitlist.js when the lead is refused', () => {
  it('shows the black toast, keeps the visitor and the answers, and says gw:error with its text', async () => {
    const refusing = await startAnswerServer({
      status: 409,
      body: { message: 'Already on the list' },
    });
    try {
      const element = document.createElement('div');
      document.body.append(element);
      groundwork().mount('waitlist', element, { api: refusing.url, partner: 'acme' });
      await settle(20);
      const submits = record(element, 'gw:submit');
      const successes = record(element, 'gw:success');
      const errors = record(element, 'gw:error');
      const page = location.href;

      const { view } = await fillAndSubmit(element, 'ada@acme.ng');

      const shown = 'Error submitting form: Already on the list';
      const toast = (await view.findByText(shown, {}, { timeout: 10_000 })).closest(
        '[data-slot="toast"]',
      );
      expect(toast?.getAttribute('data-tone')).toBe('dark');
      await waitFor(() =>
        expect(errors).toEqual([{ message: shown, saved: false, failed: false }]),
      );
      expect(submits).toEqual([{ widget: 'waitlist', fields: sentFields }]);
      expect(successes).toEqual([]);
      expect(location.href).toBe(page);
      expect((view.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
      expect(refusing.received).toEqual([
        expect.objectContaining({ firstName: 'Ada', email: 'ada@acme.ng', purpose: 'New Build' }),
      ]);
    } finally {
      await refusing.close();
    }
  });
});
