import { type AnswerServer, startAnswerServer } from '@gw/api/testing';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, mountedRoot } from './page.ts';

// A server that refuses every booking with a 400, as the real API does for a body the browser's
// checks let through (its message is shown as is, spec §8). One per case: `received` is the
// case's own.
let refusing: AnswerServer;

beforeAll(async () => {
  await loadWidget('demo');
});

beforeEach(async () => {
  refusing = await startAnswerServer({ status: 400, body: { message: 'Email already booked' } });
});

afterEach(async () => {
  await clearPage();
  await refusing.close();
});

const prefill = {
  'business-name': 'Acme Builders',
  'first-name': 'Ada',
  'last-name': 'Obi',
  phone: '+2348012345678',
  email: 'ada@acme.ng',
};

describe('demo.js driven by the page', () => {
  it('mounts with window.Groundwork.mount; the handle opens, closes and unmounts it', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const opened = record(element, 'gw:open');
    const closed = record(element, 'gw:close');
    const ready = record(element, 'gw:ready');
    const handle = groundwork().mount('demo', element, { partner: 'acme', open: true, prefill });
    const view = within(inner(element));
    expect(await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse)).toBeTruthy();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect((view.getByLabelText('Last name') as HTMLInputElement).value).toBe('Obi');
    handle.close();
    await settle(20);
    expect(view.queryByRole('dialog')).toBeNull();
    handle.open();
    await settle(20);
    expect(view.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect([opened.length, closed.length]).toEqual([2, 1]));
    expect(ready).toEqual([{ widget: 'demo' }]);
    handle.unmount();
    handle.unmount();
    expect(element.shadowRoot?.querySelector('.gw-root')).toBeNull();
  });

  it('shows the server’s message on a 400, keeps the dialog and answers, and says gw:error', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const submits = record(element, 'gw:submit');
    const successes = record(element, 'gw:success');
    const errors = record(element, 'gw:error');
    groundwork().mount('demo', element, { api: refusing.url, open: true, prefill });
    const view = within(inner(element));
    await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    await userEvent.setup().click(view.getByRole('button', { name: 'Submit' }));
    expect(await view.findByText('Email already booked')).toBeTruthy();
    expect(view.getByRole('dialog')).toBeTruthy();
    expect((view.getByLabelText('Business name') as HTMLInputElement).value).toBe('Acme Builders');
    await waitFor(() =>
      expect(errors).toEqual([{ message: 'Email already booked', saved: false, failed: false }]),
    );
    expect(successes).toEqual([]);
    expect(submits).toHaveLength(1);
    // The body that reached the server: the prefilled answers (the honeypot left out: unfilled).
    expect(refusing.received).toEqual([
      {
        businessName: 'Acme Builders',
        firstName: 'Ada',
        lastName: 'Obi',
        phone: '+2348012345678',
        email: 'ada@acme.ng',
      },
    ]);
  });

  it('follows its open attribute; launcher="false" leaves the opening to the page', async () => {
    const element = document.createElement('gw-demo');
    element.setAttribute('launcher', 'false');
    document.body.append(element);
    await settle(20);
    const view = within(inner(element));
    expect(view.queryByRole('button')).toBeNull();
    element.setAttribute('open', '');
    expect(await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse)).toBeTruthy();
    await settle(20);
    element.removeAttribute('open');
    await settle(20);
    expect(view.queryByRole('dialog')).toBeNull();
    element.remove();
    await settle(20);
    expect(element.shadowRoot?.querySelector('.gw-root')).toBeNull();
  });

  it('opens at once with data-open on a div added later (single-page apps)', async () => {
    const element = document.createElement('div');
    element.dataset.gwWidget = 'demo';
    element.dataset.open = '';
    element.dataset.firstName = 'Ngozi';
    document.body.append(element);
    await mountedRoot(element);
    const view = within(inner(element));
    expect(await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse)).toBeTruthy();
    await settle(20);
    expect((view.getByLabelText('First name') as HTMLInputElement).value).toBe('Ngozi');

    // Later changes of data-open drive the dialog, as open does on <gw-demo>.
    delete element.dataset.open;
    await settle(20);
    expect(view.queryByRole('dialog')).toBeNull();
    element.dataset.open = '';
    await settle(20);
    expect(view.getByRole('dialog', { name: 'Schedule a Demo' })).toBeTruthy();
    element.dataset.open = 'false';
    await settle(20);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('follows later changes of its other attributes: label, launcher and api (single-page apps)', async () => {
    const element = document.createElement('gw-demo');
    element.setAttribute('label', 'Talk to sales');
    document.body.append(element);
    await settle(20);
    const view = within(inner(element));
    expect(view.getByRole('button', { name: 'Talk to sales' })).toBeTruthy();
    // A framework re-renders the element with new props.
    element.setAttribute('label', 'Book a demo: Kano');
    await settle(20);
    expect(view.getByRole('button', { name: 'Book a demo: Kano' })).toBeTruthy();
    element.setAttribute('api', refusing.url);
    element.setAttribute('launcher', 'false');
    await settle(20);
    expect(view.queryByRole('button')).toBeNull();
    element.setAttribute('open', '');
    await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    const errors = record(element, 'gw:error');
    await userEvent.setup().click(view.getByRole('button', { name: 'Submit' }));
    // Invalid answers stop in the browser; fill them so the body reaches the new api.
    for (const [label, value] of Object.entries({
      'Business name': 'Kano Homes',
      'First name': 'Musa',
      'Last name': 'Bello',
      'Phone number': '+2348031234567',
      Email: 'musa@kanohomes.ng',
    })) {
      await userEvent.setup().type(view.getByLabelText(label), value);
    }
    await userEvent.setup().click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(errors).toEqual([{ message: 'Email already booked', saved: false, failed: false }]),
    );
    expect(refusing.received.at(-1)).toMatchObject({ email: 'musa@kanohomes.ng' });
    element.remove();
  });
});
