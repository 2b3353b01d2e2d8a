import { within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

describe('several widget scripts on one page that has its own React and Groundwork object', () => {
  beforeAll(async () => {
    const page = window as unknown as Record<string, unknown>;
    page.React = { version: '18.2.0', createElement: () => null };
    page.Groundwork = { partnerNote: 'kept' };
    await loadWidget('fee-estimator');
    await loadWidget('role-picker');
  });

  beforeEach(async () => {
    await showPage(`
      <gw-fee-estimator value="10"></gw-fee-estimator>
      <gw-role-picker></gw-role-picker>`);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await clearPage();
  });

  it('merges into one window.Groundwork that mounts every loaded widget', async () => {
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
    const view = within(inner(picker));
    (await view.findByRole('radio', { name: /Property Developer/ }, firstUse)).click();
    await settle();
    view.getByRole('button', { name: 'Continue' }).click();
    await settle(20);
    expect(selections).toEqual([
      { role: 'developer', path: '/developer', url: 'http://localhost:4173/developer' },
    ]);
    expect(assign).toHaveBeenCalledWith('http://localhost:4173/developer');
  });
});
