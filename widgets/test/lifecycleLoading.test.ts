import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groundwork, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage } from './page.ts';

// A file of its own: the case needs the dialog's modules not yet loaded, and a file's modules
// stay loaded once any case has opened a dialog (whatever order the cases run in).
describe('a widget element removed while its dialog is still loading', () => {
  beforeAll(async () => {
    await loadWidget('demo');
  });

  afterEach(clearPage);

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
});
