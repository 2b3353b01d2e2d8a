-- The people who run the site and read its leads (issue 15, DESIGN.md §12), and their sessions.
-- A password is kept only as a scrypt hash; a session only as the SHA-256 of its cookie's token,
-- so neither a database dump nor a log holds anything that signs someone in.
CREATE TABLE IF NOT EXISTS operators (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS operator_sessions_last_seen ON operator_sessions (last_seen_at);
