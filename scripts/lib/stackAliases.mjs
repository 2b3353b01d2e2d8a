// Build aliases and resolveId hooks that leave the named stack (DESIGN.md §13): no stand-in,
// subset or stub replaces jotai, superstruct, redaxios, Floating UI, react-router or Preact in
// any build, React becomes nothing but preact/compat, and no alias reroutes relative imports
// (a regex on './x' reaches into whichever package imports it).
import { packageOf } from './imports.mjs';
import { endOf, lineAt, literalsOf, withoutComments } from './jsLiterals.mjs';
import { namedPackages, preactCompat, reactPackages } from './namedStack.mjs';

const guarded = { ...namedPackages, ...reactPackages };

/** Whether an alias's or a hook's `find` (a RegExp, or a string as Vite reads it) takes `id`. */
const takes = (find, id) =>
  find instanceof RegExp ? find.test(id) : id === find || id.startsWith(`${find}/`);

/**
 * Whether `find` is written for relative specifiers: a string from './' or '../', a regex from
 * (^)\.\/, \.\.\/, \.{1,2}\/ or \.\.?\/.
 */
const isRelative = (find) =>
  find instanceof RegExp
    ? /^\^?(\\\.){1,2}\\?\/|^\^?\\\.\{1,2\}|^\^?\\\.\\\.\?/.test(find.source)
    : /^\.\.?\//.test(find);

/** The guarded packages (named, or React) whose specifiers `find` takes. */
const packagesTaken = (find) =>
  Object.entries(guarded)
    .filter(([name, ids]) => [...ids, `${name}/x`].some((id) => takes(find, id)))
    .map(([name]) => name);

/** Whether replacing `name` by `replacement` (a literal's value, or undefined) is allowed. */
const allowed = (name, replacement) =>
  typeof replacement === 'string' &&
  (name in reactPackages ? preactCompat.test(replacement) : packageOf(replacement) === name);

/** What an alias from `find` to `replacement` breaks: 'relative imports', or package names. */
function aliasProblems(find, replacement) {
  if (isRelative(find)) return ['relative imports'];
  return packagesTaken(find).filter((name) => !allowed(name, replacement));
}

/** The text of the value that starts at `start` (a property's, after its colon). */
const valueAt = (code, start) => code.slice(start, endOf(code, start)).trim();

/** `{ find, replacement }` entries, `find` written as one literal: the object around each. */
function arrayAliases(code) {
  return [...code.matchAll(/\bfind\s*:\s*/g)].flatMap((match) => {
    const text = valueAt(code, match.index + match[0].length);
    const value = literalValue(text);
    if (value === undefined) return [];
    const open = code.lastIndexOf('{', match.index);
    const object = code.slice(open, endOf(code, open));
    const replacement = /\breplacement\s*:\s*/.exec(object);
    const replacementText = replacement
      ? valueAt(object, replacement.index + replacement[0].length)
      : '';
    return [{ index: match.index, find: { text, value }, replacementText }];
  });
}

/** `alias: { name: replacement }` entries (Vite's object form). */
function objectAliases(code) {
  return [...code.matchAll(/\balias\s*:\s*\{/g)].flatMap((match) => {
    const open = match.index + match[0].length - 1;
    const body = code.slice(open + 1, endOf(code, open) - 1);
    const entries = [];
    for (let start = 0; start < body.length; ) {
      const end = endOf(body, start);
      const entry = /^\s*(?:'([^']+)'|"([^"]+)"|([\w$]+))\s*:\s*([\s\S]*)$/.exec(
        body.slice(start, end),
      );
      if (entry) {
        const name = entry[1] ?? entry[2] ?? entry[3];
        const index = open + 1 + start;
        entries.push({
          index,
          find: { text: name, value: name },
          replacementText: entry[4].trim(),
        });
      }
      start = end + 1;
    }
    return entries;
  });
}

/** The value of a replacement written as one literal, else undefined (an expression). */
function literalValue(text) {
  const [only] = literalsOf(text);
  return only && only.index === 0 && only.text === text ? only.value : undefined;
}

/** Each resolveId hook: where it starts and its code (parameters and body). */
function resolveIdHooks(code) {
  return [...code.matchAll(/\bresolveId\s*(?::\s*(?:async\s+)?(?:function\b\s*)?)?(?=[(\w])/g)].map(
    (match) => {
      let at = match.index + match[0].length;
      at = code[at] === '(' ? endOf(code, at) : at + /^[\w$]+/.exec(code.slice(at))[0].length;
      const arrow = /^\s*(=>)?\s*/.exec(code.slice(at));
      at += arrow[0].length;
      return { index: match.index, body: code.slice(match.index, endOf(code, at)) };
    },
  );
}

/** What a resolveId hook takes over: the guarded packages or relative paths its literals name. */
function hookProblems(body) {
  return literalsOf(body).flatMap(({ text, value }) => {
    if (value instanceof RegExp) {
      return aliasProblems(value, undefined).map((what) => ({ what, text }));
    }
    if (/^\.\.?\//.test(value)) return [{ what: 'relative imports', text }];
    const name = packageOf(value);
    return name && name in guarded ? [{ what: name, text }] : [];
  });
}

/**
 * `file:line: …` for every alias and resolveId hook, in the build configs of `files` (path →
 * code), that replaces a named package, makes React anything but preact/compat, or takes
 * relative imports.
 */
export function stackAliases(files) {
  const problems = [];
  for (const [file, source] of files) {
    const code = withoutComments(source);
    for (const { index, find, replacementText } of [
      ...arrayAliases(code),
      ...objectAliases(code),
    ]) {
      const broken = aliasProblems(find.value, literalValue(replacementText));
      if (broken.length === 0) continue;
      const alias = `alias { find: ${find.text}, replacement: ${replacementText} }`;
      problems.push(`${file}:${lineAt(code, index)}: ${alias} replaces ${broken.join(', ')}`);
    }
    for (const { index, body } of resolveIdHooks(code)) {
      for (const { what, text } of hookProblems(body)) {
        problems.push(`${file}:${lineAt(code, index)}: a resolveId hook takes ${what} (${text})`);
      }
    }
  }
  return [...new Set(problems)].sort();
}
