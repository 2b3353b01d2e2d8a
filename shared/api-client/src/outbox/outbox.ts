import { brand, outboxTimings } from '@gw/config';
import type { ApiResponse } from '../http.ts';
import { canSend, deliverEntry } from './deliverEntry.ts';
import type { Checked, LeadFailure } from './failureCheck.ts';
import type { Tally } from './judgeAttempt.ts';
import { type OutboxEntry, removeEntry, savedEntries } from './outboxStore.ts';

/** How an entry's sending ended: the API's answer, or a failure the visitor is told of. */
export type Settled = { answer: ApiResponse } | { failure: LeadFailure };

// Each entry is retried by one loop per page (a live submit and the page-load resume can meet
// the same key); another copy of this module or another tab may send it too, which the API's
// idempotency turns into one lead.
const running = new Map<string, Promise<Settled>>();
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

/** The verdict on a failed try, from a chunk of its own; one that cannot load means offline. */
const check: typeof import('./failureCheck.ts').checkDelivery = (...args) =>
  import('./failureCheck.ts').then(
    ({ checkDelivery }) => checkDelivery(...args),
    (): Checked => ({ next: 'wait' }),
  );

/**
 * Sends the saved entry until the API answers or it fails for good (docs/decisions.md, issue
 * 25): offline, the API out of reach or busy, it waits longer each time and calls `onWaiting`;
 * broken (it fails while the API answers), it goes again soon, within outboxTimings' bounds.
 * `fresh`: the first try is the visitor's own (a 4xx is then the form's answer). The entry
 * leaves the device once answered or failed (the answers stay in the form and the e-mail). An
 * entry already being sent here is sent again now, and counts as waiting.
 */
export function keepSending(
  entry: OutboxEntry,
  { fresh = false, onWaiting }: { fresh?: boolean; onWaiting?: () => void } = {},
): Promise<Settled> {
  const existing = running.get(entry.key);
  if (existing) {
    wakeAll();
    onWaiting?.();
    return existing;
  }
  const loop = (async (): Promise<Settled> => {
    let wait: number = outboxTimings.retryMin;
    let next = 0;
    let retrying = !fresh;
    let tally: Tally | null = null;
    for (;;) {
      // A little jitter, so many visitors coming back online do not all send at once.
      if (next > 0) await pause(next * (0.8 + Math.random() * 0.4));
      const delivery = await deliverEntry(entry, retrying);
      const verdict: Checked =
        delivery.answered && (delivery.answer.ok || !retrying)
          ? { next: 'answered' }
          : await check(entry, delivery, retrying, tally, brand.supportEmail);
      retrying = true;
      if (verdict.next === 'answered' || verdict.next === 'fail') {
        await removeEntry(entry.key);
        if (verdict.next === 'fail') return { failure: verdict.failure };
        if (delivery.answered) return { answer: delivery.answer };
      }
      // Broken tries keep their tally (and come within seconds at first); a wait starts it over.
      if (verdict.next === 'retry') tally = verdict.tally;
      else {
        tally = null;
        onWaiting?.();
      }
      next = Math.max(wait, verdict.next === 'wait' ? (verdict.afterMs ?? 0) : 0);
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
