import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { widgetAllFiles, widgetEntryNames, widgetFirstLoad } from '../build/widgetFiles.mjs';
import { assertBuilt } from './assertBuilt.ts';

/** The code a widget's script tag loads first: its one classic script. */
export function builtCode(name: string): string {
  assertBuilt();
  return widgetFirstLoad(name)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/**
 * All the code a widget may load: its first load and the modules it loads on first use, except
 * the modules built from `except` (a source path, read from each module's source map).
 */
export function allBuiltCode(name: string, { except }: { except?: string } = {}): string {
  assertBuilt();
  const builtFrom = (file: string) =>
    existsSync(`${file}.map`) &&
    (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources.some(
      (source) => except !== undefined && source.endsWith(except),
    );
  return widgetAllFiles(name)
    .filter((file: string) => !builtFrom(file))
    .map((file: string) => readFileSync(file, 'utf8'))
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

/** The code of the modules only widget `name` loads (none another widget shares). */
export function ownBuiltCode(name: string): string {
  assertBuilt();
  const others = new Set(
    widgetEntryNames()
      .filter((other: string) => other !== name)
      .flatMap((other: string) => widgetAllFiles(other)),
  );
  return widgetAllFiles(name)
    .filter((file: string) => !others.has(file))
    .map((file: string) => readFileSync(file, 'utf8'))
    .join('\n');
}
