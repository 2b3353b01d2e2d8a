import { createHash, randomUUID } from 'node:crypto';
import { type RawLead, toRow } from './leadRow.ts';
import type { Erased, HeldFile, PeopleStore, Sql } from './types.ts';

/** How an address is compared: trimmed, lower-cased (the same on both sides of every match). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The sha256 hex of a normalised address: what the tombstone and the audit log keep of it. */
export const personHash = (email: string) =>
  createHash('sha256').update(normalEmail(email)).digest('hex');

/** The sha256 hex of an Idempotency-Key: what a tombstone keeps of the erased leads' keys. */
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The leads of an address ($1, already normalised): the expression leads_email indexes. */
const ofEmail = "lower(btrim(payload ->> 'email')) = $1";

/** The files a payload names (funding's uploadedFiles), as rows of `f`. */
const filesOf = (lead: string) =>
  `jsonb_array_elements(CASE WHEN jsonb_typeof(${lead}.payload -> 'uploadedFiles') = 'array'
     THEN ${lead}.payload -> 'uploadedFiles' ELSE '[]'::jsonb END) AS f`;

type RawErased = { leads: number[] | null; files: string[] | null; cancelled: string | number };

export function peopleStore(
  sql: Sql,
  options: {
    webhooks?: boolean | undefined;
    webhookTestLeads?: boolean | undefined;
    shared: boolean;
  },
): PeopleStore {
  // Embedded (one process holds the database, and erases through it): whether any tombstone
  // exists is known here, so a lead POST asks the database only once there is one. Shared
  // (PostgreSQL, several processes): always asked.
  let tombstones: boolean | undefined = options.shared ? true : undefined;

  /**
   * One statement, so one transaction on either driver (and PGlite's single connection never
   * interleaves another request's statement into it): the leads deleted (their deliveries and
   * idempotency keys with them: ON DELETE CASCADE, same row), the undelivered deliveries counted,
   * the files no remaining lead names listed (removed from disk after the commit), lead.erased
   * queued (naming no test lead the receiver was never sent), and the tombstone written when
   * `tombstone` is given.
   */
  async function eraseWhere(
    where: string,
    target: unknown,
    at: Date,
    tombstone?: { hash: string; operator: string },
  ): Promise<Erased> {
    const params: unknown[] = [target];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const event = options.webhooks
      ? `, event AS (
           INSERT INTO webhook_deliveries (event_id, event)
           SELECT ${param(randomUUID())}::uuid, jsonb_build_object('id', $${params.length}::text,
             'type', 'lead.erased', 'leadIds', jsonb_agg(id ORDER BY id),
             'erasedAt', ${param(at.toISOString())}::text)
           FROM gone ${options.webhookTestLeads ? '' : 'WHERE NOT gone.test'} HAVING count(*) > 0
         )`
      : '';
    const tomb = tombstone
      ? `, tomb AS (
           INSERT INTO erasures (email_hash, erased_at, operator, key_hashes)
           SELECT ${param(tombstone.hash)}, ${param(at)}::timestamptz, ${param(tombstone.operator)},
             coalesce(array_agg(encode(sha256(convert_to(idempotency_key, 'UTF8')), 'hex'))
               FILTER (WHERE idempotency_key IS NOT NULL), '{}')
           FROM gone
           ON CONFLICT (email_hash) DO UPDATE SET erased_at = EXCLUDED.erased_at,
             operator = EXCLUDED.operator,
             key_hashes = ARRAY(SELECT DISTINCT unnest(erasures.key_hashes || EXCLUDED.key_hashes))
         )`
      : '';
    const { rows } = await sql.query<RawErased>(
      `WITH gone AS (
         DELETE FROM leads WHERE ${where} RETURNING id, idempotency_key, payload, test
       ), files AS (
         SELECT DISTINCT f ->> 'S3Key' AS key FROM gone, ${filesOf('gone')}
         WHERE f ->> 'S3Key' IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM leads AS kept WHERE kept.id NOT IN (SELECT id FROM gone)
             AND kept.payload -> 'uploadedFiles' @> jsonb_build_array(
               jsonb_build_object('S3Key', f ->> 'S3Key')))
       )${event}${tomb}
       SELECT (SELECT array_agg(id ORDER BY id) FROM gone) AS leads,
         (SELECT array_agg(key ORDER BY key) FROM files) AS files,
         (SELECT count(*) FROM webhook_deliveries
           WHERE lead_id IN (SELECT id FROM gone) AND delivered_at IS NULL) AS cancelled`,
      params,
    );
    const [row] = rows;
    return {
      leads: (row?.leads ?? []).map(Number),
      fileKeys: row?.files ?? [],
      webhooksCancelled: Number(row?.cancelled ?? 0),
    };
  }

  return {
    async held(email) {
      const address = normalEmail(email);
      const { rows } = await sql.query<RawLead & { consent?: { marketing?: unknown } }>(
        `SELECT * FROM leads WHERE ${ofEmail} ORDER BY id`,
        [address],
      );
      const leads = rows.map(toRow);
      const ids = leads.map((lead) => lead.id);
      const named = leads.flatMap((lead) => namedFiles(lead.id, lead.payload));
      const [uploads, pending, erased] = await Promise.all([
        sql.query<{ key: string; content_type: string; bytes: string | number }>(
          'SELECT key, content_type, bytes FROM uploads WHERE key = ANY($1::text[]) AND uploaded_at IS NOT NULL',
          [named.map((file) => file.key)],
        ),
        sql.query<{ count: string | number }>(
          `SELECT count(*) AS count FROM webhook_deliveries
           WHERE lead_id = ANY($1::bigint[]) AND delivered_at IS NULL`,
          [ids],
        ),
        sql.query<{ erased_at: Date | string; operator: string }>(
          'SELECT erased_at, operator FROM erasures WHERE email_hash = $1',
          [personHash(address)],
        ),
      ]);
      const received = new Map(uploads.rows.map((row) => [row.key, row]));
      const [tombstone] = erased.rows;
      return {
        leads,
        marketing: rows.some((row) => row.consent?.marketing === true),
        files: named.map((file) => {
          const upload = received.get(file.key);
          return upload
            ? { ...file, type: upload.content_type, bytes: Number(upload.bytes) }
            : file;
        }),
        pendingWebhooks: Number(pending.rows[0]?.count ?? 0),
        erased: tombstone
          ? { at: new Date(tombstone.erased_at).toISOString(), operator: tombstone.operator }
          : null,
      };
    },

    async erase(email, operator, at) {
      const erased = await eraseWhere(ofEmail, normalEmail(email), at, {
        hash: personHash(email),
        operator,
      });
      tombstones = true;
      return erased;
    },

    eraseLeads: (ids, at) => eraseWhere('id = ANY($1::bigint[])', ids, at),

    async filesRemoved(keys) {
      if (keys.length === 0) return;
      await sql.query('DELETE FROM uploads WHERE key = ANY($1::text[])', [keys]);
    },

    async expired(before, limit) {
      const { rows } = await sql.query<{ id: string | number; kind: string; created_at: Date }>(
        'SELECT id, kind, created_at FROM leads WHERE created_at < $1 ORDER BY created_at, id LIMIT $2',
        [before, limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },

    exclusively: (lock, work) =>
      sql.session(async (session) => {
        const { rows } = await session.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [lock],
        );
        if (!rows[0]?.locked) return null;
        try {
          return { value: await work() };
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [lock]);
        }
      }),

    async withdrawMarketing(email, at) {
      // The first withdrawal's time is kept: asking again changes nothing.
      const { rows } = await sql.query<{ id: string | number }>(
        `UPDATE leads SET consent = consent || jsonb_build_object('marketing', false,
           'marketingWithdrawnAt', coalesce(consent ->> 'marketingWithdrawnAt', $2::text))
         WHERE ${ofEmail} RETURNING id`,
        [normalEmail(email), at.toISOString()],
      );
      return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    },

    async erasedBefore(key, email, consentAt) {
      if (tombstones === undefined) {
        const { rows } = await sql.query<{ any: boolean }>(
          'SELECT EXISTS (SELECT 1 FROM erasures) AS any',
        );
        tombstones ||= Boolean(rows[0]?.any);
      }
      if (!tombstones) return null;
      const { rows } = await sql.query<{ erased_at: Date | string }>(
        `SELECT erased_at FROM erasures
         WHERE ($1::text IS NOT NULL AND key_hashes @> ARRAY[$1::text])
            OR (email_hash = $2 AND $3::timestamptz < erased_at)
         LIMIT 1`,
        [key === null ? null : keyHash(key), email === null ? null : personHash(email), consentAt],
      );
      return rows[0] ? new Date(rows[0].erased_at) : null;
    },
  };
}

/** The files a lead's payload names (key, name and stated type), before the upload record. */
function namedFiles(leadId: number, payload: Record<string, unknown>): HeldFile[] {
  const files = Array.isArray(payload.uploadedFiles) ? payload.uploadedFiles : [];
  return files
    .map((file) => file as { S3Key?: unknown; name?: unknown; type?: unknown })
    .filter((file) => typeof file.S3Key === 'string')
    .map((file) => ({
      key: file.S3Key as string,
      leadId,
      name: typeof file.name === 'string' ? file.name : null,
      type: typeof file.type === 'string' ? file.type : null,
      bytes: null,
    }));
}
