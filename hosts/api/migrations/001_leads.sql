-- Every captured lead: its kind, the validated payload, where it came from, when.
CREATE TABLE IF NOT EXISTS leads (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  attribution jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS leads_kind_created_at ON leads (kind, created_at);

-- Files received through signed upload URLs.
CREATE TABLE IF NOT EXISTS uploads (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Rate-limit counters, used when several API instances share one Postgres.
CREATE TABLE IF NOT EXISTS rate_limits (
  client text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (client, window_start)
);
