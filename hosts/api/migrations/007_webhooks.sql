-- Webhook deliveries (DESIGN.md §12): one row per stored lead while WEBHOOK_URL is set, written
-- in the lead's own INSERT statement, so a lead is never stored without its delivery queued.
-- Delivered at least once, retried with backoff until the receiver answers 2xx.
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  lead_id bigint PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  event_id uuid NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_status integer,
  last_error text
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due
  ON webhook_deliveries (next_attempt_at, lead_id) WHERE delivered_at IS NULL;
