import { startTestServer } from '@gw/api/testing';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { viewOf } from './fundingSteps.ts';
import { inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

// Issue 28's events a partner builds on: gw:start once per form when the visitor first focuses
// or types in a field, and gw:step for each funding step shown ({ step, name }).

let api: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  api = await startTestServer();
  await Promise.all([loadWidget('demo'), loadWidget('waitlist'), loadWidget('funding')]);
}, 60_000);

afterAll(async () => {
  await api.close();
});

afterEach(clearPage);

const element = (selector: string) => document.querySelector(selector) as HTMLElement;

describe('gw:start', () => {
  it('demo: once, at the first field the visitor focuses; not for the launcher', async () => {
    await showPage(`<gw-demo partner="acme" api="${api.url}"></gw-demo>`);
    const started = record(element('gw-demo'), 'gw:start');
    const user = userEvent.setup();
    const view = within(inner(element('gw-demo')));
    await user.click(view.getByRole('button', { name: 'Book a Demo' }));
    await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    await settle(20);
    // Opening moves focus into the first field: that is not the visitor's doing.
    expect(started).toEqual([]);
    await user.type(view.getByLabelText('Last name'), 'Obi');
    await user.type(view.getByLabelText('Phone number'), '+2348012345678');
    await settle(20);
    expect(started).toEqual([{ widget: 'demo' }]);
  });

  it('waitlist: once, at the first keystroke or focus in a field', async () => {
    await showPage(`<gw-waitlist partner="acme" api="${api.url}"></gw-waitlist>`);
    const started = record(element('gw-waitlist'), 'gw:start');
    const view = within(inner(element('gw-waitlist')));
    const user = userEvent.setup();
    await view.findByRole('form', { name: 'Join the waitlist' }, firstUse);
    expect(started).toEqual([]);
    await user.type(view.getByLabelText('First name'), 'Ada');
    await user.type(view.getByLabelText('Last name'), 'Obi');
    expect(started).toEqual([{ widget: 'waitlist' }]);
  });
});

describe('gw:step', () => {
  it('funding: each step shown, counted from 1 with its title, Back included', async () => {
    await showPage(`<gw-funding partner="acme" api="${api.url}"></gw-funding>`);
    const steps = record(element('gw-funding'), 'gw:step');
    const user = userEvent.setup();
    const view = viewOf(element('gw-funding'));
    await user.click(view.getByRole('button', { name: 'Apply for Funding' }));
    await view.findByRole('dialog', { name: 'Apply for Funding' }, firstUse);
    await waitFor(() => expect(steps).toEqual([{ step: 1, name: 'Company Details' }]));
    await user.type(view.getByLabelText(/^Business name/), 'Acme Builders');
    await user.type(view.getByLabelText(/^Business email/), 'hello@acme.ng');
    await user.click(view.getByRole('button', { name: /^Next/ }));
    await view.findByRole('heading', { name: 'Funding Details' });
    await user.click(view.getByRole('button', { name: /^Back/ }));
    await view.findByRole('heading', { name: 'Company Details' });
    await settle(20);
    expect(steps).toEqual([
      { step: 1, name: 'Company Details' },
      { step: 2, name: 'Funding Details' },
      { step: 1, name: 'Company Details' },
    ]);
  });
});
