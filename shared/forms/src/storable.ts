import { storageMessages } from './messages.ts';

/**
 * What a lead's text may not hold: NUL (PostgreSQL text and jsonb refuse it), lone UTF-16
 * surrogates (not Unicode: the driver cannot encode them), and control characters other than
 * tab and line breaks (never typed by a person; they break CSV exports and terminals).
 */
const unstorable =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text can be stored and shown as it is. */
export function isStorable(text: string): boolean {
  return !unstorable.test(text);
}

/**
 * The message for the first value of a parsed body that cannot be stored, named by its path:
 * text (keys included) with unstorable characters, or a number that is not finite (JSON's
 * `1e999` parses to Infinity, which jsonb would keep as null). Null when every value is fine.
 */
export function firstUnstorable(value: unknown, path = 'body'): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : storageMessages.unstorable(path);
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : storageMessages.notFinite(path);
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorable(key)) return storageMessages.unstorable(path);
    const found = firstUnstorable(inner, path === 'body' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}
