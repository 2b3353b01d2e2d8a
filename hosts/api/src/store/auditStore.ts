import type { AuditCursor, AuditEntry, AuditStore, Sql } from './types.ts';

type RawEntry = {
  id: string | number;
  at: Date | string;
  operator: string;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
};

const toEntry = (raw: RawEntry): AuditEntry => ({
  id: Number(raw.id),
  at: new Date(raw.at).toISOString(),
  operator: raw.operator,
  action: raw.action,
  target: raw.target,
  detail: raw.detail,
});

const columns = 'SELECT id, at, operator, action, target, detail FROM audit_log';

/** The audit log (migration 010): appended to by the API, its CLIs and its jobs; read by operators. */
export function auditStore(sql: Omit<Sql, 'session' | 'close'>): AuditStore {
  const write = sql.write ?? sql.query;
  return {
    async record(entry, at) {
      await write(
        `INSERT INTO audit_log (at, operator, action, target, detail)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          // In milliseconds, as the API's clock and the cursors have it (now() has microseconds).
          (at ?? new Date()).toISOString(),
          entry.operator,
          entry.action,
          entry.target ?? null,
          entry.detail === undefined ? null : JSON.stringify(entry.detail),
        ],
      );
    },

    async page(after, limit) {
      const params: unknown[] = [];
      let where = '';
      if (after) {
        params.push(after.at, after.id);
        where = 'WHERE (at, id) < ($1::timestamptz, $2::bigint)';
      }
      params.push(limit + 1);
      const { rows } = await sql.query<RawEntry>(
        `${columns} ${where} ORDER BY at DESC, id DESC LIMIT $${params.length}`,
        params,
      );
      const entries = rows.slice(0, limit).map(toEntry);
      const last = entries.at(-1);
      const next: AuditCursor | null =
        rows.length > limit && last ? { at: last.at, id: last.id } : null;
      return { entries, next };
    },

    async *all(batchSize = 1000) {
      let after: AuditCursor | null = null;
      for (;;) {
        const params: unknown[] = after ? [after.at, after.id, batchSize] : [batchSize];
        const where: string = after ? 'WHERE (at, id) > ($1::timestamptz, $2::bigint)' : '';
        const { rows }: { rows: RawEntry[] } = await sql.query<RawEntry>(
          `${columns} ${where} ORDER BY at, id LIMIT $${params.length}`,
          params,
        );
        const entries: AuditEntry[] = rows.map(toEntry);
        if (entries.length > 0) yield entries;
        const last = entries.at(-1);
        if (!last || entries.length < batchSize) return;
        after = { at: last.at, id: last.id };
      }
    },

    async byTargets(targets) {
      if (targets.length === 0) return [];
      const { rows } = await sql.query<RawEntry>(
        `${columns} WHERE target = ANY($1::text[]) ORDER BY at, id`,
        [targets],
      );
      return rows.map(toEntry);
    },
  };
}
