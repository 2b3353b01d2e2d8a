import { type RawLead, toRow } from './leadRow.ts';
import type { DueDelivery, Sql, WebhookEvent, WebhookStore } from './types.ts';

/** A claimed delivery: the lead's columns when it is a lead's (null when it is an event's). */
type RawDue = Partial<RawLead> & { event_id: string; attempts: number; event: WebhookEvent | null };

const toDue = (row: RawDue): DueDelivery => {
  const base = { eventId: row.event_id, attempts: Number(row.attempts) };
  return row.event ? { ...base, event: row.event } : { ...base, lead: toRow(row as RawLead) };
};

export function webhookStore(sql: Omit<Sql, 'session' | 'close'>): WebhookStore {
  return {
    async claim(limit, now, leaseUntil) {
      // Every column of the lead (l.*): toRow takes what the body carries.
      const { rows } = await sql.query<RawDue>(
        `WITH due AS (
           SELECT event_id FROM webhook_deliveries
           WHERE delivered_at IS NULL AND next_attempt_at <= $1
           ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE webhook_deliveries AS w SET next_attempt_at = $3
           FROM due WHERE w.event_id = due.event_id
           RETURNING w.event_id, w.attempts, w.event, w.lead_id, w.seq
         )
         SELECT l.*, leased.event_id, leased.attempts, leased.event
         FROM leased LEFT JOIN leads AS l ON l.id = leased.lead_id ORDER BY leased.seq`,
        [now, limit, leaseUntil],
      );
      return rows.map(toDue);
    },

    async delivered(eventId, status, at) {
      await sql.query(
        `UPDATE webhook_deliveries SET delivered_at = $3, last_status = $2, last_error = NULL,
           attempts = attempts + 1 WHERE event_id = $1`,
        [eventId, status, at],
      );
    },

    async release(eventIds, at) {
      if (eventIds.length === 0) return;
      await sql.query(
        `UPDATE webhook_deliveries SET next_attempt_at = $2
         WHERE event_id = ANY($1::uuid[]) AND delivered_at IS NULL`,
        [eventIds, at],
      );
    },

    async failed(eventId, status, error, retryAt) {
      await sql.query(
        `UPDATE webhook_deliveries SET last_status = $2, last_error = $3, next_attempt_at = $4,
           attempts = attempts + 1 WHERE event_id = $1`,
        [eventId, status, error.slice(0, 500), retryAt],
      );
    },
  };
}
