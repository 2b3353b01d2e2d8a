import { createApiClient, fundingMessages } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import { buildFundingPayload } from '@gw/forms';
import { toFundingForm } from './fundingRules.ts';
import type { FundingValues } from './fundingValues.ts';

interface SendFunding {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  values: FundingValues;
  honeypot: Record<string, string>;
}

export interface FundingOutcome {
  ok: boolean;
  message: string;
}

/**
 * POST /funding-application/create; success is a 200 (spec §7). A thrown error shows the same
 * 'Error submitting form' as a non-200 (the spec only logs it: a recorded deviation).
 */
export async function sendFunding({
  apiBase,
  attribution,
  values,
  honeypot,
}: SendFunding): Promise<FundingOutcome> {
  const client = createApiClient({ apiBase, attribution });
  try {
    const response = await client.createFundingApplication({
      ...buildFundingPayload(toFundingForm(values)),
      ...honeypot,
    });
    if (response.status === 200) return { ok: true, message: fundingMessages.success };
  } catch (error) {
    console.error('Funding application failed', error);
  }
  return { ok: false, message: fundingMessages.failure };
}
