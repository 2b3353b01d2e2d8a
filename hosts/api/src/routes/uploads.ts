import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { antiSpam, upload } from '@gw/config';
import { parseBody, uploadRequestPayload } from '@gw/forms';
import type { Hono } from 'hono';
import { clientOf } from '../http/clientOf.ts';
import { extensionOf, matchesType, signatureBytes } from '../http/fileSignature.ts';
import { overRateLimit } from '../http/rateLimit.ts';
import { readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';
import { signedUploadUrl, verifySignature } from './signing.ts';

/** What the keys this API issues look like (below): `<area>/<uuid>.<extension>`. */
export const uploadKeyPattern = /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

const grantSeconds = 15 * 60;
const allowedTypes: readonly string[] = upload.contentTypes;
const fail = (error: string, message: string) => ({ error, message });
const used = fail('Conflict', 'This upload address was already used. Ask for a new one.');
const empty = fail('Bad Request', 'The file is empty.');
const tooBig = fail(
  'Payload Too Large',
  `Files can be at most ${upload.maxBytes / 1024 / 1024} MB.`,
);
const overQuota = `You have uploaded too much in the last hour (at most ${upload.hourlyBytesPerClient / 1024 / 1024} MB). Please try again later.`;
const notThatType = (type: string) => `The file's content is not a valid ${type} file.`;

/**
 * POST /files/upload hands out a signed PUT URL; PUT /uploads/<key> receives the file, once
 * (DESIGN.md §11): whole, non-empty, of its declared type, within the client's hourly bytes.
 */
export function registerUploadRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  const now = options.now ?? Date.now;
  const quota = hourlyBytes();

  app.post('/files/upload', async (c) => {
    // Each address lets a client store a file: addresses count against the same budget as leads.
    const limited = await overRateLimit(c, options);
    if (limited) return c.json(fail('Too Many Requests', antiSpam.rateLimitMessage), 429);
    const json = await readJson(c);
    if (!json.ok) return c.json(fail('Bad Request', json.message), 400);
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
    if (!/^[a-z0-9]{1,10}$/.test(Extension.replace(/^\./, '').toLowerCase())) {
      return c.json(fail('Bad Request', 'Extension must be letters and digits only'), 400);
    }
    // Named by its type, never by the uploader's Extension: the PUT accepts only content of that
    // type (its first bytes), so the name an operator downloads says what the file is.
    const key = `${upload.area}/${randomUUID()}.${extensionOf(ContentType)}`;
    const grant = {
      key,
      contentType: ContentType,
      expires: Math.floor(now() / 1000) + grantSeconds,
    };
    await options.store.issueUpload(key, ContentType);
    // Never the request's Host header: a forged one would send the visitor's file elsewhere.
    const url = signedUploadUrl(options.publicUrl(), options.signingSecret, grant);
    return c.json({ data: { url, key } });
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
    const limited = await overRateLimit(c, options, 'files');
    if (limited) return c.json(fail('Too Many Requests', antiSpam.rateLimitMessage), 429);
    const path = join(options.uploadsDir, key);
    if (existsSync(path)) return c.json(used, 409);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > upload.maxBytes) return c.json(tooBig, 413);
    const client = clientOf(c, options.trustProxy);
    if (quota.used(client, now()) + declared > upload.hourlyBytesPerClient)
      return c.json(fail('Too Many Requests', overQuota), 429);
    const body = c.req.raw.body;
    if (!body) return c.json(empty, 400);

    // Written beside its place and moved in only when whole and checked: a failed or repeated
    // PUT never touches a file already received.
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.part-${randomUUID()}`;
    const written = await writeLimited(body, partial, upload.maxBytes);
    try {
      if (written === null) return c.json(tooBig, 413);
      quota.add(client, written.bytes, now());
      if (written.bytes === 0) return c.json(empty, 400);
      if (!matchesType(written.head, contentType))
        return c.json(fail('Unsupported Media Type', notThatType(contentType)), 415);
      try {
        linkSync(partial, path); // fails if a file is already there: the first PUT wins
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return c.json(used, 409);
        throw error;
      }
      if (!(await options.store.recordUpload(key, contentType, written.bytes))) {
        return c.json(used, 409);
      }
      return c.body(null, 200);
    } finally {
      rmSync(partial, { force: true });
    }
  });
}

/**
 * Streams a body to disk, counting bytes and keeping the first ones; over the limit the partial
 * file is removed (null). The file is fsynced (flush) and closed before this resolves.
 */
async function writeLimited(
  body: ReadableStream<Uint8Array>,
  path: string,
  max: number,
): Promise<{ bytes: number; head: Uint8Array } | null> {
  let bytes = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < signatureBytes)
        head = Buffer.concat([head, chunk]).subarray(0, signatureBytes);
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
    return { bytes, head };
  } catch (error) {
    rmSync(path, { force: true });
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Bytes uploaded per client in the current hour; bounded, the oldest client forgotten first. */
function hourlyBytes() {
  const hour = 60 * 60 * 1000;
  const clients = new Map<string, { window: number; bytes: number }>();
  const current = (client: string, at: number) => {
    const entry = clients.get(client);
    return entry?.window === Math.floor(at / hour) ? entry.bytes : 0;
  };
  return {
    used: current,
    add(client: string, bytes: number, at: number) {
      const total = current(client, at) + bytes;
      clients.delete(client);
      clients.set(client, { window: Math.floor(at / hour), bytes: total });
      if (clients.size > 10_000) clients.delete(clients.keys().next().value as string);
    },
  };
}
