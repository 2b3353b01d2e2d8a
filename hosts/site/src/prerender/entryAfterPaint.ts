/**
 * A prerendered page paints before it fetches anything else (issue 14, item 1): Vite's module
 * entry and its modulepreload links leave the head, and a small inline script adds them, with the
 * full stylesheet, once the first frame is on screen. The page's HTML (its critical CSS inline)
 * then has a slow connection to itself, and nothing the first paint shows waits on a request.
 * Clicks and submits before hydration are still held by the early-input script
 * (hydration/takeEarlyInput.ts).
 */
const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The inline loader. It waits for the first contentful paint's timing entry, which comes once the
 * frame is on screen (a requestAnimationFrame task runs before that, while the frame is still on
 * its way to the screen). Where paint timing is missing it waits one frame; in a hidden tab, which
 * paints nothing, it loads at once; and it never waits more than 3 s.
 */
const loaderSource = `(files => {
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    for (const [tag, attributes] of files) {
      const element = document.createElement(tag);
      element.crossOrigin = '';
      Object.assign(element, attributes);
      document.head.append(element);
    }
  };
  if (document.hidden) return load();
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    return requestAnimationFrame(() => setTimeout(load, 0));
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 3000);
})`;
const compactLoader = loaderSource.replace(/\n\s*/g, '');
/** The file list's end: the call's parenthesis and the script's end tag. */
const loaderEnd = ')</script>';

type LoaderFile = ['link' | 'script', Record<string, string>];

function loader(stylesheet: string, entry: string, preloads: string[]): string {
  const files: LoaderFile[] = [
    ['link', { rel: 'stylesheet', href: stylesheet }],
    ...preloads.map((href): LoaderFile => ['link', { rel: 'modulepreload', href }]),
    ['script', { type: 'module', src: entry }],
  ];
  return `<script>${compactLoader}(${JSON.stringify(files)}${loaderEnd}`;
}

/** The files a page's loader adds after its first paint: what its first load fetches. */
export function afterPaintFiles(html: string): { js: string[]; css: string[] } {
  const start = html.indexOf(`${compactLoader}(`);
  if (start === -1) return { js: [], css: [] };
  const listStart = start + compactLoader.length + 1;
  const list = html.slice(listStart, html.indexOf(loaderEnd, listStart));
  const files = JSON.parse(list) as LoaderFile[];
  const urls = (keep: (file: LoaderFile) => boolean) =>
    files.filter(keep).map(([, attributes]) => String(attributes.href ?? attributes.src));
  return {
    js: urls(([, attributes]) => attributes.rel !== 'stylesheet'),
    css: urls(([, attributes]) => attributes.rel === 'stylesheet'),
  };
}

/**
 * Moves the page's module entry (and its preloads) behind the first paint, and loads the full
 * stylesheet (`stylesheet`, linked nowhere in `html`) there too; the rest is kept.
 */
export function entryAfterPaint(html: string, stylesheet: string): string {
  const entry = html.match(entryScript);
  if (!entry) throw new Error('entryAfterPaint: the page has no module entry script');
  const preloads = Array.from(html.matchAll(modulePreload), (match) => String(match[1]));
  const stripped = html.replace(entryScript, '').replace(modulePreload, '');
  if (!stripped.includes('</body>')) throw new Error('entryAfterPaint: the page has no </body>');
  return stripped.replace(
    '</body>',
    `${loader(stylesheet, String(entry[1]), preloads)}\n  </body>`,
  );
}
