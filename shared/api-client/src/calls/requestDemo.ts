import type { DemoPayload } from '@gw/forms';
import type { ApiResponse } from '../http.ts';
import type { LeadCallOptions, Message } from './callOptions.ts';
import { demoLeadPath } from './leadPaths.ts';
import { postLead } from './postLead.ts';

/** The demo answer: its status and data.message (spec §7). */
export type DemoAnswer = ApiResponse<{ data?: Message } & Message>;

/** POST {apiBase}/leads/request, the demo booking. */
export function requestDemo(options: LeadCallOptions, body: DemoPayload): Promise<DemoAnswer> {
  return postLead(options, demoLeadPath, body);
}
