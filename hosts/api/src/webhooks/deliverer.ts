import type { Logger } from '../http/log.ts';
import type { DueDelivery, LeadStore } from '../store/types.ts';
import { sign, signatureHeader } from './signature.ts';

export type WebhookOptions = {
  url: string;
  secret: string;
  /** The first retry's delay; each next one doubles, up to `maxDelayMs`. */
  retryBaseMs?: number;
  maxDelayMs?: number;
  /** How often the queue is looked at. */
  intervalMs?: number;
  /**
   * WEBHOOK_TEST_LEADS=true: test-mode leads are delivered too (their body's lead says
   * `test: true`); otherwise they queue nothing (issue 28).
   */
  testLeads?: boolean;
};

/** How long a receiver may take to answer before the attempt counts as failed. */
const timeoutMs = 10_000;
const batch = 20;

/** The delay before the attempt after `attempts` failed ones, with ±20 % jitter. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** What a delivery POSTs: a lead's lead.created, or an event queued whole (lead.erased). */
const bodyOf = (due: DueDelivery) =>
  JSON.stringify(
    'lead' in due ? { id: due.eventId, type: 'lead.created', lead: due.lead } : due.event,
  );

/** What the log says a delivery was about (never personal data). */
const subjectOf = (due: DueDelivery) =>
  'lead' in due ? { lead: due.lead.id } : { type: due.event.type, leads: due.event.leadIds };

/**
 * Delivers the queue: each due lead (or event) POSTed as JSON with its event id and a signature, oldest
 * lead first; a 2xx marks it delivered, anything else (or no answer) retries with backoff.
 * At least once: a crash between the receiver's 2xx and the mark delivers it again (receivers
 * dedupe by event id).
 */
export function startWebhookDeliverer(store: LeadStore, options: WebhookOptions, log: Logger) {
  const baseMs = options.retryBaseMs ?? 1_000;
  const maxMs = options.maxDelayMs ?? 60 * 60_000;
  let stopped = false;
  let running: Promise<void> | null = null;

  async function deliver() {
    const now = Date.now();
    const due = await store.webhooks.claim(batch, new Date(now), new Date(now + timeoutMs * 3));
    for (const [index, delivery] of due.entries()) {
      const { eventId, attempts } = delivery;
      if (stopped) {
        // Not attempted: due again now, for the next process, not after the lease.
        const rest = due.slice(index).map((left) => left.eventId);
        await store.webhooks.release(rest, new Date());
        return;
      }
      const body = bodyOf(delivery);
      let status: number | null = null;
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'X-Gw-Event-Id': eventId,
            [signatureHeader]: sign(options.secret, body, Math.floor(Date.now() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        await response.body?.cancel();
        if (response.ok) {
          await store.webhooks.delivered(eventId, status, new Date());
          log({ event: 'webhook', ...subjectOf(delivery), status });
          continue;
        }
        throw new Error(`answered ${status}`);
      } catch (error) {
        const retryAt = new Date(Date.now() + retryDelay(attempts + 1, baseMs, maxMs));
        await store.webhooks.failed(eventId, status, String((error as Error).message), retryAt);
        log({
          level: 'warn',
          event: 'webhook',
          ...subjectOf(delivery),
          status,
          retryAt: retryAt.toISOString(),
        });
      }
    }
  }

  // One pass at a time: a slow receiver delays the next look at the queue, never stacks them.
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = deliver()
      .catch((error: unknown) => log({ level: 'error', event: 'webhook', error: String(error) }))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? 500);

  return {
    /** Stops taking deliveries and waits for the one in flight. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
