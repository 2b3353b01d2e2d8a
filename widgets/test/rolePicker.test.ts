import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, mountedRoot, showPage } from './page.ts';

describe('role-picker.js on a partner page', () => {
  beforeAll(async () => {
    await loadWidget('role-picker');
  });

  beforeEach(async () => {
    await showPage('<gw-role-picker partner="acme" label="Who are you?"></gw-role-picker>');
  });

  afterEach(clearPage);

  const host = () => {
    const element = document.querySelector('gw-role-picker');
    if (!element) throw new Error('no widget');
    return element;
  };

  it('opens from its launcher inside the shadow root and says so with gw:open', async () => {
    const opened = record(host(), 'gw:open');
    within(inner(host())).getByRole('button', { name: 'Who are you?' }).click();
    const dialog = await within(inner(host())).findByRole(
      'dialog',
      { name: 'I am a...' },
      firstUse,
    );
    expect(dialog).toBeTruthy();
    expect(document.body.querySelector('[role="dialog"], dialog')).toBeNull();
    await waitFor(() => expect(opened).toEqual([{}]));
  });

  it('emits a cancelable gw:select with the main-site URL; preventDefault keeps the visitor', async () => {
    within(inner(host())).getByRole('button', { name: 'Who are you?' }).click();
    await within(inner(host())).findByRole('dialog', { name: 'I am a...' }, firstUse);
    const selections: unknown[] = [];
    host().addEventListener('gw:select', (event) => {
      selections.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    const closed = record(host(), 'gw:close');
    const view = within(inner(host()));
    const continueButton = view.getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(view.getByRole('radio', { name: /Lender/ }));
    await settle();
    const before = location.href;
    fireEvent.click(view.getByRole('button', { name: 'Continue' }));
    await settle(20);
    expect(selections).toEqual([
      { role: 'lender', path: '/lender', url: 'http://localhost:4173/lender' },
    ]);
    expect(location.href).toBe(before);
    expect(view.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(closed).toHaveLength(1));
  });

  it('is driven by the JS API handle, each change announced once', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const opened = record(element, 'gw:open');
    const closed = record(element, 'gw:close');
    const handle = groundwork().mount('role-picker', element, { open: true });
    expect(await within(inner(element)).findByRole('dialog', {}, firstUse)).toBeTruthy();
    await waitFor(() => expect(opened).toHaveLength(1));
    handle.close();
    await settle(20);
    expect(within(inner(element)).queryByRole('dialog')).toBeNull();
    handle.open();
    await settle(20);
    expect(within(inner(element)).getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(inner(element)).getByRole('button', { name: 'Cancel' }));
    await settle(20);
    expect(within(inner(element)).queryByRole('dialog')).toBeNull();
    await waitFor(() => expect([opened.length, closed.length]).toEqual([2, 2]));
  });

  it('follows its open attribute; launcher="false" leaves the opening to the page', async () => {
    const element = document.createElement('gw-role-picker');
    element.setAttribute('launcher', 'false');
    document.body.append(element);
    await settle(20);
    expect(within(inner(element)).queryByRole('button')).toBeNull();
    element.setAttribute('open', '');
    expect(
      await within(inner(element)).findByRole('dialog', { name: 'I am a...' }, firstUse),
    ).toBeTruthy();
    await settle(20);
    element.removeAttribute('open');
    await settle(20);
    expect(within(inner(element)).queryByRole('dialog')).toBeNull();
  });

  it('opens at once with the open attribute on the div form', async () => {
    const element = document.createElement('div');
    element.dataset.gwWidget = 'role-picker';
    element.dataset.open = '';
    document.body.append(element);
    await mountedRoot(element);
    expect(
      await within(inner(element)).findByRole('dialog', { name: 'I am a...' }, firstUse),
    ).toBeTruthy();
    expect(within(inner(element)).getAllByRole('button', { name: 'Learn More' })).toHaveLength(1);
  });
});
