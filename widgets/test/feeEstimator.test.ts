import { estimateFees } from '@gw/remote-fee-estimator';
import { fireEvent, within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, showPage } from './page.ts';

describe('fee-estimator.js on a partner page', () => {
  beforeAll(async () => {
    await loadWidget('fee-estimator');
  });

  beforeEach(async () => {
    await showPage('<div id="first" data-gw-widget="fee-estimator" data-partner="acme"></div>');
  });

  afterEach(clearPage);

  it('auto-mounts [data-gw-widget] into a shadow root with the stylesheet adopted', async () => {
    await settle();
    const host = document.getElementById('first');
    if (!host) throw new Error('no host');
    const view = within(inner(host));
    expect(view.getByRole('heading').textContent).toBe(
      'Estimate how much the provider charges in fees for delivering your project',
    );
    expect(host.shadowRoot?.adoptedStyleSheets.length).toBe(1);
    expect(document.body.querySelector('[role="slider"]')).toBeNull();
  });

  it('emits gw:change with the figures as the slider moves by keyboard', async () => {
    const host = document.getElementById('first');
    if (!host) throw new Error('no host');
    const changes = record(host, 'gw:change');
    const slider = within(inner(host)).getByRole('slider');
    fireEvent.keyDown(slider, { key: 'End' });
    await settle();
    expect(changes.at(-1)).toEqual(estimateFees(100));
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.keyDown(slider, { key: 'PageDown' });
    await settle();
    expect(changes.at(-1)).toEqual(estimateFees(90));
  });

  it('defines <gw-fee-estimator>, fires gw:ready, shares one stylesheet, unmounts on removal', async () => {
    const ready = record(document, 'gw:ready');
    const element = document.createElement('gw-fee-estimator');
    element.setAttribute('value', '40');
    document.body.append(element);
    await settle();
    expect(ready).toEqual([{ widget: 'fee-estimator' }]);
    const slider = within(inner(element)).getByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    const first = document.getElementById('first');
    expect(element.shadowRoot?.adoptedStyleSheets[0]).toBe(
      first?.shadowRoot?.adoptedStyleSheets[0],
    );
    element.remove();
    await settle();
    expect(element.shadowRoot?.querySelector('.gw-root')).toBeNull();
  });

  it('mounts elements a single-page app adds later', async () => {
    const late = document.createElement('section');
    late.innerHTML = '<div data-gw-widget="fee-estimator"></div>';
    document.body.append(late);
    await settle(10);
    const host = late.firstElementChild;
    if (!host) throw new Error('no late host');
    expect(within(inner(host)).getByRole('slider')).toBeTruthy();
  });

  it('window.Groundwork.mount returns a handle; mounting twice is harmless', async () => {
    expect(groundwork().widgets).toContain('fee-estimator');
    const target = document.createElement('div');
    document.body.append(target);
    const handle = groundwork().mount('fee-estimator', target);
    expect(groundwork().mount('fee-estimator', target)).toBe(handle);
    await settle();
    expect(target.shadowRoot?.querySelectorAll('.gw-root').length).toBe(1);
    handle.open();
    handle.close();
    handle.unmount();
    handle.unmount();
    expect(target.shadowRoot?.querySelector('.gw-root')).toBeNull();
  });

  it('gives an inert handle for an unknown widget', () => {
    const handle = groundwork().mount('no-such-widget', document.createElement('div'));
    expect(() => handle.unmount()).not.toThrow();
  });
});
