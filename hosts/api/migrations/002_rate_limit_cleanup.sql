-- Old rate-limit windows are deleted by window; this keeps that delete from scanning every row.
CREATE INDEX IF NOT EXISTS rate_limits_window_start ON rate_limits (window_start);
