-- The consent record (issue 27): what each lead's visitor was shown and chose, stored with it
-- (notice version, marketing choice, when, from which page and partner). Leads stored before
-- forms showed a notice get {"notice": null, "marketing": false, "at": <their created_at>}:
-- "no notice shown". A partial index serves the inbox's consent=none filter in page order.
ALTER TABLE leads ADD COLUMN IF NOT EXISTS consent jsonb;
UPDATE leads SET consent = jsonb_build_object('notice', NULL, 'marketing', false,
  'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  WHERE consent IS NULL;
ALTER TABLE leads ALTER COLUMN consent SET DEFAULT jsonb_build_object('notice', NULL,
  'marketing', false, 'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
ALTER TABLE leads ALTER COLUMN consent SET NOT NULL;
CREATE INDEX IF NOT EXISTS leads_no_notice_newest
  ON leads (created_at DESC, id DESC) WHERE consent->>'notice' IS NULL;
