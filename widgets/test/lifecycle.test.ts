import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';

describe('a widget file included twice, and elements mounted from script then removed', () => {
  let ready: unknown[] = [];

  beforeAll(async () => {
    document.body.innerHTML = '<div data-gw-widget="demo" data-partner="acme"></div>';
    ready = record(document, 'gw:ready');
    // A partner's template and its tag manager both add the script.
    await loadWidget('demo');
    await loadWidget('demo');
  });

  it('mounts each element once: one root, one gw:ready', async () => {
    await settle(20);
    const element = document.querySelector('[data-gw-widget="demo"]');
    if (!element) throw new Error('missing element');
    expect(element.shadowRoot?.querySelectorAll('.gw-root')).toHaveLength(1);
    expect(ready).toHaveLength(1);
    const slot = document.createElement('div');
    document.body.append(slot);
    groundwork().mount('demo', slot);
    groundwork().mount('demo', slot);
    await settle(20);
    expect(slot.shadowRoot?.querySelectorAll('.gw-root')).toHaveLength(1);
    slot.remove();
  });

  it('draws and says nothing for an element removed while its dialog was loading', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    const said = ['gw:open', 'gw:close', 'gw:error'].map((name) => record(slot, name));
    groundwork().mount('demo', slot, { open: true });
    const root = slot.shadowRoot?.querySelector('.gw-root');
    expect(root?.querySelector('[aria-busy="true"]')).toBeTruthy();
    slot.remove();
    await settle(50);
    expect(root?.querySelector('dialog')).toBeNull();
    expect(said).toEqual([[], [], []]);
  });

  it('unmounts an element mounted with Groundwork.mount once it leaves the page, scroll lock and all', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    groundwork().mount('demo', slot, { open: true });
    await settle(20);
    expect(within(inner(slot)).getByRole('dialog')).toBeTruthy();
    expect(document.documentElement.style.overflow).toBe('hidden');

    slot.remove();
    await settle(20);
    expect(slot.shadowRoot?.querySelector('.gw-root')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps an element that is only moved', async () => {
    const slot = document.createElement('div');
    const elsewhere = document.createElement('section');
    document.body.append(slot, elsewhere);
    groundwork().mount('demo', slot);
    await settle(20);
    elsewhere.append(slot);
    await settle(20);
    expect(slot.shadowRoot?.querySelectorAll('.gw-root')).toHaveLength(1);
  });
});
