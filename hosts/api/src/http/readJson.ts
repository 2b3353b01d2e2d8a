import { messages } from '@gw/forms';
import type { Context } from 'hono';

/** The request's JSON body, or null when it is missing or malformed. */
export async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

export const notJson = { message: messages.body.notAnObject };
