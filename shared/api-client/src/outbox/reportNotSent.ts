import type { Attribution } from '@gw/config';
import type { ClientReport } from '@gw/forms';
import { requestJson } from '../requestJson.ts';
import type { OutboxEntry } from './outboxStore.ts';

/**
 * Where the lead was captured (surface, partner), from its attribution header: an entry's only
 * header (the Idempotency-Key is added when it is sent). Read by value, so this chunk imports
 * no header name from the first load's configuration. No page address: it is not needed.
 */
function placeOf(entry: OutboxEntry): Pick<ClientReport, 'surface' | 'partner'> {
  for (const value of Object.values(entry.headers)) {
    try {
      const { surface, partner } = JSON.parse(decodeURIComponent(value)) as Attribution;
      return { surface, partner: partner?.slice(0, 100) || undefined };
    } catch {
      // Not the attribution.
    }
  }
  return {};
}

/**
 * Tells the API a lead failed for good on this device (POST /client-reports), so the operators
 * see it in the inbox and /health. No personal data: the lead's path, why, and where it was
 * captured. Best effort: a report that does not go is dropped (the visitor has the e-mail).
 */
export async function reportNotSent(
  apiBase: string,
  entry: OutboxEntry,
  report: Pick<ClientReport, 'path' | 'reason' | 'code' | 'status'>,
): Promise<void> {
  const body: ClientReport = {
    kind: 'lead-not-sent',
    ...report,
    ...placeOf(entry),
    at: new Date().toISOString(),
  };
  await requestJson(`${apiBase}/client-reports`, { method: 'POST', body }).catch(() => undefined);
}
