import { createApiClient, waitlistFailureMessage, waitlistResultMessage } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import { buildWaitlistPayload, type WaitlistPayload } from '@gw/forms';
import { toWaitlistForm } from './waitlistRules.ts';
import type { WaitlistValues } from './waitlistValues.ts';

/** The lead as it was sent (spec §3 waitlist lead). */
export type WaitlistLead = WaitlistPayload;

interface SendWaitlist {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  values: WaitlistValues;
  honeypot: Record<string, string>;
}

export type WaitlistOutcome =
  | { ok: true; message: string; lead: WaitlistLead }
  | { ok: false; message: string };

/** POST /waitlist/add; success is a 201 (spec §7), messages per spec §8. Never throws. */
export async function sendWaitlist({
  apiBase,
  attribution,
  values,
  honeypot,
}: SendWaitlist): Promise<WaitlistOutcome> {
  const client = createApiClient({ apiBase, attribution });
  const lead = buildWaitlistPayload(toWaitlistForm(values));
  try {
    const response = await client.addToWaitlist({ ...lead, ...honeypot });
    if (response.status === 201)
      return { ok: true, message: waitlistResultMessage(response), lead };
    return { ok: false, message: waitlistResultMessage(response) };
  } catch (error) {
    return { ok: false, message: waitlistFailureMessage(error) };
  }
}
