import { startTestServer } from '@gw/api/testing';
import { recordSentLeads } from '@gw/api-client/testing';
import { modeHeader } from '@gw/config';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testModeText } from '../src/widgets/testModeMark.ts';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

// Issue 28 item 3: mode="test" on an element (or Groundwork.mount's `mode: 'test'`) shows a
// "Test mode" mark, and the widget's leads go through the API as usual with X-Gw-Mode: test,
// stored flagged as test.
let api: Awaited<ReturnType<typeof startTestServer>>;
let wire: ReturnType<typeof recordSentLeads> | undefined;

beforeAll(async () => {
  api = await startTestServer();
  await loadWidget('demo');
  await loadWidget('waitlist');
  await loadWidget('fee-estimator');
}, 60_000);
afterAll(() => api.close());
afterEach(async () => {
  wire?.stop();
  await clearPage();
});

const element = (tag: string) => {
  const found = document.querySelector(tag);
  if (!found) throw new Error(`no <${tag}>`);
  return found;
};
/** The marks directly in `container` (the widget's root, or a dialog's panel). */
const marksIn = (container: Element) =>
  [...container.children].filter((child) => child.textContent === testModeText);

describe('test mode in the widgets', () => {
  it('demo: the mark above the launcher and in the dialog; the lead goes with X-Gw-Mode: test and is stored as test', async () => {
    await showPage(`<gw-demo mode="test" partner="acme" api="${api.url}"></gw-demo>`);
    const host = element('gw-demo');
    const root = inner(host);
    const view = within(root);
    // The dialog's module (which brings the mark) loads at once in test mode.
    await waitFor(() => expect(marksIn(root)).toHaveLength(1), firstUse);
    expect(root.firstElementChild?.textContent).toBe(testModeText);
    const successes = record(host, 'gw:success');
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Book a Demo' }));
    const dialog = await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    const panel = dialog.querySelector('[data-slot="modal-panel"]');
    await waitFor(() => expect(marksIn(panel ?? dialog)).toHaveLength(1));
    // Above the title, in the flow: it covers nothing.
    expect(panel?.firstElementChild?.textContent).toBe(testModeText);
    await user.type(view.getByLabelText('Business name'), 'Partner QA');
    await user.type(view.getByLabelText('First name'), 'Tess');
    await user.type(view.getByLabelText('Last name'), 'Mode');
    await user.type(view.getByLabelText('Phone number'), '+2348012345678');
    await user.type(view.getByLabelText('Email'), 'tess@partner-qa.ng');
    wire = recordSentLeads();
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(successes).toHaveLength(1), firstUse);
    const [sent] = wire.to('/leads/request');
    expect(sent?.headers.get(modeHeader)).toBe('test');
    expect(decodeURIComponent(sent?.headers.get('X-Gw-Attribution') ?? '')).not.toContain('mode');
    const stored = (await api.leads('demo')).filter((lead) => lead.payload.lastName === 'Mode');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ test: true, attribution: { partner: 'acme' } });
  });

  it('demo without mode: no mark, no header', async () => {
    await showPage(`<gw-demo api="${api.url}"></gw-demo>`);
    const root = inner(element('gw-demo'));
    const user = userEvent.setup();
    await user.click(within(root).getByRole('button', { name: 'Book a Demo' }));
    await within(root).findByRole('dialog', {}, firstUse);
    await settle(20);
    expect(root.textContent).not.toContain(testModeText);
  });

  it('waitlist: the mark above the form, and gone when the page leaves test mode', async () => {
    await showPage(`<gw-waitlist mode="test" api="${api.url}"></gw-waitlist>`);
    const host = element('gw-waitlist');
    const root = inner(host);
    await within(root).findByRole('form', { name: 'Join the waitlist' }, firstUse);
    await waitFor(() => expect(marksIn(root)).toHaveLength(1));
    expect(root.firstElementChild?.textContent).toBe(testModeText);
    host.removeAttribute('mode');
    await waitFor(() => expect(marksIn(root)).toHaveLength(0));
    expect(within(root).getByRole('form', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('fee estimator through Groundwork.mount({ mode: "test" }): the mark above the estimator', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    groundwork().mount('fee-estimator', host, { mode: 'test' });
    const root = inner(host);
    await waitFor(() => expect(marksIn(root)).toHaveLength(1));
    expect(root.firstElementChild?.textContent).toBe(testModeText);
    expect(within(root).getByRole('slider')).toBeTruthy();
  });
});
