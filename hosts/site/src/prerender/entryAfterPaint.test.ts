import { describe, expect, it } from 'vitest';
import { entryAfterPaint } from './entryAfterPaint.ts';

const page = `<!doctype html><html><head>
    <title>T</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-c.js">
    <style>h1{margin:0}</style>
  </head>
  <body><div id="root"><h1>Hi</h1></div>
  </body></html>`;

type Appended = { tag: string } & Record<string, unknown>;
type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** Runs the page's inline loader against a stand-in browser; returns what it appended and hooks. */
function runLoader(html: string, { hidden = false, paintTiming = true } = {}) {
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const observers: PaintCallback[] = [];
  const document = {
    hidden,
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Appended) => appended.push(element) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(callback: PaintCallback) {
      observers.push(callback);
    }
    observe() {}
  }
  new Function(
    'document',
    'window',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    script,
  )(
    document,
    { PerformanceObserver },
    PerformanceObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
  );
  const paint = (...names: string[]) => {
    for (const observer of observers) {
      observer(
        { getEntriesByName: (name) => names.filter((entry) => entry === name) },
        { disconnect: () => {} },
      );
    }
  };
  return { appended, frames, timers, paint };
}

const files = [
  { tag: 'link', crossOrigin: '', rel: 'stylesheet', href: '/assets/index-d.css' },
  { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/runtime-b.js' },
  { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/framework-c.js' },
  { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-a.js' },
];

describe('entryAfterPaint', () => {
  const html = entryAfterPaint(page, '/assets/index-d.css');

  it('leaves nothing in the page for the browser to fetch before it paints', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(html).toContain('<style>h1{margin:0}</style>');
  });

  it('adds the stylesheet, the preloads and the entry once the first contentful paint is on screen', () => {
    const { appended, frames, paint } = runLoader(html);
    expect(frames).toEqual([]);
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(appended).toEqual(files);
  });

  it('never waits more than 3 s for the paint, and loads only once', () => {
    const { appended, timers, paint } = runLoader(html);
    expect(timers.map((timer) => timer.delay)).toEqual([3000]);
    for (const timer of timers) timer.callback();
    paint('first-contentful-paint');
    expect(appended).toEqual(files);
  });

  it('waits one painted frame where the browser has no paint timing', () => {
    const { appended, frames, timers } = runLoader(html, { paintTiming: false });
    for (const frame of frames) frame();
    // A requestAnimationFrame callback runs before its frame is painted; the task it queues, after.
    expect(appended).toEqual([]);
    for (const timer of timers) timer.callback();
    expect(appended).toEqual(files);
  });

  it('loads at once in a hidden tab, which paints no frame to wait for', () => {
    const { appended, frames } = runLoader(html, { hidden: true });
    expect(frames).toEqual([]);
    expect(appended).toEqual(files);
  });

  it('refuses a page without a module entry, rather than ship one that never hydrates', () => {
    expect(() => entryAfterPaint('<html><body></body></html>', '/a.css')).toThrow(
      /no module entry/,
    );
  });
});
