import type { Attribution } from '@gw/config';
import { isStorable } from '@gw/forms';

const textKeys = ['pageUrl', 'referrer', 'partner', 'surface', 'component'] as const;
const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
/**
 * A text value cut to `max` characters (never through a surrogate pair), or undefined when it is
 * not text or holds characters the store cannot keep: attribution is dropped, never the lead.
 */
function clip(value: unknown, max = 500): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cut = value.slice(0, /[\ud800-\udbff]/.test(value.charAt(max - 1)) ? max - 1 : max);
  return isStorable(cut) ? cut : undefined;
}

/**
 * Reads the X-Gw-Attribution header (URI-encoded JSON) into known, length-capped fields. A
 * malformed header is ignored: attribution must never cost a lead. Origin/Referer fill gaps.
 */
export function readAttribution(
  header: string | undefined,
  origin: string | undefined,
  referer: string | undefined,
): Attribution & { origin?: string; partnerMismatch?: boolean } {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = header ? JSON.parse(decodeURIComponent(header)) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const result: Record<string, unknown> = {};
  for (const key of textKeys) {
    const value = clip(raw[key]);
    if (value) result[key] = value;
  }
  const utmSource =
    raw.utm && typeof raw.utm === 'object' ? (raw.utm as Record<string, unknown>) : {};
  const utm: Record<string, string> = {};
  for (const key of utmKeys) {
    const value = clip(utmSource[key], 200);
    if (value) utm[key] = value;
  }
  if (Object.keys(utm).length) result.utm = utm;
  if (!['site', 'remote', 'widget'].includes(String(result.surface))) delete result.surface;
  if (origin) result.origin = clip(origin);
  if (!result.pageUrl && referer) result.pageUrl = clip(referer);
  return result as Attribution & { origin?: string; partnerMismatch?: boolean };
}
