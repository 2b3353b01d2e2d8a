-- Data rights (issue 27): who was erased, and webhook events that carry no lead.

-- One row per erased address: the sha256 of the lower-cased trimmed e-mail, when, by whom, and
-- the sha256 of the erased leads' Idempotency-Keys. A submission replaying one of those keys, or
-- giving that address with consent from before the erasure, is answered as stored, not stored.
CREATE TABLE IF NOT EXISTS erasures (
  email_hash text PRIMARY KEY,
  erased_at timestamptz NOT NULL,
  operator text NOT NULL,
  key_hashes text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS erasures_key_hashes ON erasures USING gin (key_hashes);

-- The delivery queue holds events too: a lead's row (lead_id, the body built from the lead when
-- sent) or an event's (event: the body itself, e.g. lead.erased). One queue, one claim, one
-- order (seq): an erasure's event goes after the lead.created it follows.
ALTER TABLE webhook_deliveries ADD COLUMN IF NOT EXISTS event jsonb;
ALTER TABLE webhook_deliveries ADD COLUMN IF NOT EXISTS seq bigserial;
ALTER TABLE webhook_deliveries DROP CONSTRAINT IF EXISTS webhook_deliveries_pkey;
ALTER TABLE webhook_deliveries ALTER COLUMN lead_id DROP NOT NULL;
ALTER TABLE webhook_deliveries ADD PRIMARY KEY (event_id);
CREATE UNIQUE INDEX IF NOT EXISTS webhook_deliveries_lead ON webhook_deliveries (lead_id);
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_lead_or_event
  CHECK ((lead_id IS NULL) <> (event IS NULL));
DROP INDEX IF EXISTS webhook_deliveries_due;
CREATE INDEX IF NOT EXISTS webhook_deliveries_due
  ON webhook_deliveries (next_attempt_at, seq) WHERE delivered_at IS NULL;

-- Which leads an address has: every kind keeps it in payload.email (the profile form has none).
CREATE INDEX IF NOT EXISTS leads_email ON leads (lower(btrim(payload ->> 'email')));
