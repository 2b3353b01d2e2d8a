import { useEffect, useRef, useState } from 'react';

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
 * navigation), if the form is still on the page.
 */
export function useLeadSubmit<O extends LeadOutcomeLike>(newKey: () => string) {
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const pending = useRef<{ key: string; body: string } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function send(
    body: object,
    deliver: (key: string) => Promise<LeadDelivery<O>>,
    onOutcome: (outcome: O) => void,
  ): Promise<void> {
    const text = JSON.stringify(body);
    const key = pending.current?.body === text ? pending.current.key : newKey();
    pending.current = { key, body: text };
    setSending(true);
    let delivery: LeadDelivery<O>;
    try {
      delivery = await deliver(key);
    } finally {
      if (mounted.current) setSending(false);
    }
    const { outcome, later } = delivery;
    if (!mounted.current) return;
    setSaved(outcome.saved);
    if (!outcome.saved) pending.current = null;
    onOutcome(outcome);
    void later?.then((final) => {
      if (!mounted.current || pending.current?.key !== key) return;
      pending.current = null;
      setSaved(false);
      onOutcome(final);
    });
  }

  return { sending, saved, send };
}
