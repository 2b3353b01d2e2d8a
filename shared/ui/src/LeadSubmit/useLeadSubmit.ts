import { useRef, useState } from 'react';

/** What every lead form's submit comes to (@gw/api-client's LeadOutcome). */
export interface LeadOutcomeLike {
  ok: boolean;
  /** Waiting on this device for the connection; not a success. */
  saved: boolean;
  message: string;
}

/** A submit's result: now, and for a lead saved on this device, once the API has it. */
export interface LeadDelivery<O extends LeadOutcomeLike> {
  outcome: O;
  later?: Promise<O> | undefined;
}

/**
 * The submit state every lead form shares (DESIGN.md §10). `send` makes the Idempotency-Key when
 * Submit is pressed, or reuses it when the same answers go again while the first try waits on
 * this device, so a lead is stored once. The form hears the outcome now and, for a lead saved on
 * this device, again once the API has it: then it does what a success does (toast, events,
 * navigation). A newer submit supersedes a waiting one's later outcome.
 */
export function useLeadSubmit<O extends LeadOutcomeLike>(newKey: () => string) {
  const [sending, setSending] = useState(false);
  // The waiting submission: its key and the answers it carries.
  const pending = useRef<[key: string, body: string]>(undefined);

  async function send(
    body: object,
    deliver: (key: string) => Promise<LeadDelivery<O>>,
    onOutcome: (outcome: O) => void,
  ): Promise<void> {
    const text = JSON.stringify(body);
    const key = pending.current?.[1] === text ? pending.current[0] : newKey();
    pending.current = [key, text];
    setSending(true);
    let delivery: LeadDelivery<O>;
    try {
      delivery = await deliver(key);
    } finally {
      setSending(false);
    }
    if (!delivery.outcome.saved) pending.current = undefined;
    onOutcome(delivery.outcome);
    void delivery.later?.then((final) => {
      if (pending.current?.[0] !== key) return;
      pending.current = undefined;
      onOutcome(final);
    });
  }

  return { sending, send };
}
