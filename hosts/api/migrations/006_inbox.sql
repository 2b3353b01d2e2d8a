-- The operators' inbox (DESIGN.md §12): newest first, filtered, paged by (created_at, id).
-- One index per filter leads with it and ends in the page order, so a filtered page reads only
-- its own rows. Text search (q) scans search_text, the names, e-mails and companies kept
-- lower-cased beside the payload (no trigram index: PGlite would need an extension for it).
ALTER TABLE leads ADD COLUMN IF NOT EXISTS handled_at timestamptz;
ALTER TABLE leads ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (lower(
  coalesce(payload->>'firstName', '') || ' ' || coalesce(payload->>'lastName', '') || ' ' ||
  coalesce(payload->>'name', '') || ' ' || coalesce(payload->>'email', '') || ' ' ||
  coalesce(payload->>'businessEmail', '') || ' ' || coalesce(payload->>'businessName', '') || ' ' ||
  coalesce(payload->>'companyName', ''))) STORED;
CREATE INDEX IF NOT EXISTS leads_newest ON leads (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS leads_kind_newest ON leads (kind, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS leads_partner_newest
  ON leads ((attribution->>'partner'), created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS leads_surface_newest
  ON leads ((attribution->>'surface'), created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS leads_unhandled_newest
  ON leads (created_at DESC, id DESC) WHERE handled_at IS NULL;
