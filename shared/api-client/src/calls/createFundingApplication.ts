import type { FundingPayload } from '@gw/forms';
import type { ApiResponse } from '../http.ts';
import type { LeadCallOptions, Message } from './callOptions.ts';
import { fundingLeadPath } from './leadPaths.ts';
import { postLead } from './postLead.ts';

/** POST {apiBase}/funding-application/create; success is a 200 (spec §7). */
export function createFundingApplication(
  options: LeadCallOptions,
  body: FundingPayload,
): Promise<ApiResponse<Message>> {
  return postLead(options, fundingLeadPath, body);
}
