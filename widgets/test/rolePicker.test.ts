import { fireEvent, within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { groundwork, inner, loadWidget, settle } from './loadWidget.ts';

describe('role-picker.js on a partner page', () => {
  beforeAll(() => {
    document.body.innerHTML =
      '<gw-role-picker partner="acme" label="Who are you?"></gw-role-picker>';
    loadWidget('role-picker');
  });

  const host = () => {
    const element = document.querySelector('gw-role-picker');
    if (!element) throw new Error('no widget');
    return element;
  };

  it('opens from its launcher inside the shadow root and says so with gw:open', async () => {
    await settle();
    const events: string[] = [];
    host().addEventListener('gw:open', () => events.push('open'));
    within(inner(host())).getByRole('button', { name: 'Who are you?' }).click();
    await settle();
    const dialog = within(inner(host())).getByRole('dialog', { name: 'I am a...' });
    expect(dialog).toBeTruthy();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(events).toEqual(['open']);
  });

  it('emits a cancelable gw:select with the main-site URL; preventDefault keeps the visitor', async () => {
    const selections: unknown[] = [];
    host().addEventListener('gw:select', (event) => {
      selections.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    const view = within(inner(host()));
    const continueButton = view.getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(view.getByRole('radio', { name: /Lender/ }));
    await settle();
    const before = location.href;
    fireEvent.click(view.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(selections).toEqual([
      { role: 'lender', path: '/lender', url: 'http://localhost:4173/lender' },
    ]);
    expect(location.href).toBe(before);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('is driven by the JS API handle: open() and close() emit gw:open and gw:close', async () => {
    const events: string[] = [];
    const element = document.createElement('div');
    document.body.append(element);
    element.addEventListener('gw:close', () => events.push('close'));
    const handle = groundwork().mount('role-picker', element, { open: true });
    await settle(20);
    expect(within(inner(element)).getByRole('dialog')).toBeTruthy();
    handle.close();
    await settle(20);
    expect(within(inner(element)).queryByRole('dialog')).toBeNull();
    handle.open();
    await settle(20);
    expect(within(inner(element)).getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(inner(element)).getByRole('button', { name: 'Cancel' }));
    await settle(20);
    expect(events).toContain('close');
  });
});
