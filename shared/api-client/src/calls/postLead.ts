import { apiBaseUrl } from '@gw/config';
import { attributionHeaders } from '../attribution.ts';
import { consentHeaders } from '../consent.ts';
import { type ApiResponse, postJson } from '../http.ts';
import { modeHeaders } from '../testMode.ts';
import type { LeadCallOptions } from './callOptions.ts';

/**
 * POST a lead body to {apiBase}{path} with the attribution, consent and (test mode) mode headers,
 * never auth.
 */
export function postLead<T>(
  options: LeadCallOptions,
  path: string,
  body: object,
): Promise<ApiResponse<T>> {
  return postJson<T>(`${options.apiBase ?? apiBaseUrl}${path}`, body, {
    ...attributionHeaders(options.attribution),
    ...consentHeaders(options.consent),
    ...modeHeaders(options.attribution),
  });
}
