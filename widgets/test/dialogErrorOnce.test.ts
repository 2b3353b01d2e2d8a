import { afterEach, expect, it } from 'vitest';
import type { WidgetContext } from '../src/embed/options.ts';
import { dialogWidget } from '../src/widgets/dialogWidget.ts';
import { settle } from './loadWidget.ts';

// Issue 28: a tampered module (the browser refuses it) made one press say gw:error five times:
// the press's hover, touch, focus and click each asked for the dialog's module, and each
// failure was announced. One press, one gw:error; a failed preload says nothing.

afterEach(() => document.body.replaceChildren());

/** A dialog widget whose module never loads, mounted into a fresh root; what it announced. */
function mountRefused() {
  const said: string[] = [];
  const portalRoot = document.createElement('div');
  document.body.append(portalRoot);
  const refused = () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  const context = {
    options: {},
    attribution: { surface: 'widget' },
    portalRoot,
    emit: (name: string) => said.push(name) > 0,
    setDialog: () => {},
  } as unknown as WidgetContext;
  dialogWidget('demo', refused)(context);
  const launcher = portalRoot.querySelector('button') as HTMLButtonElement;
  return { said, launcher, portalRoot };
}

it('says one gw:error for a press whose dialog cannot load, none for a failed preload', async () => {
  const { said, launcher, portalRoot } = mountRefused();
  const warn = console.warn;
  console.warn = () => {};
  try {
    // Pointing at the launcher preloads the module: it fails quietly.
    launcher.dispatchEvent(new PointerEvent('pointerenter'));
    await settle(10);
    expect(said.filter((name) => name === 'gw:error')).toEqual([]);

    // A press: touch, focus and click, each asking for the module.
    launcher.dispatchEvent(new PointerEvent('pointerdown'));
    launcher.dispatchEvent(new FocusEvent('focus'));
    launcher.click();
    await settle(20);
    expect(said.filter((name) => name === 'gw:error')).toEqual(['gw:error']);
    expect(said).toEqual(['gw:open', 'gw:close', 'gw:error']);
    expect(portalRoot.querySelector('[role="alert"]')?.textContent).toBe(
      'The form could not load. Check your connection and try again.',
    );

    // The next press tries again and says it once more.
    launcher.click();
    await settle(20);
    expect(said.filter((name) => name === 'gw:error')).toHaveLength(2);
  } finally {
    console.warn = warn;
  }
});
