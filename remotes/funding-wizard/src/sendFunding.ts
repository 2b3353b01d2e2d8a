import { createFundingApplication, fundingOutcome } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import type { FundingPayload } from '@gw/forms';

interface SendFunding {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  payload: FundingPayload;
  honeypot: Record<string, string>;
}

export interface FundingOutcome {
  ok: boolean;
  /** Never true here: the funding wizard does not use the outbox yet. */
  saved: boolean;
  /** 'Application Successful' or 'Error submitting form' (spec §8), as the toast shows it. */
  message: string;
}

/**
 * POST /funding-application/create; success is a 200 (spec §7). A thrown error shows the same
 * 'Error submitting form' as a non-200 (the spec only logs it: a recorded deviation).
 */
export async function sendFunding({
  apiBase,
  attribution,
  payload,
  honeypot,
}: SendFunding): Promise<FundingOutcome> {
  try {
    const response = await createFundingApplication(
      { apiBase, attribution },
      { ...payload, ...honeypot },
    );
    return { ...fundingOutcome(response), saved: false };
  } catch (error) {
    console.error('Funding application failed', error);
    return { ...fundingOutcome(undefined), saved: false };
  }
}
