import { apiBaseUrl } from '@gw/config';
import { type ApiResponse, postJson } from '../http.ts';
import { leadHeaders } from '../leadHeaders.ts';
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
  return postJson<T>(
    `${options.apiBase ?? apiBaseUrl}${path}`,
    body,
    leadHeaders(options.attribution, options.consent),
  );
}
