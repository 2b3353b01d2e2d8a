-- An upload is issued (POST /files/upload: a row with bytes 0), then received once (PUT:
-- uploaded_at set). Rows issued but never received, or received but named by no lead, are
-- removed with their files after 24 h. Rows before this migration were all received uploads.
ALTER TABLE uploads ADD COLUMN IF NOT EXISTS uploaded_at timestamptz;
UPDATE uploads SET uploaded_at = created_at WHERE uploaded_at IS NULL;
CREATE INDEX IF NOT EXISTS uploads_created_at ON uploads (created_at);
