import type { OperatorStore, Sql } from './types.ts';

/** Operators and their sessions in SQL (migration 005). */
export function operatorStore(sql: Omit<Sql, 'session' | 'close'>): OperatorStore {
  return {
    async saveOperator(email, passwordHash) {
      const { rows } = await sql.query<{ added: boolean }>(
        `INSERT INTO operators (email, password_hash) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash
         RETURNING (xmax = 0) AS added`,
        [email.toLowerCase(), passwordHash],
      );
      return rows[0]?.added ?? false;
    },

    async removeOperator(email) {
      const { rows } = await sql.query<{ id: number }>(
        'DELETE FROM operators WHERE email = $1 RETURNING id',
        [email.toLowerCase()],
      );
      return rows.length > 0;
    },

    async listOperators() {
      const { rows } = await sql.query<{ email: string; created_at: Date | string }>(
        'SELECT email, created_at FROM operators ORDER BY email',
      );
      return rows.map((row) => ({
        email: row.email,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },

    async findOperator(email) {
      const { rows } = await sql.query<{ id: number; password_hash: string }>(
        'SELECT id, password_hash FROM operators WHERE email = $1',
        [email.toLowerCase()],
      );
      const row = rows[0];
      return row ? { id: Number(row.id), passwordHash: row.password_hash } : null;
    },

    async createSession(operatorId, tokenHash, csrfToken, at) {
      await sql.query(
        `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $4)`,
        [tokenHash, operatorId, csrfToken, at],
      );
    },

    async useSession(tokenHash, at, idleSince, createdSince) {
      const { rows } = await sql.query<{ operator_id: number; email: string; csrf_token: string }>(
        `UPDATE operator_sessions AS s SET last_seen_at = $4
         FROM operators AS o
         WHERE s.token_hash = $1 AND o.id = s.operator_id
           AND s.last_seen_at >= $2 AND s.created_at >= $3
         RETURNING s.operator_id, o.email, s.csrf_token`,
        [tokenHash, idleSince, createdSince, at],
      );
      const row = rows[0];
      if (row)
        return { operatorId: Number(row.operator_id), email: row.email, csrfToken: row.csrf_token };
      // Expired (or never was): forget it, and any other session past its time.
      await sql.query(
        'DELETE FROM operator_sessions WHERE token_hash = $1 OR last_seen_at < $2 OR created_at < $3',
        [tokenHash, idleSince, createdSince],
      );
      return null;
    },

    async sessionStands(tokenHash, idleSince, createdSince) {
      const { rows } = await sql.query(
        `SELECT 1 FROM operator_sessions AS s JOIN operators AS o ON o.id = s.operator_id
         WHERE s.token_hash = $1 AND s.last_seen_at >= $2 AND s.created_at >= $3`,
        [tokenHash, idleSince, createdSince],
      );
      return rows.length > 0;
    },

    async deleteSession(tokenHash) {
      await sql.query('DELETE FROM operator_sessions WHERE token_hash = $1', [tokenHash]);
    },
  };
}
