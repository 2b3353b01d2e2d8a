import type { ClientReportRow, ClientReportStore, NewClientReport, Sql } from './types.ts';

type RawReport = {
  id: string | number;
  kind: string;
  path: string;
  reason: string;
  code: string | null;
  status: number | null;
  surface: string | null;
  partner: string | null;
  origin: string | null;
  reported_at: Date | string | null;
  created_at: Date | string;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const toRow = (raw: RawReport): ClientReportRow => ({
  id: Number(raw.id),
  kind: raw.kind,
  path: raw.path,
  reason: raw.reason,
  code: raw.code,
  status: raw.status === null ? null : Number(raw.status),
  surface: raw.surface,
  partner: raw.partner,
  origin: raw.origin,
  reportedAt: iso(raw.reported_at),
  createdAt: iso(raw.created_at) ?? '',
});

/** The client reports (migration 008): written by POST /client-reports, read by operators. */
export function clientReportStore(sql: Omit<Sql, 'session' | 'close'>): ClientReportStore {
  async function latest(limit: number) {
    const { rows } = await sql.query<RawReport>(
      'SELECT * FROM client_reports ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    );
    return rows.map(toRow);
  }

  return {
    async add(r: NewClientReport) {
      await sql.query(
        `INSERT INTO client_reports (kind, path, reason, code, status, surface, partner, origin, reported_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          r.kind,
          r.path,
          r.reason,
          r.code ?? null,
          r.status ?? null,
          r.surface ?? null,
          r.partner ?? null,
          r.origin ?? null,
          r.at ?? null,
        ],
      );
    },

    async summary(since) {
      const { rows } = await sql.query<{ count: string | number }>(
        'SELECT count(*) AS count FROM client_reports WHERE created_at >= $1',
        [since.toISOString()],
      );
      const [last] = await latest(1);
      return { count: Number(rows[0]?.count ?? 0), last: last ?? null };
    },

    latest,
  };
}
