/**
 * The part of the site's stylesheet a prerendered page needs for its own HTML, inlined in its
 * head so the first paint waits for no stylesheet request (the full sheet then loads without
 * blocking, for client-side navigations and states that appear on interaction).
 *
 * Works on the built, flattened Tailwind output: a style rule is kept when one of its selectors
 * uses only classes the HTML has (classes inside `:is()`, `:where()` or `:not()` are not
 * required, so such rules err on the side of being kept); rules without classes (the reset,
 * the theme, keyframes, @property) are always kept, and empty @media/@supports/@layer blocks go.
 * A web font's @font-face goes too: the full sheet brings it after the first paint. So does
 * Tailwind's `@layer properties`, the custom properties' defaults for browsers without
 * `@property` (its @supports matches none that has it): only the layer's name stays, to keep the
 * cascade order, and such a browser gets the defaults from the full sheet (about 350 B of every
 * page's brotli).
 */
export function criticalCss(css: string, html: string): string {
  return prune(css, htmlClasses(html));
}

/** Every class name used in the HTML's class attributes. */
function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** At-rules whose body holds rules to prune; other at-rules are kept whole. */
const groupingRules = /^@(media|supports|layer|container)\b/;

function prune(css: string, classes: Set<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
      continue;
    }
    const open = findOutside(css, i, '{;');
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    if (css[open] === ';') {
      if (prelude) out += `${prelude};`;
      i = open + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    i = close + 1;
    if (prelude === '@layer properties') {
      out += '@layer properties;';
    } else if (groupingRules.test(prelude)) {
      const inner = prune(body, classes);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (
      !downloadedFont(prelude, body) &&
      (prelude.startsWith('@') || selectorUsed(prelude, classes))
    ) {
      out += `${prelude}{${body}}`;
    }
  }
  return out;
}

/**
 * A web font the browser would download: left to the full stylesheet, so that no font request
 * starts before the first paint (a font a page's first paint waited for would hold its LCP).
 * Faces on local fonts only (the brand font's metric-matched fallback) stay.
 */
function downloadedFont(prelude: string, body: string): boolean {
  return prelude === '@font-face' && /\burl\(/.test(body);
}

/** The index of the first of `chars` at depth 0 (outside strings, parentheses and brackets). */
function findOutside(css: string, from: number, chars: string): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < css.length; i++) {
    const char = css[i] ?? '';
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && chars.includes(char)) return i;
  }
  return -1;
}

/** The index of the `}` closing the block opened at `open`. */
function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") {
      const end = css.indexOf(char, i + 1);
      if (end === -1) return css.length;
      i = end;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

function selectorUsed(selectorList: string, classes: Set<string>): boolean {
  return splitSelectors(selectorList).some((selector) =>
    requiredClasses(selector).every((name) => classes.has(name)),
  );
}

function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  for (let comma = findOutside(list, 0, ','); comma !== -1; ) {
    selectors.push(list.slice(start, comma));
    start = comma + 1;
    comma = findOutside(list, start, ',');
  }
  selectors.push(list.slice(start));
  return selectors;
}

/** The classes a selector needs, outside any parenthesised part. */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i] ?? '';
    if (char === '\\') {
      if (depth === 0) outside += char + (selector[i + 1] ?? '');
      i++;
    } else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) outside += char;
  }
  const names: string[] = [];
  for (const [, escaped = ''] of outside.matchAll(
    /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g,
  )) {
    names.push(unescapeIdentifier(escaped));
  }
  return names;
}

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}
