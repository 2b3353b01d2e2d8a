import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { antiSpam, upload } from '@gw/config';
import { parseBody, uploadRequestPayload } from '@gw/forms';
import type { Hono } from 'hono';
import { overRateLimit } from '../http/rateLimit.ts';
import { notJson, readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';
import { signedUploadUrl, verifySignature } from './signing.ts';

const grantSeconds = 15 * 60;
const allowedTypes: readonly string[] = upload.contentTypes;
const fail = (error: string, message: string) => ({ error, message });

/** POST /files/upload hands out a signed PUT URL; PUT /uploads/<key> receives the file. */
export function registerUploadRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  const now = options.now ?? Date.now;

  app.post('/files/upload', async (c) => {
    // Each address lets a client store a file: addresses count against the same budget as leads.
    const limited = await overRateLimit(c, options);
    if (limited) return c.json(fail('Too Many Requests', antiSpam.rateLimitMessage), 429);
    const json = await readJson(c);
    if (!json.ok) return c.json(fail('Bad Request', notJson.message), 400);
    const parsed = parseBody(uploadRequestPayload, json.body);
    if (!parsed.ok) return c.json(fail('Bad Request', parsed.message), 400);
    const { Extension, ContentType } = parsed.value;
    if (!allowedTypes.includes(ContentType)) {
      return c.json(
        fail(
          'Unsupported Media Type',
          'This file type cannot be uploaded. Use PDF, images or office documents.',
        ),
        400,
      );
    }
    const extension = Extension.replace(/^\./, '').toLowerCase();
    if (!/^[a-z0-9]{1,10}$/.test(extension)) {
      return c.json(fail('Bad Request', 'Extension must be letters and digits only'), 400);
    }
    const key = `${upload.area}/${randomUUID()}.${extension}`;
    const grant = {
      key,
      contentType: ContentType,
      expires: Math.floor(now() / 1000) + grantSeconds,
    };
    const base = options.publicUrl ?? new URL(c.req.url).origin;
    return c.json({ data: { url: signedUploadUrl(base, options.signingSecret, grant), key } });
  });

  app.put('/uploads/:area/:file', async (c) => {
    const key = `${c.req.param('area')}/${c.req.param('file')}`;
    const contentType = c.req.query('type') ?? '';
    const expires = Number(c.req.query('expires'));
    const grant = { key, contentType, expires };
    if (!verifySignature(options.signingSecret, grant, c.req.query('signature') ?? '')) {
      return c.json(fail('Forbidden', 'The upload address is not valid.'), 403);
    }
    if (!(expires * 1000 > now()))
      return c.json(fail('Forbidden', 'The upload address has expired.'), 403);
    if ((c.req.header('content-type') ?? '').split(';')[0]?.trim() !== contentType) {
      return c.json(
        fail('Unsupported Media Type', `The file must be sent as ${contentType}.`),
        415,
      );
    }
    const declared = Number(c.req.header('content-length') ?? 0);
    const tooBig = fail(
      'Payload Too Large',
      `Files can be at most ${upload.maxBytes / 1024 / 1024} MB.`,
    );
    if (declared > upload.maxBytes) return c.json(tooBig, 413);
    const body = c.req.raw.body;
    if (!body) return c.json(fail('Bad Request', 'The file is empty.'), 400);

    const path = join(options.uploadsDir, key);
    mkdirSync(dirname(path), { recursive: true });
    const bytes = await writeLimited(body, path, upload.maxBytes);
    if (bytes === null) return c.json(tooBig, 413);
    await options.store.recordUpload(key, contentType, bytes);
    return c.body(null, 200);
  });
}

/**
 * Streams a body to disk, counting bytes; over the limit the partial file is removed (null).
 * The file is fsynced (flush) and closed before this resolves: the PUT's 200 means it is on disk.
 */
async function writeLimited(
  body: ReadableStream<Uint8Array>,
  path: string,
  max: number,
): Promise<number | null> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done(bytes > max ? new RangeError('too large') : null, chunk);
    },
  });
  try {
    await pipeline(
      body as unknown as AsyncIterable<Uint8Array>,
      counter,
      createWriteStream(path, { flush: true }),
    );
    return bytes;
  } catch (error) {
    rmSync(path, { force: true });
    if (error instanceof RangeError) return null;
    throw error;
  }
}
