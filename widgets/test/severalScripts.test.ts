import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';

describe('several widget scripts on one page that has its own React and Groundwork object', () => {
  beforeAll(async () => {
    const page = window as unknown as Record<string, unknown>;
    page.React = { version: '18.2.0', createElement: () => null };
    page.Groundwork = { partnerNote: 'kept' };
    document.body.innerHTML = `
      <gw-fee-estimator value="10"></gw-fee-estimator>
      <gw-role-picker></gw-role-picker>`;
    await loadWidget('fee-estimator');
    await loadWidget('role-picker');
  });

  it('merges into one window.Groundwork that mounts every loaded widget', async () => {
    await settle(20);
    const global = groundwork() as ReturnType<typeof groundwork> & { partnerNote?: string };
    expect(global.partnerNote).toBe('kept');
    expect(global.widgets).toEqual(['fee-estimator', 'role-picker']);
    const slot = document.createElement('div');
    document.body.append(slot);
    global.mount('fee-estimator', slot, { prefill: { value: '70' } });
    await settle(20);
    expect(within(inner(slot)).getByRole('slider').getAttribute('aria-valuenow')).toBe('70');
  });

  it('renders both elements with their own stylesheet, untouched by the page’s React', async () => {
    const estimator = document.querySelector('gw-fee-estimator');
    const picker = document.querySelector('gw-role-picker');
    if (!estimator || !picker) throw new Error('missing widgets');
    expect(within(inner(estimator)).getByRole('slider').getAttribute('aria-valuenow')).toBe('10');
    expect(within(inner(picker)).getByRole('button', { name: 'Learn More' })).toBeTruthy();
    expect(estimator.shadowRoot?.adoptedStyleSheets[0]).not.toBe(
      picker.shadowRoot?.adoptedStyleSheets[0],
    );
  });

  it('sends the visitor to the main site when the partner does not prevent gw:select', async () => {
    const picker = document.querySelector('gw-role-picker');
    if (!picker) throw new Error('missing widget');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const selections = record(picker, 'gw:select');
    within(inner(picker)).getByRole('button', { name: 'Learn More' }).click();
    await settle(20);
    const view = within(inner(picker));
    view.getByRole('radio', { name: /Property Developer/ }).click();
    await settle();
    view.getByRole('button', { name: 'Continue' }).click();
    await settle(20);
    expect(selections).toEqual([
      { role: 'developer', path: '/developer', url: 'http://localhost:4173/developer' },
    ]);
    expect(assign).toHaveBeenCalledWith('http://localhost:4173/developer');
    assign.mockRestore();
  });
});
