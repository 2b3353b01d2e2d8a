import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { widgetAllFiles, widgetFirstLoad } from '../build/widgetFiles.mjs';
import { ensureBuilt } from './ensureBuilt.ts';

/** The code a widget's script tag loads first: its one classic script. */
export function builtCode(name: string): string {
  ensureBuilt();
  return widgetFirstLoad(name)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** All the code a widget may load: its first load and the modules it loads on first use. */
export function allBuiltCode(name: string): string {
  ensureBuilt();
  return widgetAllFiles(name)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The stylesheet a built widget carries: the string literal that starts with Tailwind's banner. */
export function builtCss(name: string): string {
  const code = builtCode(name);
  const start = code.indexOf('/*! tailwindcss') - 1;
  const quote = code[start];
  if (start < 0 || !quote) throw new Error(`${name}: no stylesheet found`);
  let end = start;
  do end = code.indexOf(quote, end + 1);
  while (code[end - 1] === '\\');
  // The literal, evaluated on its own: escapes resolved exactly as the browser resolves them.
  return String(runInNewContext(code.slice(start, end + 1)));
}
