import { useRef, useState } from 'react';

/** What every lead form's submit comes to (@gw/api-client's LeadOutcome). */
export interface LeadOutcomeLike {
  ok: boolean;
  /** Waiting on this device for the connection; not a success. */
  saved: boolean;
  message: string;
  /** Could not be sent while our server answers: show `message` with the `mailto` way out. */
  failed?: true | undefined;
  /** A prepared e-mail to the team with the visitor's answers (with `failed`). */
  mailto?: { href: string; label: string } | undefined;
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
    // A failed lead keeps its key: the same answers sent again replace it on the device, and
    // the API stores one lead if an earlier try did arrive.
    const settled = (outcome: O) => {
      if (!outcome.saved && !outcome.failed) pending.current = undefined;
    };
    settled(delivery.outcome);
    onOutcome(delivery.outcome);
    void delivery.later?.then((final) => {
      if (pending.current?.[0] !== key) return;
      settled(final);
      onOutcome(final);
    });
  }

  return { sending, send };
}
