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

/** The inline loader: after the first frame (at once in a hidden tab, which paints no frame). */
function loader(stylesheet: string, entry: string, preloads: string[]): string {
  const add = `(t,a)=>{const e=document.createElement(t);e.crossOrigin='';Object.assign(e,a);document.head.append(e)}`;
  const load = [
    `add('link',{rel:'stylesheet',href:${JSON.stringify(stylesheet)}})`,
    ...preloads.map((href) => `add('link',{rel:'modulepreload',href:${JSON.stringify(href)}})`),
    `add('script',{type:'module',src:${JSON.stringify(entry)}})`,
  ].join(';');
  return `<script>(()=>{const add=${add};const load=()=>{${load}};document.hidden?load():requestAnimationFrame(()=>setTimeout(load,0))})()</script>`;
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
