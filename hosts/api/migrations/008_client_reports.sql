-- Client reports (issue 25): a lead a visitor's device could not send while the API answered
-- (a CSP refusal, a refused upload), told by the outbox so operators see it in the inbox and
-- /health. No personal data: the lead's path, why, the spec §8 code or status, where it was
-- embedded, and the sending origin.
CREATE TABLE IF NOT EXISTS client_reports (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  path text NOT NULL,
  reason text NOT NULL,
  code text,
  status integer,
  surface text,
  partner text,
  origin text,
  reported_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS client_reports_created ON client_reports (created_at DESC, id DESC);
