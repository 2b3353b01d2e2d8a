import { startTestServer } from '@gw/api/testing';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundingFields, submitContact, toContact, toDetails, viewOf } from './fundingSteps.ts';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

beforeAll(async () => {
  await loadWidget('funding');
});

afterEach(clearPage);

describe('funding.js on a partner page', () => {
  beforeEach(async () => {
    await showPage(
      '<div style="transform: scale(1); overflow: hidden"><div data-gw-widget="funding" data-partner="acme"></div></div>',
    );
  });

  /** Opens the application from the launcher; its dialog. */
  async function open(): Promise<HTMLElement> {
    const view = within(inner(host()));
    await userEvent.setup().click(view.getByRole('button', { name: 'Apply for Funding' }));
    return view.findByRole('dialog', { name: 'Apply for Funding' }, firstUse);
  }

  const host = () => {
    const element = document.querySelector('[data-gw-widget="funding"]');
    if (!element) throw new Error('no widget');
    return element;
  };

  it('opens the 3-step application from its launcher, in the shadow root as a modal <dialog>', async () => {
    const opened = record(host(), 'gw:open');
    const view = within(inner(host()));
    const dialog = await open();
    // The native modal dialog sits in the top layer: a transformed, clipping partner container
    // cannot trap it (checked for real in Chromium; happy-dom shows the element and its state).
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(view.getByLabelText('Business name')).toBeTruthy();
    expect(document.querySelector('dialog')).toBeNull();
    await waitFor(() => expect(opened).toEqual([{}]));
  });

  it('locks the page scroll while open and gives it back on Escape with gw:close', async () => {
    const closed = record(host(), 'gw:close');
    expect(document.documentElement.style.overflow).toBe('');
    await open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    const view = within(inner(host()));
    view
      .getByRole('dialog')
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(closed).toEqual([{}]));
  });
});

describe('funding.js against the real API given as `api`', () => {
  let api: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    api = await startTestServer();
  }, 60_000);

  beforeEach(() => {
    history.replaceState(null, '', '/funding?utm_source=newsletter');
  });

  afterAll(async () => {
    await api.close();
  });

  it('loads states from `api`, applies, and says gw:submit then gw:success', async () => {
    // The API is the file's: this case's lead is the one stored after these.
    const stored = (await api.leads('funding')).length;
    const element = document.createElement('div');
    document.body.append(element);
    const submits = record(element, 'gw:submit');
    const successes = record(element, 'gw:success');
    const errors = record(element, 'gw:error');
    const closed = record(element, 'gw:close');
    groundwork().mount('funding', element, { api: api.url, partner: 'acme', open: true });
    await settle(20);
    const user = userEvent.setup();
    const view = viewOf(element);
    await view.findByRole('dialog', { name: 'Apply for Funding' }, firstUse);
    await toDetails(user, view);
    // Lagos comes from the API's POST /countries/states (fundingRefused.test.ts records the call).
    await toContact(user, view);
    expect(submits).toEqual([]);
    await submitContact(user, view);

    expect(await view.findByText('Application Successful', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(submits).toEqual([{ widget: 'funding', fields: fundingFields }]);
    expect(successes).toEqual([{ widget: 'funding' }]);
    expect(errors).toEqual([]);
    await waitFor(() => expect(closed).toEqual([{}]));

    const [lead, ...more] = (await api.leads('funding')).slice(stored);
    expect(more).toEqual([]);
    expect(lead?.payload).toMatchObject({ businessName: 'Acme Builders', state: 'Lagos' });
    expect(lead?.attribution).toMatchObject({
      surface: 'widget',
      component: 'funding',
      partner: 'acme',
      pageUrl: location.href,
      utm: { source: 'newsletter' },
    });
  });
});
