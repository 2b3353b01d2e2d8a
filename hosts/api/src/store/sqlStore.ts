import { auditStore } from './auditStore.ts';
import { clientReportStore } from './clientReportStore.ts';
import { inboxStore } from './inboxStore.ts';
import { noNoticeShown, type RawLead, toRow } from './leadRow.ts';
import { operatorStore } from './operatorStore.ts';
import { peopleStore } from './peopleStore.ts';
import type { LeadQuery, LeadStore, Sql } from './types.ts';
import { webhookStore } from './webhookStore.ts';

/** Clients whose rate-limit counters one process keeps in memory at most. */
export const maxClients = 50_000;

/**
 * The lead store over any SQL driver. `sharedRateLimits` keeps counters in the database (several
 * API instances behind a load balancer); otherwise they live in this process.
 */
export function sqlStore(
  sql: Sql,
  options: { sharedRateLimits: boolean; webhooks?: boolean; webhookTestLeads?: boolean },
): LeadStore {
  const counters = new Map<string, { window: number; hits: number }>();
  // With webhooks on, the lead's INSERT queues its delivery in the same statement (atomic). A
  // test lead queues none unless WEBHOOK_TEST_LEADS asked for them (issue 28).
  const queued = (insert: string, test: boolean) =>
    options.webhooks && (!test || options.webhookTestLeads)
      ? `WITH lead AS (${insert}), queued AS (
           INSERT INTO webhook_deliveries (lead_id, event_id) SELECT id, gen_random_uuid() FROM lead
         ) SELECT id, created_at FROM lead`
      : insert;

  return {
    async insertLead(kind, payload, attribution, idempotency, given, test = false) {
      const consent = given ?? noNoticeShown(new Date());
      const json = [
        kind,
        JSON.stringify(payload),
        JSON.stringify(attribution),
        JSON.stringify(consent),
        test,
      ];
      const write = sql.write ?? sql.query;
      // Without a key the plain insert: the conflict clause costs planning time on every call.
      const { rows } = idempotency
        ? await write<RawLead>(
            queued(
              `INSERT INTO leads (kind, payload, attribution, consent, test, idempotency_key, request_hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
             RETURNING id, created_at`,
              test,
            ),
            [...json, idempotency.key, idempotency.requestHash],
          )
        : await write<RawLead>(
            queued(
              'INSERT INTO leads (kind, payload, attribution, consent, test) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at',
              test,
            ),
            json,
          );
      const [inserted] = rows;
      // The row as given, not read back: parsing the stored jsonb again would cost every request.
      if (inserted)
        return {
          lead: toRow({ ...inserted, kind, payload, attribution, consent, test } as RawLead),
          first: true,
        };
      if (!idempotency) throw new Error('insert returned no row');
      // The key is taken. A racing insert of it has committed by now (ON CONFLICT waited for
      // it), and this second statement's snapshot sees it.
      const existing = await sql.query<RawLead>('SELECT * FROM leads WHERE idempotency_key = $1', [
        idempotency.key,
      ]);
      const [earlier] = existing.rows;
      if (!earlier) throw new Error('idempotency key conflict without a stored lead');
      return { lead: toRow(earlier), first: false, requestHash: earlier.request_hash ?? '' };
    },

    async reserveLeadId() {
      const { rows } = await sql.query<{ id: string | number }>(
        "SELECT nextval(pg_get_serial_sequence('leads', 'id')) AS id",
      );
      return Number(rows[0]?.id);
    },

    async ping() {
      await sql.query('SELECT 1');
    },

    async listLeads({ kind, since, test }: LeadQuery = {}) {
      const { rows } = await sql.query<RawLead>(
        `SELECT * FROM leads
          WHERE ($1::text IS NULL OR kind = $1) AND ($2::timestamptz IS NULL OR created_at >= $2)
            AND ($3::boolean IS NULL OR test = $3)
          ORDER BY id`,
        [kind ?? null, since ? since.toISOString() : null, test ?? null],
      );
      return rows.map(toRow);
    },

    async issueUpload(key, contentType) {
      await sql.query(
        'INSERT INTO uploads (key, content_type, bytes) VALUES ($1, $2, 0) ON CONFLICT (key) DO NOTHING',
        [key, contentType],
      );
    },

    async recordUpload(key, contentType, bytes) {
      // One received file per key: a second one changes nothing.
      const { rows } = await sql.query(
        `INSERT INTO uploads (key, content_type, bytes, uploaded_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (key) DO UPDATE SET bytes = EXCLUDED.bytes, uploaded_at = now()
           WHERE uploads.uploaded_at IS NULL
         RETURNING key`,
        [key, contentType, bytes],
      );
      return rows.length > 0;
    },

    async uploadedKeys(keys) {
      if (keys.length === 0) return new Set();
      const { rows } = await sql.query<{ key: string }>(
        'SELECT key FROM uploads WHERE key = ANY($1::text[]) AND uploaded_at IS NOT NULL',
        [keys],
      );
      return new Set(rows.map((row) => row.key));
    },

    async uploadedType(key) {
      const { rows } = await sql.query<{ content_type: string }>(
        'SELECT content_type FROM uploads WHERE key = $1 AND uploaded_at IS NOT NULL',
        [key],
      );
      return rows[0]?.content_type ?? null;
    },

    async sweepUploads(before) {
      const { rows } = await sql.query<{ key: string }>(
        `DELETE FROM uploads WHERE created_at < $1 AND NOT EXISTS (
           SELECT 1 FROM leads WHERE leads.kind = 'funding'
             AND leads.payload->'uploadedFiles' @> jsonb_build_array(jsonb_build_object('S3Key', uploads.key)))
         RETURNING key`,
        [before.toISOString()],
      );
      return rows.map((row) => row.key);
    },

    async hitRateLimit(client, windowMs, now) {
      const window = Math.floor(now / windowMs);
      if (!options.sharedRateLimits) {
        const current = counters.get(client);
        const hits = current?.window === window ? current.hits + 1 : 1;
        // Most recent last (a Map keeps insertion order): past the bound, the client heard from
        // longest ago is forgotten, never everyone at once.
        counters.delete(client);
        counters.set(client, { window, hits });
        if (counters.size > maxClients) counters.delete(counters.keys().next().value as string);
        return hits;
      }
      const { rows } = await sql.query<{ hits: number }>(
        `INSERT INTO rate_limits (client, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [client, window],
      );
      const hits = rows[0]?.hits ?? 1;
      // A client's first hit in a window: drop windows that can no longer limit anyone.
      if (hits === 1)
        await sql.query('DELETE FROM rate_limits WHERE window_start < $1', [window - 1]);
      return hits;
    },

    operators: operatorStore(sql),
    inbox: inboxStore(sql),
    webhooks: webhookStore(sql),
    clientReports: clientReportStore(sql),
    people: peopleStore(sql, {
      webhooks: options.webhooks,
      webhookTestLeads: options.webhookTestLeads,
      shared: options.sharedRateLimits,
    }),
    audit: auditStore(sql),

    close: () => sql.close(),
  };
}
