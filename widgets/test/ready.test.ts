import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { widgetTable } from '../src/manifest.ts';
import { loadWidget, settle } from './loadWidget.ts';
import { clearPage, showPage } from './page.ts';

/** `Groundwork.ready`, as a partner's script calls it. */
function ready(name?: string): Promise<Element[]> {
  const global = (window as unknown as { Groundwork: { ready(name?: string): Promise<Element[]> } })
    .Groundwork;
  return global.ready(name);
}

/** What a promise has come to after `ms`: its value, or 'pending'. */
async function after<T>(promise: Promise<T>, ms = 100): Promise<T | 'pending'> {
  return Promise.race([promise, settle(ms).then(() => 'pending' as const)]);
}

beforeAll(async () => {
  await loadWidget('demo');
}, 60_000);

afterEach(clearPage);

describe('Groundwork.ready (issue 28)', () => {
  it('resolves at once for widgets that were ready before the page asked (a late listener)', async () => {
    await showPage(`<gw-demo partner="acme"></gw-demo><div data-gw-widget="demo"></div>`);
    await settle(20);
    const elements = [...document.querySelectorAll('gw-demo, [data-gw-widget]')];
    expect(await ready('demo')).toEqual(elements);
    expect(await ready()).toEqual(elements);
  });

  it('waits for an element added now, until it has rendered and said gw:ready', async () => {
    const heard: string[] = [];
    const element = document.createElement('gw-demo');
    element.addEventListener('gw:ready', () => heard.push('gw:ready'));
    document.body.append(element);
    const [resolved] = await ready('demo');
    expect(resolved).toBe(element);
    expect(heard).toEqual(['gw:ready']);
    expect(element.shadowRoot?.querySelector('.gw-root button')).toBeTruthy();
  });

  it('waits for a widget whose file has not booted yet, and never rejects for one that is slow', async () => {
    await showPage('<gw-fee-estimator partner="acme"></gw-fee-estimator>');
    const asked = ready('fee-estimator');
    const everything = ready();
    expect(await after(asked)).toBe('pending');
    expect(await after(everything)).toBe('pending');
    await loadWidget('fee-estimator');
    const [element] = await asked;
    expect(element?.tagName).toBe('GW-FEE-ESTIMATOR');
    expect(element?.shadowRoot?.querySelector('.gw-root')).toBeTruthy();
    expect(await everything).toEqual([element]);
  });

  it('rejects a name that is no widget, naming the widgets', async () => {
    await expect(ready('wait-list')).rejects.toThrow(
      `Groundwork.ready: no widget named "wait-list" (${widgetTable.map((row) => row.name).join(', ')})`,
    );
  });

  it('resolves with no elements for a booted widget the page does not show', async () => {
    expect(await ready('demo')).toEqual([]);
  });
});
