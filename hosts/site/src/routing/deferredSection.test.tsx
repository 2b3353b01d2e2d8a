import { render, screen, waitFor } from '@testing-library/react';
import { act, type ComponentType, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredSection } from './deferredSection.tsx';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Clicked {count}
    </button>
  );
}

/** Stands in for a router link: the click handler navigates in-app once hydrated. */
const inApp: string[] = [];
function LinkSection() {
  return (
    <a
      href="/lender"
      onClick={(event) => {
        event.preventDefault();
        inApp.push('/lender');
      }}
    >
      Lenders
    </a>
  );
}

/** An IntersectionObserver the test drives: `reveal()` reports every observed box as visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  reveal() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

/** A load the test finishes (or fails) when it wants. */
function controlledLoad(component: ComponentType = Counter) {
  let finish = () => {};
  let fail = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        finish = () => resolve(component);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { load, finish: () => finish(), fail: () => fail() };
}

/** The section's prerendered HTML (a separate instance, as the build's own process renders it). */
async function prerendered(component: ComponentType = Counter): Promise<string> {
  const Server = deferredSection(async () => component);
  await Server.preload();
  return renderToString(<Server />);
}

describe('deferredSection', () => {
  let root: Root | null = null;
  const original = globalThis.IntersectionObserver;

  beforeEach(() => {
    // hydrateRoot is driven with act() directly (Testing Library's render cannot hydrate).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    globalThis.IntersectionObserver = original;
  });

  async function hydrate(Section: ComponentType, component: ComponentType = Counter) {
    const container = document.createElement('div');
    container.innerHTML = await prerendered(component);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Section />);
    });
    return container;
  }

  it('renders at once when there is no prerendered HTML (a client-side navigation)', async () => {
    const load = vi.fn(async () => Counter);
    const Section = deferredSection(load);
    render(<Section />);
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the prerendered HTML, unloaded, until the section nears the viewport', async () => {
    const { load, finish } = controlledLoad();
    const Section = deferredSection(load);
    await hydrate(Section);
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await act(async () => FakeObserver.all[0]?.reveal());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicked 1');
  });

  it('loads on a click before hydration and replays the click once hydrated', async () => {
    const { load, finish } = controlledLoad();
    const Section = deferredSection(load);
    await hydrate(Section);
    const button = screen.getByRole('button', { name: 'Clicked 0' });

    await act(async () => button.click());
    expect(button.textContent).toBe('Clicked 0');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    await act(async () => finish());
    await waitFor(() => expect(button.textContent).toBe('Clicked 1'));
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  /** Clicks the link as a visitor would; true when the browser would follow it itself. */
  function clickLink(init: MouseEventInit = {}): boolean {
    const link = screen.getByRole('link', { name: 'Lenders' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    act(() => {
      link.dispatchEvent(event);
    });
    return !event.defaultPrevented;
  }

  it('holds a link click before hydration and lets the router take it once hydrated', async () => {
    inApp.length = 0;
    const { load, finish } = controlledLoad(LinkSection);
    await hydrate(deferredSection(load), LinkSection);

    expect(clickLink()).toBe(false);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(inApp).toEqual([]);
    await act(async () => finish());
    await waitFor(() => expect(inApp).toEqual(['/lender']));
  });

  it('leaves a new-tab click on a link to the browser', async () => {
    const { load } = controlledLoad(LinkSection);
    await hydrate(deferredSection(load), LinkSection);
    expect(clickLink({ ctrlKey: true })).toBe(true);
    expect(clickLink({ metaKey: true })).toBe(true);
  });

  it('follows a held link the plain way when the section code fails to load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, fail } = controlledLoad(LinkSection);
    await hydrate(deferredSection(load), LinkSection);

    expect(clickLink()).toBe(false);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => fail());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/lender`));
    assign.mockRestore();
    warn.mockRestore();
  });
});
