import { within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mount, widgetEvents, widgetNames } from '../src/index.ts';
import { inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage } from './page.ts';

describe('the library entry (@gw/widgets) on a page that already has the widget file', () => {
  beforeAll(async () => {
    await loadWidget('fee-estimator');
  });

  afterEach(clearPage);

  it('mounts through window.Groundwork without adding another script', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const changes = record(element, widgetEvents.change);
    const handle = mount('fee-estimator', element, {
      cdn: 'http://cdn.invalid',
      prefill: { value: '20' },
    });
    await settle(20);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const slider = within(inner(element)).getByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('20');
    slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    await settle(20);
    expect(changes.at(-1)).toMatchObject({ pct: 0 });
    handle.unmount();
    expect(element.shadowRoot?.querySelector('.gw-root')).toBeNull();
  });

  it('names every widget of the embed contract, and events from one list', () => {
    expect(widgetNames).toEqual(['fee-estimator', 'role-picker', 'demo', 'waitlist', 'funding']);
    expect(Object.values(widgetEvents)).toEqual([
      'gw:ready',
      'gw:open',
      'gw:close',
      'gw:submit',
      'gw:success',
      'gw:error',
      'gw:change',
      'gw:select',
      'gw:start',
      'gw:step',
    ]);
  });
});
