import { readFileSync } from 'node:fs';

/** Partner id → the origins its pages may send leads from (partners.json, optional). */
export type Partners = ReadonlyMap<string, readonly string[]>;

/**
 * Reads partners.json: `{ "ndba-lagos": ["https://ndba.org", "https://www.ndba.org"] }`. Null when
 * no file is named; a file that cannot be read or is malformed stops the API with the reason.
 */
export function readPartners(file: string | undefined): Partners | null {
  if (!file) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`PARTNERS_FILE ${file}: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`PARTNERS_FILE ${file}: expected {"partner-id": ["https://origin", ...]}`);
  const partners = new Map<string, string[]>();
  for (const [id, origins] of Object.entries(parsed)) {
    if (!Array.isArray(origins) || origins.some((origin) => typeof origin !== 'string'))
      throw new Error(`PARTNERS_FILE ${file}: "${id}" must list origins as strings`);
    partners.set(
      id,
      origins.map((origin) => new URL(origin).origin),
    );
  }
  return partners;
}

/**
 * Whether a lead's claimed partner id fits the page it came from. Any origin can write any id
 * into the `partner` attribute, so with partners.json a lead whose Origin is not one of the
 * partner's is kept but flagged (DESIGN.md §11).
 */
export function partnerMismatch(
  partners: Partners | null,
  partner: string | undefined,
  origin: string | undefined,
): boolean {
  if (!partners || !partner) return false;
  const allowed = partners.get(partner);
  return !allowed || !origin || !allowed.includes(origin);
}
