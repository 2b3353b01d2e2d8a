// Just enough of JavaScript's syntax for the stack check to read build configs: comments, string
// and regex literals, and where a value or a block ends. Not a parser: build configs are plain.

/** `code` with its comments blanked (same length, same lines), so they are not read as code. */
export const withoutComments = (code) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|\s)\/\/[^\n]*/g, (comment, before) => before + ' '.repeat(comment.length - 1));

const regexBody = String.raw`(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])`;
/** A string, a template without `${}`, or a regex literal (after an operator or `return`). */
const literal = new RegExp(
  String.raw`'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|` +
    '`((?:\\\\.|[^`\\\\$])*)`|' +
    String.raw`(?:^|(?<=[=(,:!&|?{};[]|\breturn)\s*)\/(?![*/])(${regexBody}+)\/([dgimsuyv]*)`,
  'g',
);

/**
 * The literals of `code`, in order: { index, text, value } with `value` a string or a RegExp.
 * A string's escapes are read (`'\''` is `'`); a regex that does not compile is left out.
 */
export function literalsOf(code) {
  const found = [];
  for (const match of code.matchAll(literal)) {
    const [text, single, double, template, source, flags] = match;
    const string = single ?? double ?? template;
    if (string !== undefined) {
      found.push({ index: match.index, text, value: string.replace(/\\(.)/g, '$1') });
      continue;
    }
    try {
      found.push({ index: match.index, text: text.trim(), value: new RegExp(source, flags) });
    } catch {
      // Not a regex after all (a division); nothing to read.
    }
  }
  return found;
}

const closing = { '(': ')', '[': ']', '{': '}' };

/**
 * Where what starts at `start` ends: past the bracket that closes the one at `start`, or (for a
 * value, `start` on anything else) at the first `,` `;` or closing bracket outside brackets and
 * strings.
 */
export function endOf(code, start) {
  const stack = [];
  const opened = closing[code[start]];
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (char === "'" || char === '"' || char === '`') {
      index += 1;
      while (index < code.length && code[index] !== char) index += code[index] === '\\' ? 2 : 1;
      continue;
    }
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (closing[char]) stack.push(closing[char]);
    else if (stack.length > 0 && char === stack[stack.length - 1]) {
      stack.pop();
      if (opened && stack.length === 0) return index + 1;
    } else if (stack.length === 0 && /[,;)\]}]/.test(char)) return index;
  }
  return code.length;
}

/** The line of an index of `code`. */
export const lineAt = (code, index) => code.slice(0, index).split('\n').length;
