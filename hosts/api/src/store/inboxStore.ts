import { type RawLead, toRow } from './leadRow.ts';
import type { InboxFilter, InboxLead, InboxStore, Sql } from './types.ts';

type RawInboxLead = RawLead & {
  handled_at: Date | string | null;
  webhook_attempts: number | null;
  webhook_delivered_at: Date | string | null;
  webhook_last_status: number | null;
  webhook_next_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A lead's columns and its delivery's, for one page or one lead. */
const selected = `SELECT id, kind, payload, attribution, consent, created_at, handled_at, test,
  w.attempts AS webhook_attempts, w.delivered_at AS webhook_delivered_at,
  w.last_status AS webhook_last_status, w.next_attempt_at AS webhook_next_at
  FROM leads LEFT JOIN webhook_deliveries AS w ON w.lead_id = leads.id`;

const toLead = (raw: RawInboxLead): InboxLead => ({
  ...toRow(raw),
  handledAt: iso(raw.handled_at),
  webhook:
    raw.webhook_attempts === null
      ? null
      : {
          attempts: Number(raw.webhook_attempts),
          deliveredAt: iso(raw.webhook_delivered_at),
          lastStatus: raw.webhook_last_status,
          nextAttemptAt: raw.webhook_delivered_at ? null : iso(raw.webhook_next_at),
        },
});

/**
 * `WHERE` conditions and their parameters for a filter (`kind` left out when asked). The event
 * stream (newSince) announces every lead, each with its `test` flag: the inbox shows a new
 * lead in the view it belongs to.
 */
function conditions(filter: InboxFilter, withKind: boolean) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (withKind && filter.kind) add((n) => `kind = ${n}`, filter.kind);
  if (filter.q) {
    const escaped = filter.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    add((n) => `search_text LIKE ${n}`, `%${escaped}%`);
  }
  if (filter.from) add((n) => `created_at >= ${n}`, filter.from);
  if (filter.to) add((n) => `created_at < ${n}`, filter.to);
  if (filter.partner) add((n) => `attribution->>'partner' = ${n}`, filter.partner);
  if (filter.surface) add((n) => `attribution->>'surface' = ${n}`, filter.surface);
  if (filter.handled !== undefined) {
    where.push(filter.handled ? 'handled_at IS NOT NULL' : 'handled_at IS NULL');
  }
  if (filter.noNotice) where.push("consent->>'notice' IS NULL");
  // Test leads are a view of their own: never mixed into the real ones, nor their counts.
  where.push(filter.test ? 'test' : 'NOT test');
  return { where, params };
}

export function inboxStore(sql: Omit<Sql, 'session' | 'close'>): InboxStore {
  return {
    async page(filter, after, limit) {
      const { where, params } = conditions(filter, true);
      if (after) {
        params.push(after.createdAt, after.id);
        where.push(`(created_at, id) < ($${params.length - 1}, $${params.length})`);
      }
      params.push(limit + 1);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const counted = conditions(filter, false);
      const countClause = counted.where.length ? `WHERE ${counted.where.join(' AND ')}` : '';
      const [{ rows }, counts] = await Promise.all([
        sql.query<RawInboxLead>(
          `${selected} ${clause} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
          params,
        ),
        sql.query<{ kind: string; count: string | number }>(
          `SELECT kind, count(*) AS count FROM leads ${countClause} GROUP BY kind`,
          counted.params,
        ),
      ]);
      const leads = rows.slice(0, limit).map(toLead);
      const last = leads.at(-1);
      return {
        leads,
        counts: Object.fromEntries(counts.rows.map((row) => [row.kind, Number(row.count)])),
        next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
      };
    },

    async lead(id) {
      const { rows } = await sql.query<RawInboxLead>(`${selected} WHERE id = $1`, [id]);
      return rows[0] ? toLead(rows[0]) : null;
    },

    async latestId() {
      const { rows } = await sql.query<{ id: string | number | null }>(
        'SELECT max(id) AS id FROM leads',
      );
      return Number(rows[0]?.id ?? 0);
    },

    async newSince(afterId, limit) {
      const { rows } = await sql.query<RawInboxLead>(
        `${selected} WHERE id > $1 ORDER BY id LIMIT $2`,
        [afterId, limit],
      );
      return rows.map(toLead);
    },

    async setHandled(id, handled, at) {
      const { rows } = await sql.query<{ id: number }>(
        'UPDATE leads SET handled_at = $2 WHERE id = $1 RETURNING id',
        [id, handled ? at : null],
      );
      return rows.length > 0;
    },
  };
}
