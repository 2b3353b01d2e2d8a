-- Test mode (issue 28): a lead sent by a widget with mode="test" (the X-Gw-Mode: test header) is
-- stored like any other but flagged, so the inbox's default view, its counts, the CSV and the
-- webhooks leave it out unless asked for. Few leads are tests: a partial index serves the
-- inbox's "Test leads" view; the default view reads the real leads as it always did.
ALTER TABLE leads ADD COLUMN IF NOT EXISTS test boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS leads_test ON leads (created_at DESC, id DESC) WHERE test;
