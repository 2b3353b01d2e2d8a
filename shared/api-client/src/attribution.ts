import { type Attribution, attributionHeader, type Surface } from '@gw/config';

const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** Where this lead comes from: page, referrer, UTM parameters, partner, surface. Safe without DOM. */
export function collectAttribution(options: {
  surface: Surface;
  partner?: string | undefined;
  component?: string | undefined;
}): Attribution {
  const attribution: Attribution = { surface: options.surface };
  if (options.partner) attribution.partner = options.partner;
  if (options.component) attribution.component = options.component;
  if (typeof location === 'undefined') return attribution;
  attribution.pageUrl = location.href;
  if (typeof document !== 'undefined' && document.referrer)
    attribution.referrer = document.referrer;
  const params = new URLSearchParams(location.search);
  const utm: NonNullable<Attribution['utm']> = {};
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`);
    if (value) utm[key] = value;
  }
  if (Object.keys(utm).length) attribution.utm = utm;
  return attribution;
}

/**
 * The attribution as one request header (URI-encoded JSON): the real provider API validates
 * bodies strictly and ignores unknown headers, so this is safe to send to it too.
 */
export function attributionHeaders(attribution: Attribution | undefined): Record<string, string> {
  return attribution
    ? { [attributionHeader]: encodeURIComponent(JSON.stringify(attribution)) }
    : {};
}
