import { FeeEstimator } from '@gw/remote-fee-estimator';
import { fireEvent, within } from '@testing-library/dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inner, loadWidget, record } from './loadWidget.ts';
import { clearPage, showPage } from './page.ts';

/**
 * An element tree as comparable text: tags, sorted attributes (a style's spacing aside) and
 * text, so the live widget and React's markup compare whatever serialised them.
 */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}="${name === 'style' ? value.replace(/\s|;$/g, '') : value}"`)
    .sort();
  const children = [...node.childNodes].map(shape).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

/** What the remote component renders with its slider at `pct`. */
function componentAt(pct: number): string {
  const template = document.createElement('template');
  template.innerHTML = renderToStaticMarkup(createElement(FeeEstimator, { defaultPct: pct }));
  return [...template.content.childNodes].map(shape).join('');
}

describe("fee-estimator.js draws the remote component's own markup at every step", () => {
  beforeAll(async () => {
    await loadWidget('fee-estimator');
  });

  afterEach(clearPage);

  /** A fresh <gw-fee-estimator> at `value`, for this case alone. */
  async function estimatorAt(value: number): Promise<HTMLElement> {
    await showPage(`<gw-fee-estimator value="${value}"></gw-fee-estimator>`);
    return document.querySelector('gw-fee-estimator') as HTMLElement;
  }

  const widgetMarkup = (host: HTMLElement) => [...inner(host).childNodes].map(shape).join('');

  it('starts where its value attribute says, as the component with that defaultPct', async () => {
    const host = await estimatorAt(37);
    expect(widgetMarkup(host)).toBe(componentAt(37));
    expect(widgetMarkup(host)).not.toBe(componentAt(0));
  });

  it.each([
    [37, 'End', 100],
    [100, 'PageDown', 90],
    [90, 'ArrowLeft', 89],
    [89, 'Home', 0],
    [0, 'ArrowUp', 1],
    [1, 'PageUp', 11],
  ])('from %i, after %s: the component at %i, and gw:change says so', async (from, key, pct) => {
    const host = await estimatorAt(from);
    const changes = record(host, 'gw:change');
    fireEvent.keyDown(within(inner(host)).getByRole('slider'), { key });
    expect(widgetMarkup(host)).toBe(componentAt(pct));
    expect(changes).toEqual([expect.objectContaining({ pct })]);
  });

  it('a key that moves nothing (Home at 0, Tab) changes nothing and announces nothing', async () => {
    const host = await estimatorAt(0);
    const slider = within(inner(host)).getByRole('slider');
    const changes = record(host, 'gw:change');
    const home = fireEvent.keyDown(slider, { key: 'Home' });
    const tab = fireEvent.keyDown(slider, { key: 'Tab' });
    expect(changes).toEqual([]);
    expect(tab).toBe(true);
    expect(home).toBe(false);
    expect(widgetMarkup(host)).toBe(componentAt(0));
  });
});
