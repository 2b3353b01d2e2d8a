import { outboxTimings } from '@gw/config';
import type { ApiResponse } from '../http.ts';
import { canSend, deliverEntry } from './deliverEntry.ts';
import { type OutboxEntry, removeEntry, savedEntries } from './outboxStore.ts';

// Each entry is retried by one loop per page (a live submit and the page-load resume can meet
// the same key); another copy of this module or another tab may send it too, which the API's
// idempotency turns into one lead.
const running = new Map<string, Promise<ApiResponse>>();
let wake: () => void = () => {};
let woken = new Promise<void>((resolve) => {
  wake = resolve;
});
let started = false;

function wakeAll() {
  const resolve = wake;
  woken = new Promise<void>((next) => {
    wake = next;
  });
  resolve();
}

function pause(ms: number): Promise<void> {
  const timer = new Promise<void>((resolve) => {
    const id = setTimeout(resolve, ms);
    // In Node (tests, prerender) a waiting lead must not keep the process alive.
    (id as { unref?: () => void }).unref?.();
  });
  return Promise.race([timer, woken]);
}

/**
 * Sends the saved entry until the API answers, waiting longer each time (`firstWait` before the
 * first try, after one just failed); the answer, once there is one. The entry then leaves the
 * device.
 */
export function keepSending(entry: OutboxEntry, firstWait = 0): Promise<ApiResponse> {
  const existing = running.get(entry.key);
  if (existing) return existing;
  const loop = (async () => {
    let wait: number = outboxTimings.retryMin;
    let next = firstWait;
    for (;;) {
      // A little jitter, so many visitors coming back online do not all send at once.
      if (next > 0) await pause(next * (0.8 + Math.random() * 0.4));
      const delivery = await deliverEntry(entry, true);
      if (delivery.answered) {
        await removeEntry(entry.key);
        return delivery.answer;
      }
      next = Math.max(wait, delivery.retryAfterMs ?? 0);
      wait = Math.min(wait * 2, outboxTimings.retryMax);
    }
  })();
  running.set(entry.key, loop);
  void loop.finally(() => running.delete(entry.key));
  return loop;
}

/**
 * Sends whatever an earlier page left waiting on this device, and sends again at once when the
 * connection comes back. Every page that runs the pipeline calls it (site, remotes, widgets);
 * calling it again does nothing.
 */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', wakeAll);
  void savedEntries().then((entries) => {
    // An entry with documents waits for a page that can upload them (the funding form, the site).
    for (const entry of entries) if (canSend(entry)) void keepSending(entry);
  });
}
