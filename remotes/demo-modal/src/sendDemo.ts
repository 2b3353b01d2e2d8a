import { demoFailureMessage, demoOutcome, requestDemo } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import type { DemoPayload } from '@gw/forms';

interface SendDemo {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  payload: DemoPayload;
  honeypot: Record<string, string>;
}

export interface DemoOutcome {
  ok: boolean;
  /** The spec §8 demo message for what happened. */
  message: string;
}

/** POST /leads/request and the spec §8 reading of its answer; never throws. */
export async function sendDemo({
  apiBase,
  attribution,
  payload,
  honeypot,
}: SendDemo): Promise<DemoOutcome> {
  try {
    const response = await requestDemo({ apiBase, attribution }, { ...payload, ...honeypot });
    return demoOutcome(response.status, response.data);
  } catch (error) {
    return { ok: false, message: demoFailureMessage(error) };
  }
}
