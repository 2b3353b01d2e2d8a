import { type Attribution, attributionHeader, type Surface } from '@gw/config';
import { isStorable } from '@gw/forms';

const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * Where this lead comes from: page, referrer, UTM parameters, partner, surface. Safe without DOM.
 * The page's address, referrer and UTM are read when the lead is sent (getters, which the
 * header's JSON.stringify reads): after an in-app navigation, on the site or on a single-page
 * partner site, the lead names the page the visitor was on, not the one where this was made.
 */
export function collectAttribution(options: {
  surface: Surface;
  partner?: string | undefined;
  component?: string | undefined;
}): Attribution {
  const attribution: Attribution = { surface: options.surface };
  if (options.partner) attribution.partner = options.partner;
  if (options.component) attribution.component = options.component;
  if (typeof location === 'undefined') return attribution;
  return Object.defineProperties(attribution, {
    pageUrl: { enumerable: true, get: () => location.href },
    referrer: { enumerable: true, get: () => document.referrer || undefined },
    utm: { enumerable: true, get: utmOfPage },
  });
}

function utmOfPage(): Attribution['utm'] {
  const params = new URLSearchParams(location.search);
  const utm: NonNullable<Attribution['utm']> = {};
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length ? utm : undefined;
}

/**
 * The attribution as one request header (URI-encoded JSON): the real provider API validates
 * bodies strictly and ignores unknown headers, so this is safe to send to it too.
 */
export function attributionHeaders(attribution: Attribution | undefined): Record<string, string> {
  if (!attribution) return {};
  // Attribution never costs a lead (DESIGN.md §10): a value cut to the API's 500 characters
  // that still holds what the store cannot keep (a NUL from `?utm_campaign=%00`, a lone
  // surrogate, which encodeURIComponent would throw on) is left out.
  const text = JSON.stringify(attribution, (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    const cut = value.slice(0, 500);
    return isStorable(cut) ? cut : undefined;
  });
  return { [attributionHeader]: encodeURIComponent(text) };
}
