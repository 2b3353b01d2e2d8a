-- One lead per Idempotency-Key (DESIGN.md §10): a retried submission finds the lead it stored.
-- request_hash tells a true retry from a different body sent under the same key. Keys live as
-- long as their lead, so they are kept well past the 24 h the contract asks for.
ALTER TABLE leads ADD COLUMN IF NOT EXISTS idempotency_key text;
ALTER TABLE leads ADD COLUMN IF NOT EXISTS request_hash text;
CREATE UNIQUE INDEX IF NOT EXISTS leads_idempotency_key ON leads (idempotency_key)
  WHERE idempotency_key IS NOT NULL;
