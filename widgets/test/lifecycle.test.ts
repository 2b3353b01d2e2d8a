import { waitFor, within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groundwork, inner, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

describe('a widget file included twice, and elements mounted from script then removed', () => {
  /** What the page's element looked like once both copies of the script had run. */
  let atBoot = { roots: 0, ready: 0 };

  beforeAll(async () => {
    // The file's one boot, with an element already in the page: a partner's template and its
    // tag manager both add the script. Its outcome is kept for the first case; the page is
    // emptied after it like after every case.
    await showPage('<div data-gw-widget="demo" data-partner="acme"></div>');
    const ready = record(document, 'gw:ready');
    await loadWidget('demo');
    await loadWidget('demo');
    await settle(20);
    const element = document.querySelector('[data-gw-widget="demo"]');
    atBoot = {
      roots: element?.shadowRoot?.querySelectorAll('.gw-root').length ?? 0,
      ready: ready.length,
    };
    await clearPage();
  });

  afterEach(clearPage);

  it('mounts each element once: one root, one gw:ready', async () => {
    expect(atBoot).toEqual({ roots: 1, ready: 1 });
    const slot = document.createElement('div');
    document.body.append(slot);
    groundwork().mount('demo', slot);
    groundwork().mount('demo', slot);
    await settle(20);
    expect(slot.shadowRoot?.querySelectorAll('.gw-root')).toHaveLength(1);
    slot.remove();
  });

  it('unmounts an element mounted with Groundwork.mount once it leaves the page, scroll lock and all', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    groundwork().mount('demo', slot, { open: true });
    expect(await within(inner(slot)).findByRole('dialog', {}, firstUse)).toBeTruthy();
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));

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
