import { type RawLead, toRow } from './leadRow.ts';
import type { Sql, WebhookStore } from './types.ts';

type RawDue = RawLead & { event_id: string; attempts: number };

export function webhookStore(sql: Omit<Sql, 'session' | 'close'>): WebhookStore {
  return {
    async claim(limit, now, leaseUntil) {
      const { rows } = await sql.query<RawDue>(
        `WITH due AS (
           SELECT lead_id FROM webhook_deliveries
           WHERE delivered_at IS NULL AND next_attempt_at <= $1
           ORDER BY lead_id LIMIT $2 FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE webhook_deliveries AS w SET next_attempt_at = $3
           FROM due WHERE w.lead_id = due.lead_id
           RETURNING w.lead_id, w.event_id, w.attempts
         )
         SELECT leased.event_id, leased.attempts, l.id, l.kind, l.payload, l.attribution, l.consent,
           l.created_at
         FROM leased JOIN leads AS l ON l.id = leased.lead_id ORDER BY l.id`,
        [now, limit, leaseUntil],
      );
      return rows.map((row) => ({
        eventId: row.event_id,
        attempts: Number(row.attempts),
        lead: toRow(row),
      }));
    },

    async delivered(leadId, status, at) {
      await sql.query(
        `UPDATE webhook_deliveries SET delivered_at = $3, last_status = $2, last_error = NULL,
           attempts = attempts + 1 WHERE lead_id = $1`,
        [leadId, status, at],
      );
    },

    async release(leadIds, at) {
      if (leadIds.length === 0) return;
      await sql.query(
        `UPDATE webhook_deliveries SET next_attempt_at = $2
         WHERE lead_id = ANY($1::bigint[]) AND delivered_at IS NULL`,
        [leadIds, at],
      );
    },

    async failed(leadId, status, error, retryAt) {
      await sql.query(
        `UPDATE webhook_deliveries SET last_status = $2, last_error = $3, next_attempt_at = $4,
           attempts = attempts + 1 WHERE lead_id = $1`,
        [leadId, status, error.slice(0, 500), retryAt],
      );
    },
  };
}
