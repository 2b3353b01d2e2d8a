import { messages } from '@gw/forms';
import type { Context } from 'hono';

/** Deepest nesting of arrays and objects a body may have: every form's is 3 or less. */
export const maxJsonDepth = 32;

/**
 * How deep `text`'s arrays and objects nest, counted on the text (brackets outside strings),
 * so a body nested thousands of levels deep is measured without recursing into it: the
 * validators and storage recurse, and would run out of stack (a 500).
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

export const notJson = { message: messages.body.notAnObject };
export const tooDeep = {
  message: `The request body nests too deeply: at most ${maxJsonDepth} levels of lists and objects.`,
};

/**
 * The request's JSON body; else (missing, malformed, or nested past maxJsonDepth) the message
 * of a 400 that says which.
 */
export async function readJson(
  c: Context,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  try {
    const text = await c.req.text();
    if (jsonDepth(text) > maxJsonDepth) return { ok: false, message: tooDeep.message };
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, message: notJson.message };
  }
}
