import { createReadStream, existsSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { toCsv } from '../cli/format.ts';
import { extensionOf, signatureBytes, sniffedType } from '../http/fileSignature.ts';
import { readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';
import type { InboxCursor, InboxFilter } from '../store/types.ts';
import { audit } from './audit.ts';
import { uploadKeyPattern } from './uploads.ts';

/** How often the event stream looks for new leads: the inbox shows one within 5 s. */
export const eventPollMs = 2_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const keepAliveMs = 15_000;
const defaultLimit = 50;
/** How many leads a CSV export holds (the leads CLI reports it; a cell may span lines). */
export const leadCountHeader = 'X-Gw-Lead-Count';
const maxLimit = 200;
const surfaces = new Set(['site', 'remote', 'widget']);

const sessionEnded = { reason: 'session_ended', message: 'Your session has ended. Sign in again.' };
const invalid = (message: string) => ({ error: 'invalid_query', message });

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function parseDate(text: string | undefined, name: string): Parsed<Date | undefined> {
  if (!text) return { ok: true, value: undefined };
  const date = new Date(text);
  return Number.isNaN(date.getTime())
    ? { ok: false, message: `${name} must be a date, e.g. 2026-01-31` }
    : { ok: true, value: date };
}

/** The filter of a request's query (`since` is the leads CLI's older name for `from`). */
function parseFilter(c: Context<ApiEnv>): Parsed<InboxFilter> {
  const query = (name: string) => c.req.query(name) || undefined;
  const from = parseDate(query('from') ?? query('since'), 'from');
  if (!from.ok) return from;
  const to = parseDate(query('to'), 'to');
  if (!to.ok) return to;
  const surface = query('surface');
  if (surface && !surfaces.has(surface)) {
    return { ok: false, message: 'surface must be site, remote or widget' };
  }
  const handled = query('handled');
  if (handled && handled !== 'true' && handled !== 'false') {
    return { ok: false, message: 'handled must be true or false' };
  }
  const consent = query('consent');
  if (consent && consent !== 'none') {
    return { ok: false, message: 'consent must be none (the leads stored with no notice shown)' };
  }
  const test = query('test');
  if (test && test !== 'true' && test !== 'false') {
    return { ok: false, message: 'test must be true (the test leads only) or false' };
  }
  const q = query('q');
  if (q && q.length > 200) return { ok: false, message: 'q must be at most 200 characters' };
  return {
    ok: true,
    value: {
      kind: query('kind'),
      q,
      from: from.value,
      to: to.value,
      partner: query('partner'),
      surface,
      handled: handled === undefined ? undefined : handled === 'true',
      noNotice: consent === 'none' ? true : undefined,
      // Test-mode leads (issue 28) only when asked for: never in the default view or its counts.
      test: test === 'true' ? true : undefined,
    },
  };
}

const encodeCursor = (cursor: InboxCursor) =>
  Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string | undefined): Parsed<InboxCursor | null> {
  if (!text) return { ok: true, value: null };
  const [createdAt = '', id = ''] = Buffer.from(text, 'base64url').toString().split('|');
  const valid = !Number.isNaN(new Date(createdAt).getTime()) && /^\d{1,15}$/.test(id);
  return valid
    ? { ok: true, value: { createdAt, id: Number(id) } }
    : { ok: false, message: 'cursor is not one this API gave' };
}

/**
 * A CSV export's filter as the audit log keeps it: the search text is left out (it may be a
 * visitor's name or address, and the log outlives an erasure), only that there was one.
 */
function auditedFilter(filter: InboxFilter) {
  const { q, ...rest } = filter;
  return { ...rest, ...(q ? { search: true } : {}) };
}

/** The uploaded files a lead names (the funding application's documents). */
function filesOf(payload: Record<string, unknown>) {
  const files = Array.isArray(payload.uploadedFiles) ? payload.uploadedFiles : [];
  return files
    .map((file) => file as { S3Key?: unknown; name?: unknown; type?: unknown })
    .filter((file) => typeof file.S3Key === 'string' && uploadKeyPattern.test(file.S3Key))
    .map((file) => ({
      key: file.S3Key as string,
      name: typeof file.name === 'string' ? file.name : null,
      type: typeof file.type === 'string' ? file.type : null,
      url: `/admin/files/${file.S3Key as string}`,
    }));
}

/** The inbox (DESIGN.md §12), behind the operator session of routes/admin.ts. */
export function registerInboxRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  const inbox = options.store.inbox;
  const now = options.now ?? Date.now;

  app.get('/admin/leads', async (c) => {
    const filter = parseFilter(c);
    if (!filter.ok) return c.json(invalid(filter.message), 400);
    const cursor = decodeCursor(c.req.query('cursor'));
    if (!cursor.ok) return c.json(invalid(cursor.message), 400);
    const limit = Number(c.req.query('limit') ?? defaultLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
      return c.json(invalid(`limit must be a whole number from 1 to ${maxLimit}`), 400);
    }
    const page = await inbox.page(filter.value, cursor.value, limit);
    return c.json({
      data: page.leads,
      counts: page.counts,
      next: page.next ? encodeCursor(page.next) : null,
    });
  });

  app.get('/admin/leads/export.csv', async (c) => {
    const filter = parseFilter(c);
    if (!filter.ok) return c.json(invalid(filter.message), 400);
    const leads = [];
    let after: InboxCursor | null = null;
    do {
      const page = await inbox.page(filter.value, after, 1000);
      leads.push(...page.leads);
      after = page.next;
    } while (after);
    await audit(c, options, {
      action: 'leads.export-csv',
      detail: { filter: auditedFilter(filter.value), leads: leads.length },
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="leads.csv"');
    c.header(leadCountHeader, String(leads.length));
    return c.body(toCsv(leads));
  });

  app.get('/admin/leads/:id', async (c) => {
    const id = c.req.param('id');
    const lead = /^\d{1,15}$/.test(id) ? await inbox.lead(Number(id)) : null;
    if (!lead) return c.json({ error: 'not_found', message: 'No lead has that id.' }, 404);
    await audit(c, options, { action: 'lead.view', target: String(lead.id) });
    return c.json({ ...lead, files: filesOf(lead.payload) });
  });

  app.patch('/admin/leads/:id', async (c) => {
    const read = await readJson(c);
    const handled = read.ok ? (read.body as { handled?: unknown } | null)?.handled : undefined;
    if (typeof handled !== 'boolean') {
      return c.json({ error: 'invalid_body', message: 'Send {"handled": true} or false.' }, 400);
    }
    const id = c.req.param('id');
    const at = new Date(now());
    const found = /^\d{1,15}$/.test(id) && (await inbox.setHandled(Number(id), handled, at));
    if (!found) return c.json({ error: 'not_found', message: 'No lead has that id.' }, 404);
    await audit(c, options, {
      action: handled ? 'lead.handled' : 'lead.unhandled',
      target: String(Number(id)),
    });
    return c.json({ id: Number(id), handledAt: handled ? at.toISOString() : null });
  });

  // Server-sent events: `ready` with the newest id, then a `lead` event for each lead stored
  // after it, by any API instance (the stream reads the database, not this process's writes).
  // The stream lives no longer than its session: before anything is sent, and at every poll
  // when nothing is, the session is checked (without counting as use); once it has ended
  // (signed out, operator removed, idle or absolute limit) an `end` event closes the stream,
  // and the browser's reconnection meets a 401.
  app.get('/admin/events', (c) => {
    const stands = c.get('sessionStands') ?? (async () => true);
    return streamSSE(c, async (stream) => {
      let last = await inbox.latestId();
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ latestId: last }) });
      let quiet = 0;
      while (!stream.aborted && !options.lifecycle?.stopping) {
        await stream.sleep(eventPollMs);
        if (stream.aborted) break;
        const leads = await inbox.newSince(last, 100);
        if (!(await stands())) {
          await stream.writeSSE({ event: 'end', data: JSON.stringify(sessionEnded) });
          break;
        }
        for (const lead of leads) {
          await stream.writeSSE({ event: 'lead', id: String(lead.id), data: JSON.stringify(lead) });
          last = lead.id;
        }
        quiet = leads.length > 0 ? 0 : quiet + eventPollMs;
        if (quiet >= keepAliveMs) {
          await stream.write(': keep-alive\n\n');
          quiet = 0;
        }
      }
    });
  });

  app.get('/admin/files/:area/:file', async (c) => {
    const key = `${c.req.param('area')}/${c.req.param('file')}`;
    const path = normalize(join(options.uploadsDir, key));
    const inside = path.startsWith(normalize(options.uploadsDir) + sep);
    if (!uploadKeyPattern.test(key) || !inside || !existsSync(path)) {
      return c.json({ error: 'not_found', message: 'No file has that key.' }, 404);
    }
    // Named by the type its content was checked against (the key's extension was the
    // uploader's choice before keys followed the type): an `.hta` that is a PDF downloads as
    // `.pdf`. A file with no record is named by its first bytes.
    const type = (await options.store.uploadedType(key)) ?? sniffedType(await headOf(path));
    await audit(c, options, { action: 'file.download', target: key });
    const name = `${(c.req.param('file') ?? '').replace(/\.[a-z0-9]+$/, '')}.${extensionOf(type)}`;
    c.header('Content-Type', 'application/octet-stream');
    c.header('Content-Length', String(statSync(path).size));
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream);
  });
}

/** A file's first bytes, as many as the type checks read. */
async function headOf(path: string): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(
      Buffer.alloc(signatureBytes),
      0,
      signatureBytes,
      0,
    );
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
