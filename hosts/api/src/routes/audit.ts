import type { Context, Hono } from 'hono';
import { csvLine } from '../cli/format.ts';
import type { ApiEnv, AppOptions } from '../options.ts';
import type { AuditCursor, AuditEntry, NewAuditEntry } from '../store/types.ts';

/**
 * Who an operator CLI runs as: it sends its login name beside the server's token (which only a
 * process on this machine that can read the data folder holds), so the log says `cli:<user>`.
 */
export const cliUserHeader = 'X-Gw-Cli-User';
const cliUser = /^[A-Za-z0-9._-]{1,64}$/;
const defaultLimit = 50;
const maxLimit = 200;

/** The audit log's name for whoever called an /admin path: an e-mail, or cli:<user>. */
export function auditOperator(c: Context<ApiEnv>): string {
  const operator = c.get('operator');
  if (operator !== 'cli') return operator.email;
  const user = c.req.header(cliUserHeader) ?? '';
  return `cli:${cliUser.test(user) ? user : 'unknown'}`;
}

/** Logs an action of the caller of an /admin path, at the API's clock; resolves once durable. */
export function audit(
  c: Context<ApiEnv>,
  options: AppOptions,
  entry: Omit<NewAuditEntry, 'operator'>,
): Promise<void> {
  const now = options.now ?? Date.now;
  return options.store.audit.record({ ...entry, operator: auditOperator(c) }, new Date(now()));
}

const encodeCursor = (cursor: AuditCursor) =>
  Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string | undefined): AuditCursor | null | undefined {
  if (!text) return null;
  const [at = '', id = ''] = Buffer.from(text, 'base64url').toString().split('|');
  const valid = !Number.isNaN(new Date(at).getTime()) && /^\d{1,15}$/.test(id);
  return valid ? { at, id: Number(id) } : undefined;
}

const csvHeader = ['id', 'at', 'operator', 'action', 'target', 'detail'];
const csvRow = (entry: AuditEntry) =>
  csvLine([
    entry.id,
    entry.at,
    entry.operator,
    entry.action,
    entry.target ?? '',
    entry.detail ? JSON.stringify(entry.detail) : '',
  ]);

/** The audit log for operators (issue 27), behind the operator session of routes/admin.ts. */
export function registerAuditRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  const log = options.store.audit;

  app.get('/admin/audit', async (c) => {
    const cursor = decodeCursor(c.req.query('cursor'));
    if (cursor === undefined) {
      return c.json({ error: 'invalid_query', message: 'cursor is not one this API gave' }, 400);
    }
    const limit = Number(c.req.query('limit') ?? defaultLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
      const message = `limit must be a whole number from 1 to ${maxLimit}`;
      return c.json({ error: 'invalid_query', message }, 400);
    }
    const page = await log.page(cursor, limit);
    return c.json({ data: page.entries, next: page.next ? encodeCursor(page.next) : null });
  });

  // The whole log, oldest first, read in batches as the response is sent; the export is logged
  // before it is read, so it lists itself.
  app.get('/admin/audit/export.csv', async (c) => {
    await audit(c, options, { action: 'audit.export' });
    const batches = log.all()[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvLine(csvHeader)));
          return;
        }
        const batch = await batches.next();
        if (batch.done) controller.close();
        else controller.enqueue(encoder.encode(batch.value.map(csvRow).join('')));
      },
      async cancel() {
        await batches.return?.();
      },
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="audit-log.csv"');
    return c.body(body);
  });
}
