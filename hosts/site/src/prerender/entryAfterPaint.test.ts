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

/** Runs the page's inline loader against a stand-in document; returns what it appended. */
function runLoader(html: string, { hidden }: { hidden: boolean }) {
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
  const appended: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    hidden,
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, unknown>) => appended.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return { appended, frames, timers };
}

describe('entryAfterPaint', () => {
  const html = entryAfterPaint(page, '/assets/index-d.css');

  it('leaves nothing in the page for the browser to fetch before it paints', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(html).toContain('<style>h1{margin:0}</style>');
  });

  it('adds the stylesheet, the preloads and the entry after the first frame has been painted', () => {
    const { appended, frames, timers } = runLoader(html, { hidden: false });
    expect(appended).toEqual([]);
    for (const frame of frames) frame();
    // rAF runs before the frame is painted; the task it queues runs after.
    expect(appended).toEqual([]);
    for (const timer of timers) timer();
    expect(appended).toEqual([
      { tag: 'link', crossOrigin: '', rel: 'stylesheet', href: '/assets/index-d.css' },
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/runtime-b.js' },
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/framework-c.js' },
      { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-a.js' },
    ]);
  });

  it('loads at once in a hidden tab, which paints no frame to wait for', () => {
    const { appended, frames } = runLoader(html, { hidden: true });
    expect(frames).toEqual([]);
    expect(appended.map((element) => element.tag)).toEqual(['link', 'link', 'link', 'script']);
  });

  it('refuses a page without a module entry, rather than ship one that never hydrates', () => {
    expect(() => entryAfterPaint('<html><body></body></html>', '/a.css')).toThrow(
      /no module entry/,
    );
  });
});
