-- The audit log (issue 27): who did what to which lead, file or person, and when. Append-only:
-- the triggers refuse every UPDATE, DELETE and TRUNCATE, so an entry, once written, stands (an
-- erasure removes the person's leads, never the record that they were erased). Targets name a
-- lead id, a file key or person:<sha256 of the address>, never a visitor's e-mail.
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  operator text NOT NULL,
  action text NOT NULL,
  target text,
  detail jsonb
);
CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at, id);
CREATE INDEX IF NOT EXISTS audit_log_target ON audit_log (target) WHERE target IS NOT NULL;
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
