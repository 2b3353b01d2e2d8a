import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

// Issue 28: the `open` attribute says the dialog's state both ways, so a framework's controlled
// `open` does not drift: the launcher, Escape and the close button set or remove it, and setting
// or removing it opens or closes the dialog, each change announced once (no loop).

beforeAll(async () => {
  await loadWidget('demo');
});

afterEach(clearPage);

const demo = () => document.querySelector('gw-demo') as HTMLElement;

it('<gw-demo open> follows the launcher and Escape, and the page’s own changes, without loops', async () => {
  await showPage('<gw-demo partner="acme"></gw-demo>');
  const opened = record(demo(), 'gw:open');
  const closed = record(demo(), 'gw:close');
  const view = within(inner(demo()));
  expect(demo().hasAttribute('open')).toBe(false);

  await userEvent.setup().click(view.getByRole('button', { name: 'Book a Demo' }));
  await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
  expect(demo().getAttribute('open')).toBe('');
  await waitFor(() => expect(opened).toHaveLength(1));

  const shadow = demo().shadowRoot as ShadowRoot;
  await waitFor(() => expect(shadow.activeElement).toBeTruthy());
  shadow.activeElement?.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
  );
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  expect(demo().hasAttribute('open')).toBe(false);

  demo().setAttribute('open', '');
  expect(await view.findByRole('dialog', { name: 'Schedule a Demo' })).toBeTruthy();
  await view.findByRole('button', { name: 'Close' });
  await userEvent.setup().click(view.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  expect(demo().hasAttribute('open')).toBe(false);

  demo().setAttribute('open', '');
  await view.findByRole('dialog', { name: 'Schedule a Demo' });
  demo().removeAttribute('open');
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  await settle(50);
  // Three openings and three closings, each said once.
  expect([opened.length, closed.length]).toEqual([3, 3]);
  expect(demo().hasAttribute('open')).toBe(false);
});

it('the div form’s data-open follows its dialog the same way', async () => {
  await showPage('<div data-gw-widget="demo" data-partner="acme"></div>');
  const element = document.querySelector('[data-gw-widget]') as HTMLElement;
  await waitFor(() => expect(element.shadowRoot?.querySelector('button')).toBeTruthy());
  const view = within(inner(element));
  await userEvent.setup().click(view.getByRole('button', { name: 'Book a Demo' }));
  await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
  expect(element.getAttribute('data-open')).toBe('');
  await userEvent.setup().click(view.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  expect(element.hasAttribute('data-open')).toBe(false);
  element.setAttribute('data-open', '');
  expect(await view.findByRole('dialog', { name: 'Schedule a Demo' })).toBeTruthy();
});
