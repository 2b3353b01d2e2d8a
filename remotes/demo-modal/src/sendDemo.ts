import { createApiClient, demoFailureMessage, demoResultMessage } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import { buildDemoPayload } from '@gw/forms';
import type { DemoValues } from './demoValues.ts';

interface SendDemo {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  values: DemoValues;
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
  values,
  honeypot,
}: SendDemo): Promise<DemoOutcome> {
  const client = createApiClient({ apiBase, attribution });
  try {
    const response = await client.requestDemo({ ...buildDemoPayload(values), ...honeypot });
    return { ok: response.status < 300, message: demoResultMessage(response) };
  } catch (error) {
    return { ok: false, message: demoFailureMessage(error) };
  }
}
