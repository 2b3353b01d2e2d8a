import type { Attribution, ConsentRecord } from '@gw/config';

/** A notice version as @gw/config writes them (a date such as 2026-11-26, or a short label). */
const versionShape = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
/** An ISO 8601 time with its zone, as a device's `new Date().toISOString()` writes it. */
const isoShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Longer than any header a form sends: not read at all. */
const maxHeaderLength = 1_000;
const earliestMs = 30 * 24 * 60 * 60_000;
const latestMs = 5 * 60_000;

/** The header's content when it is one a form sent, else null (absent or malformed). */
function parse(header: string | undefined): Record<string, unknown> | null {
  if (!header || header.length > maxHeaderLength) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The device's time when it is plausible (at most 30 days old, at most 5 minutes ahead). */
function plausibleTime(value: unknown, now: number): string | null {
  if (typeof value !== 'string' || !isoShape.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at) || at < now - earliestMs || at > now + latestMs) return null;
  return new Date(at).toISOString();
}

/**
 * The consent record stored with a lead, from the X-Gw-Consent header (URI-encoded JSON
 * `{notice, marketing, at}`) and the lead's attribution. Absent or malformed (a direct API call,
 * an older pinned widget release), it records "no notice shown" (`notice: null`, no marketing):
 * the lead is stored all the same, never refused over it.
 */
export function readConsent(
  header: string | undefined,
  attribution: Pick<Attribution, 'pageUrl' | 'partner'>,
  now: number,
): ConsentRecord {
  const raw = parse(header);
  const notice =
    typeof raw?.notice === 'string' && versionShape.test(raw.notice) ? raw.notice : null;
  const record: ConsentRecord = {
    notice,
    // A marketing choice counts only beside the notice it was shown with.
    marketing: notice !== null && raw?.marketing === true,
    at: (notice !== null && plausibleTime(raw?.at, now)) || new Date(now).toISOString(),
  };
  if (attribution.pageUrl) record.page = attribution.pageUrl;
  if (attribution.partner) record.partner = attribution.partner;
  return record;
}
